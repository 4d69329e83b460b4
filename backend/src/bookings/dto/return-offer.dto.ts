import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { Optional } from '../../common/validation.js';

const DISCOUNT_MESSAGE = 'discountPercent must be a whole number from 0 to 90';

/** POST /api/bookings/:id/return-offer. */
export class PublishReturnOfferDto {
  @ApiPropertyOptional({
    example: 40,
    minimum: 0,
    maximum: 90,
    description: "Percent off the one-way fare; the fare table's default when left out",
  })
  @Optional()
  @IsInt({ message: DISCOUNT_MESSAGE })
  @Min(0, { message: DISCOUNT_MESSAGE })
  @Max(90, { message: DISCOUNT_MESSAGE })
  discountPercent?: number;
}

/** The cab's empty return as a ready offer, and whether it can be (or has been) published. */
export class ReturnOfferResponse {
  @ApiProperty({ example: true, description: 'It can be published now' })
  available: boolean;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why not, when it cannot' })
  reason: string | null;

  @ApiProperty({ type: Number, nullable: true, example: null, description: 'The offer published from it, once published' })
  offerId: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Bhopal, Madhya Pradesh, India' })
  from: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Jabalpur, Madhya Pradesh, India' })
  to: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Dzire' })
  vehicle: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 4 })
  seats: number | null;

  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2026-12-08', description: 'IST' })
  date: string | null;

  @ApiProperty({ type: String, nullable: true, example: '16:30', description: 'The waiting time at the drop place, IST' })
  startTime: string | null;

  @ApiProperty({ type: String, nullable: true, example: '19:30' })
  endTime: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 315 })
  distance: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 5240,
    description: 'Rupees: the one-way fare of the return at the current fare table',
  })
  fare: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 40 })
  discountPercent: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 3144, description: 'Rupees: the offer price' })
  amount: number | null;
}

export class ReturnOfferEnvelope {
  @ApiProperty({ type: ReturnOfferResponse })
  data: ReturnOfferResponse;
}
