import { ApiProperty } from '@nestjs/swagger';
import { PACKAGE_TRIP_TYPES, type PackageTripType } from '../../trips/trip-types.js';
import { PackagePriceDto } from './package-input.dto.js';

export class PackageDto {
  @ApiProperty({ example: 4 }) id: number;
  @ApiProperty({ enum: PACKAGE_TRIP_TYPES, enumName: 'PackageTripType' }) tripType: PackageTripType;
  @ApiProperty({ example: 'Bandhavgarh National Park, 2 days by cab' }) title: string;
  @ApiProperty({ example: 'बांधवगढ़ नेशनल पार्क, कैब से 2 दिन' }) titleHi: string;
  @ApiProperty({ type: [String] }) itinerary: string[];
  @ApiProperty({ type: [String] }) itineraryHi: string[];
  @ApiProperty({ type: [String] }) inclusions: string[];
  @ApiProperty({ type: [String] }) inclusionsHi: string[];
  @ApiProperty({ type: [String] }) exclusions: string[];
  @ApiProperty({ type: [String] }) exclusionsHi: string[];
  @ApiProperty({ type: [String] }) places: string[];
  @ApiProperty({ example: 500 }) km: number;
  @ApiProperty({ example: 48 }) hours: number;
  @ApiProperty({ type: [PackagePriceDto], description: 'In the booking-table order of vehicles' }) prices: PackagePriceDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/files/12?expires=1764000000000&sig=abc',
    description: 'A signed link to the photo',
  })
  photo: string | null;
  @ApiProperty({ example: true }) active: boolean;
}

export class PackageResponse {
  @ApiProperty({ type: PackageDto }) data: PackageDto;
}

export class PackagesResponse {
  @ApiProperty({ type: [PackageDto] }) data: PackageDto[];
}
