import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, IsDefined, IsIn, IsInt, IsNotEmpty, IsObject, IsString, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { IsClockTime, IsIstDate, NumberFromText } from '../../common/time/time-validators.js';
import { Trim, PlainText, Optional } from '../../common/validation.js';
import { normaliseVehicle, VEHICLES } from '../../fares/fare-table.js';
import { QuoteRequestDto } from '../../trips/dto/quote-request.dto.js';
import { TRIP_TYPE_IDS, type TripTypeId } from '../../trips/trip-types.js';
import { PassengerDto } from './passenger.dto.js';
import { TripAddressesDto } from './trip-addresses.dto.js';
import { GstinField } from './gstin.dto.js';

// Route, date, time and vehicle come from the offer when there is one, so they are required
// (and checked) only for the one-way flow.
const WithoutOffer = () => ValidateIf((dto: CreateBookingDto) => dto.offerId === undefined || dto.offerId === null);
/** Local and package trips have no drop place of their own; the others need one. */
const TRIP_TYPES_WITH_DROP: readonly string[] = ['one-way', 'round-trip', 'airport-railway'];
const WithDrop = () =>
  ValidateIf(
    (dto: CreateBookingDto) =>
      (dto.offerId === undefined || dto.offerId === null) &&
      (TRIP_TYPES_WITH_DROP.includes(dto.tripType ?? 'one-way') || dto.to !== undefined),
  );

/**
 * POST /api/bookings. Amounts, distance and seats are always worked out on the server; the old
 * client still sends them, so they are accepted here and ignored (never read).
 */
export class CreateBookingDto extends PickType(QuoteRequestDto, ['stops', 'returnAt', 'hours', 'packageId'] as const) {
  @ApiPropertyOptional({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId', description: "'one-way' when left out; ignored with offerId" })
  @Optional()
  @IsIn(TRIP_TYPE_IDS, { message: `tripType must be one of ${TRIP_TYPE_IDS.join(', ')}` })
  tripType?: TripTypeId;

  @ApiProperty({ example: 'Jabalpur, MP, India', description: 'Pickup; Jabalpur for one-way and round trips; ignored with offerId' })
  @WithoutOffer()
  @Trim()
  @PlainText('from')
  @MaxLength(200, { message: 'from must be at most 200 characters' })
  @IsNotEmpty({ message: 'from is required' })
  @IsString({ message: 'from is required' })
  from: string;

  @ApiPropertyOptional({
    example: 'Bhopal, Madhya Pradesh, India',
    description: 'Drop; not needed for local and package trips; ignored with offerId',
  })
  @WithDrop()
  @Trim()
  @PlainText('to')
  @MaxLength(200, { message: 'to must be at most 200 characters' })
  @IsNotEmpty({ message: 'to is required' })
  @IsString({ message: 'to is required' })
  to?: string;

  @ApiProperty({ example: '2025-12-31', description: 'Pickup date (IST), today or later; ignored with offerId' })
  @WithoutOffer()
  @IsIstDate('date')
  date: string;

  @ApiProperty({ example: '09:30', description: 'Pickup time, 24-hour HH:mm (IST); ignored with offerId' })
  @WithoutOffer()
  @IsClockTime('time')
  time: string;

  @ApiProperty({ enum: VEHICLES, description: 'Any letter case; ignored with offerId' })
  @WithoutOffer()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseVehicle(value) : value))
  @IsIn(VEHICLES, { message: `vehicle must be one of ${VEHICLES.join(', ')}` })
  vehicle: string;

  @ApiPropertyOptional({ example: 'Railway Station to Railway Station' })
  @Optional()
  @Trim()
  @PlainText('pickupInfo')
  @MaxLength(100, { message: 'pickupInfo must be at most 100 characters' })
  @IsString({ message: 'pickupInfo must be text' })
  pickupInfo?: string;

  @ApiPropertyOptional({ description: 'Book this offer: its route, date, times, vehicle, seats and price', example: 7 })
  @Optional()
  @NumberFromText()
  @Min(1, { message: 'offerId must be an offer id' })
  @IsInt({ message: 'offerId must be an offer id' })
  offerId?: number;

  @ApiProperty({ type: PassengerDto })
  @ValidateNested()
  @Type(() => PassengerDto)
  @IsObject({ message: 'passenger details are required' })
  @IsDefined({ message: 'passenger details are required' })
  passenger: PassengerDto;

  @ApiPropertyOptional({
    type: TripAddressesDto,
    description: 'Pickup address with landmark and drop address; our site always sends them, the old client never did',
  })
  @Optional()
  @ValidateNested()
  @Type(() => TripAddressesDto)
  @IsObject({ message: 'addresses must be {pickupAddress, pickupLandmark?, dropAddress}' })
  addresses?: TripAddressesDto;

  @ApiPropertyOptional({
    example: '27AAPFU0939F1ZV',
    description: "The customer's GSTIN, for a B2B invoice (checked, check character included)",
  })
  @Optional()
  @GstinField()
  customerGstin?: string;

  // Sent by the old client; ignored: the server prices every trip itself.
  @ApiPropertyOptional({ type: Number, deprecated: true, description: 'Ignored: the server works it out', example: 4 })
  @Allow()
  seats?: unknown;
  @ApiPropertyOptional({ type: Number, deprecated: true, description: 'Ignored: the server works it out', example: 315 })
  @Allow()
  distance?: unknown;
  @ApiPropertyOptional({ type: Number, deprecated: true, description: 'Ignored: the server works it out', example: 5040 })
  @Allow()
  baseAmount?: unknown;
  @ApiPropertyOptional({ type: Number, deprecated: true, description: 'Ignored: the server works it out', example: 200 })
  @Allow()
  driverAllowance?: unknown;
  @ApiPropertyOptional({ type: Number, deprecated: true, description: 'Ignored: the server works it out', example: 5240 })
  @Allow()
  totalAmount?: unknown;
}
