import { ApiProperty } from '@nestjs/swagger';
import { PACKAGE_TRIP_TYPES, type PackageTripType } from '../../trips/trip-types.js';
import { PackagePriceDto } from './package-input.dto.js';

export class PackageDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: PACKAGE_TRIP_TYPES, enumName: 'PackageTripType' }) tripType: PackageTripType;
  @ApiProperty() title: string;
  @ApiProperty() titleHi: string;
  @ApiProperty({ type: [String] }) itinerary: string[];
  @ApiProperty({ type: [String] }) itineraryHi: string[];
  @ApiProperty({ type: [String] }) inclusions: string[];
  @ApiProperty({ type: [String] }) inclusionsHi: string[];
  @ApiProperty({ type: [String] }) exclusions: string[];
  @ApiProperty({ type: [String] }) exclusionsHi: string[];
  @ApiProperty({ type: [String] }) places: string[];
  @ApiProperty() km: number;
  @ApiProperty() hours: number;
  @ApiProperty({ type: [PackagePriceDto], description: 'In the booking-table order of vehicles' }) prices: PackagePriceDto[];
  @ApiProperty({ type: String, nullable: true, description: 'A signed link to the photo' }) photo: string | null;
  @ApiProperty() active: boolean;
}

export class PackageResponse {
  @ApiProperty({ type: PackageDto }) data: PackageDto;
}

export class PackagesResponse {
  @ApiProperty({ type: [PackageDto] }) data: PackageDto[];
}
