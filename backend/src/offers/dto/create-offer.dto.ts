import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsInt, IsNumber, IsPositive, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MAX_RUPEES } from '../../common/money.js';
import { Trim, PlainText, Optional } from '../../common/validation.js';
import { normaliseVehicle } from '../../fares/fare-table.js';
import { IsClockTime, IsIstDate, NumberFromText } from '../../common/time/time-validators.js';

/** The eight fields the Add Travel Offer form requires (spec section 5). */
export const OFFER_REQUIRED_FIELDS = ['from', 'to', 'vehicle', 'amount', 'date', 'startTime', 'endTime', 'seats'] as const;
export const FILL_ALL_FIELDS = 'Please fill all fields';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** True when none of the eight is missing or blank. */
export function offerFieldsFilled(dto: object): boolean {
  return OFFER_REQUIRED_FIELDS.every((field) => !isBlank((dto as Record<string, unknown>)[field]));
}

// The eight fields are checked for format only once all are filled, so a half-filled form gets the
// one message the spec names ('Please fill all fields', thrown by OffersService) and not a list.
const WhenAllFilled = () => ValidateIf((dto: object) => offerFieldsFilled(dto));

/**
 * The spec's travel offer payload (section 3). `distance` is accepted for the old client and
 * ignored: the server measures the route itself.
 */
export class CreateOfferDto {
  @ApiProperty({ example: 'Bhopal, Madhya Pradesh, India' })
  @WhenAllFilled()
  @Trim()
  @PlainText('From')
  @MaxLength(200, { message: 'From must be at most 200 characters' })
  @IsString({ message: 'From must be a place name' })
  from: string;

  @ApiProperty({ example: 'Jabalpur, MP, India' })
  @WhenAllFilled()
  @Trim()
  @PlainText('To')
  @MaxLength(200, { message: 'To must be at most 200 characters' })
  @IsString({ message: 'To must be a place name' })
  to: string;

  @ApiProperty({ example: 'Dzire', description: 'Saved with the first letter capitalised, the rest lowercase' })
  @WhenAllFilled()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() ? normaliseVehicle(value) : value))
  @Matches(/^[A-Za-z][A-Za-z0-9 .-]*$/, { message: 'Vehicle must be a vehicle name such as Dzire' })
  @MaxLength(40, { message: 'Vehicle must be at most 40 characters' })
  @IsString({ message: 'Vehicle must be a vehicle name such as Dzire' })
  vehicle: string;

  @ApiProperty({ example: 1500, description: 'Rupees for the whole car; text digits are accepted' })
  @WhenAllFilled()
  @NumberFromText()
  @Max(MAX_RUPEES, { message: 'Amount must be at most ₹10,00,000' })
  @IsPositive({ message: 'Amount must be more than 0' })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'Amount must be a number of rupees, for example 1500' },
  )
  amount: number;

  @ApiProperty({ example: '2025-12-31', description: 'Pickup date (IST), not in the past' })
  @WhenAllFilled()
  @IsIstDate('Date')
  date: string;

  @ApiProperty({ example: 4, description: 'Seats available, 1 to 12; text digits are accepted' })
  @WhenAllFilled()
  @NumberFromText()
  @Max(12, { message: 'Seats must be a whole number from 1 to 12' })
  @Min(1, { message: 'Seats must be a whole number from 1 to 12' })
  @IsInt({ message: 'Seats must be a whole number from 1 to 12' })
  seats: number;

  @ApiProperty({ example: '09:00', description: 'Pickup time, 24-hour HH:mm (IST)' })
  @WhenAllFilled()
  @IsClockTime('Pickup time')
  startTime: string;

  @ApiProperty({ example: '11:00', description: 'Drop time, 24-hour HH:mm (IST)' })
  @WhenAllFilled()
  @IsClockTime('Drop time')
  endTime: string;

  @ApiPropertyOptional({ type: Number, description: 'Ignored: the server measures the distance itself', example: 315 })
  @Allow()
  distance?: unknown;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'Drop date (IST) when the trip ends on a later day' })
  @Optional()
  @IsIstDate('Drop date')
  dropDate?: string;

  @ApiPropertyOptional({ example: 'Bus station to Bus station' })
  @Optional()
  @Trim()
  @PlainText('Pickup info')
  @MaxLength(100, { message: 'Pickup info must be at most 100 characters' })
  @IsString({ message: 'Pickup info must be text' })
  pickupInfo?: string;
}
