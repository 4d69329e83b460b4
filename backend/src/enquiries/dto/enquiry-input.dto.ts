import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { IsIstDate } from '../../common/time/time-validators.js';
import { INDIAN_MOBILE, Lowercase, MESSAGES, Trim } from '../../common/validation.js';
import { TRIP_TYPE_IDS, type TripTypeId } from '../../trips/trip-types.js';
import { normaliseMobile } from '../../users/users.service.js';
import { ANSWER_STATUSES, type AnswerStatus } from '../enquiry-status.js';

/** POST /api/enquiries (public). */
export class EnquiryInputDto {
  @ApiProperty({ example: 'Sunita Patel' })
  @Trim()
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  @IsNotEmpty({ message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  @ApiProperty({ example: '9876543210', description: '10 digits starting 6–9; +91 is accepted' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseMobile(value) ?? value) : value))
  @Matches(INDIAN_MOBILE, { message: MESSAGES.mobile })
  @IsString({ message: MESSAGES.mobile })
  mobile: string;

  @ApiPropertyOptional({ example: 'sunita@example.in' })
  @IsOptional()
  @Lowercase()
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: MESSAGES.email })
  email?: string;

  @ApiProperty({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId' })
  @IsIn(TRIP_TYPE_IDS, { message: `tripType must be one of ${TRIP_TYPE_IDS.join(', ')}` })
  tripType: TripTypeId;

  @ApiPropertyOptional({ example: 4, description: 'The package asked about' })
  @IsOptional()
  @Min(1, { message: 'packageId must be a package id' })
  @IsInt({ message: 'packageId must be a package id' })
  packageId?: number;

  @ApiProperty({ example: 'Six cars for a wedding on 12 February, Jabalpur to Katni and back.' })
  @Trim()
  @MaxLength(2000, { message: 'message must be at most 2000 characters' })
  @IsNotEmpty({ message: 'message is required: tell us about the trip' })
  @IsString({ message: 'message is required: tell us about the trip' })
  message: string;

  @ApiPropertyOptional({ example: '2027-02-12', description: 'Trip date (IST), if known' })
  @IsOptional()
  @IsIstDate('date')
  date?: string;
}

/** PUT /api/enquiries/:id (admin): the office's answer. */
export class EnquiryAnswerDto {
  @ApiProperty({ enum: ANSWER_STATUSES })
  @IsIn(ANSWER_STATUSES, { message: `status must be one of ${ANSWER_STATUSES.join(', ')}` })
  status: AnswerStatus;

  @ApiPropertyOptional({ example: 'Six Dzires for 12 Feb: ₹15,600 in all. We will call you today.' })
  @IsOptional()
  @Trim()
  @MaxLength(2000, { message: 'reply must be at most 2000 characters' })
  @IsString({ message: 'reply must be text' })
  reply?: string;
}
