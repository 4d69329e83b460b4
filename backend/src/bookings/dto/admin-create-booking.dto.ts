import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsObject, IsString, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { NumberFromText } from '../../common/time/time-validators.js';
import { INDIAN_MOBILE, Lowercase, Trim, PlainText, Optional } from '../../common/validation.js';
import { normaliseMobile } from '../../users/users.service.js';
import { CreateBookingDto } from './create-booking.dto.js';

// Nest prefixes nested messages with the parent ('customer.mobile must be …').
const MOBILE = 'mobile must be a 10-digit Indian number starting with 6, 7, 8 or 9';

/** A customer named by an admin taking a phone booking: found by mobile, or created. */
export class PhoneCustomerDto {
  @ApiProperty({ example: 'Ramesh Tiwari' })
  @Trim()
  @PlainText('fullName')
  @MaxLength(120, { message: 'fullName must be at most 120 characters' })
  @IsNotEmpty({ message: 'fullName is required' })
  @IsString({ message: 'fullName is required' })
  fullName: string;

  @ApiProperty({ example: '9876543210' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseMobile(value) ?? value) : value))
  @Matches(INDIAN_MOBILE, { message: MOBILE })
  @IsString({ message: MOBILE })
  mobile: string;

  @ApiPropertyOptional({ example: 'ramesh@example.in' })
  @Optional()
  @Lowercase()
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email?: string;
}

/** POST /api/admin/bookings: a booking plus whose it is, `customerId` or `customer`. */
export class AdminCreateBookingDto extends CreateBookingDto {
  @ApiPropertyOptional({ description: 'An existing, active customer', example: 12 })
  @Optional()
  @NumberFromText()
  @Min(1, { message: 'customerId must be a customer id' })
  @IsInt({ message: 'customerId must be a customer id' })
  customerId?: number;

  @ApiPropertyOptional({ type: PhoneCustomerDto, description: 'Found by mobile, else created as an active customer' })
  @Optional()
  @ValidateNested()
  @Type(() => PhoneCustomerDto)
  @IsObject({ message: 'customer must be {fullName, mobile, email?}' })
  customer?: PhoneCustomerDto;
}
