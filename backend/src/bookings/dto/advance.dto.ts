import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsPositive, IsString, Matches } from 'class-validator';
import { RupeeAmount } from './money-fields.js';

/** POST /api/bookings/:id/advance: the customer says what they paid by UPI. */
export class SubmitAdvanceDto {
  @ApiProperty({ example: 470 })
  @IsPositive({ message: 'Amount must be more than 0' })
  @RupeeAmount('Amount')
  amount: number;

  @ApiProperty({ example: '412345678901', description: 'UPI transaction reference (UTR): usually 12 digits; 6 to 30 letters or digits' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase() : value))
  @Matches(/^[A-Z0-9]{6,30}$/, { message: 'UTR must be the UPI transaction reference: 6 to 30 letters or digits' })
  @IsString({ message: 'UTR must be the UPI transaction reference: 6 to 30 letters or digits' })
  utr: string;
}

/** PATCH /api/bookings/:id/advance: an admin records the advance received (0 clears it). */
export class VerifyAdvanceDto {
  @ApiProperty({ example: 470 })
  @RupeeAmount('Advance amount')
  advanceAmount: number;
}
