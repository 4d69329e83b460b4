import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDate, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { MAX_RUPEES } from '../../common/money.js';

const KM = 'must be a whole number of km from 0 to 9999999';
const RUPEES = `must be whole rupees from 0 to ${MAX_RUPEES}`;

/** PUT /api/bookings/:id/trip: what is sent is recorded; start and end figures start and close the trip. */
export class TripDto {
  @ApiPropertyOptional({ example: 10000, description: 'Odometer at pickup' })
  @IsOptional()
  @IsInt({ message: `startKm ${KM}` })
  @Min(0, { message: `startKm ${KM}` })
  @Max(9_999_999, { message: `startKm ${KM}` })
  startKm?: number;

  @ApiPropertyOptional({ type: String, format: 'date-time', example: '2026-12-01T09:35:00+05:30' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'startAt must be a date and time like 2026-12-01T09:35:00+05:30' })
  startAt?: Date;

  @ApiPropertyOptional({ example: '4821', description: "The customer's start code: required when the driver starts the trip" })
  @IsOptional()
  @IsString({ message: 'startCode must be the four digits the customer has' })
  @Matches(/^\d{4}$/, { message: 'startCode must be the four digits the customer has' })
  startCode?: string;

  @ApiPropertyOptional({ example: 10415, description: 'Odometer at drop' })
  @IsOptional()
  @IsInt({ message: `endKm ${KM}` })
  @Min(0, { message: `endKm ${KM}` })
  @Max(9_999_999, { message: `endKm ${KM}` })
  endKm?: number;

  @ApiPropertyOptional({ type: String, format: 'date-time', example: '2026-12-01T17:10:00+05:30' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'endAt must be a date and time like 2026-12-01T17:10:00+05:30' })
  endAt?: Date;

  @ApiPropertyOptional({ example: 150, description: 'Rupees paid at toll plazas' })
  @IsOptional()
  @IsInt({ message: `tolls ${RUPEES}` })
  @Min(0, { message: `tolls ${RUPEES}` })
  @Max(MAX_RUPEES, { message: `tolls ${RUPEES}` })
  tolls?: number;

  @ApiPropertyOptional({ example: 0 })
  @IsOptional()
  @IsInt({ message: `parking ${RUPEES}` })
  @Min(0, { message: `parking ${RUPEES}` })
  @Max(MAX_RUPEES, { message: `parking ${RUPEES}` })
  parking?: number;

  @ApiPropertyOptional({ example: 0, description: "Another state's entry tax" })
  @IsOptional()
  @IsInt({ message: `stateTax ${RUPEES}` })
  @Min(0, { message: `stateTax ${RUPEES}` })
  @Max(MAX_RUPEES, { message: `stateTax ${RUPEES}` })
  stateTax?: number;
}

export class TripLinkResponse {
  @ApiProperty({ example: 'https://jabalpurcabs.in/trip/eyJ…', description: "The driver's page; no login" })
  url: string;

  @ApiProperty({ example: 'eyJ…', description: 'The token the page sends as X-Trip-Token' })
  token: string;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-02T10:30:00.000Z' })
  expiresAt: Date;
}
