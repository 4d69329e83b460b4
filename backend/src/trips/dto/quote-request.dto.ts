import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/validation.js';
import { normaliseVehicle, VEHICLES } from '../../fares/fare-table.js';
import { TRIP_TYPE_IDS, type TripTypeId } from '../trip-types.js';

/** An ISO 8601 date and time with its offset, as the clients send IST times: 2026-12-01T09:30:00+05:30. */
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const instantMessage = (name: string) => `${name} must be a date and time with its offset, such as 2026-12-01T09:30:00+05:30`;

/** What POST /api/quotes takes; bookings of every type take the same trip fields. */
export class QuoteRequestDto {
  @ApiProperty({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId' })
  @IsIn(TRIP_TYPE_IDS, { message: `tripType must be one of ${TRIP_TYPE_IDS.join(', ')}` })
  tripType: TripTypeId;

  @ApiPropertyOptional({
    example: 'Jabalpur, MP, India',
    description: 'Pickup: Jabalpur for one-way and round trips; the address or the transfer point for airport/railway',
  })
  @IsOptional()
  @Trim()
  @MaxLength(200, { message: 'from must be at most 200 characters' })
  @IsNotEmpty({ message: 'from must not be empty' })
  @IsString({ message: 'from must be text' })
  from?: string;

  @ApiPropertyOptional({ example: 'Bandhavgarh', description: 'Drop (one way, airport/railway) or the farthest place (round trip)' })
  @IsOptional()
  @Trim()
  @MaxLength(200, { message: 'to must be at most 200 characters' })
  @IsNotEmpty({ message: 'to must not be empty' })
  @IsString({ message: 'to must be text' })
  to?: string;

  @ApiPropertyOptional({ type: [String], example: ['Katni'], description: 'Round trip only: places on the way out, in order (at most 5)' })
  @IsOptional()
  @MaxLength(200, { each: true, message: 'each stop must be at most 200 characters' })
  @IsNotEmpty({ each: true, message: 'a stop must not be empty' })
  @IsString({ each: true, message: 'each stop must be text' })
  @ArrayMaxSize(5, { message: 'at most 5 stops' })
  @IsArray({ message: 'stops must be a list of places' })
  stops?: string[];

  @ApiProperty({ example: '2026-12-01T07:00:00+05:30', description: 'Pickup date and time, ISO 8601 with offset' })
  @Matches(ISO_WITH_OFFSET, { message: instantMessage('pickupAt') })
  @IsString({ message: instantMessage('pickupAt') })
  pickupAt: string;

  @ApiPropertyOptional({ example: '2026-12-02T19:00:00+05:30', description: 'Round trip: when the cab is back at the pickup place' })
  @IsOptional()
  @Matches(ISO_WITH_OFFSET, { message: instantMessage('returnAt') })
  @IsString({ message: instantMessage('returnAt') })
  returnAt?: string;

  @ApiPropertyOptional({ example: 8, description: 'Local: the package hours (4, 8 or 12 by default)' })
  @IsOptional()
  @Min(1, { message: 'hours must be a whole number of hours' })
  @IsInt({ message: 'hours must be a whole number of hours' })
  hours?: number;

  @ApiPropertyOptional({ example: 3, description: 'Marriage, office, tour and national-park trips: the package' })
  @IsOptional()
  @Min(1, { message: 'packageId must be a package id' })
  @IsInt({ message: 'packageId must be a package id' })
  packageId?: number;

  @ApiPropertyOptional({ enum: VEHICLES, enumName: 'Vehicle', description: 'Only this vehicle (any letter case); all by default' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseVehicle(value) : value))
  @IsIn(VEHICLES, { message: `vehicle must be one of ${VEHICLES.join(', ')}` })
  vehicle?: string;
}
