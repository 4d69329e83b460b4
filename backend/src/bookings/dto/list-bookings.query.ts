import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsIstDate, NumberFromText } from '../../common/time/time-validators.js';
import { Lowercase, Trim } from '../../common/validation.js';
import { BOOKING_STATUSES, type BookingStatus } from '../booking-status.js';

/** GET /api/bookings/all?status=&q=&date=&page=&limit= */
export class ListBookingsQuery {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES })
  @IsOptional()
  @Lowercase()
  @IsIn(BOOKING_STATUSES, { message: `status must be one of: ${BOOKING_STATUSES.join(', ')}` })
  status?: BookingStatus;

  @ApiPropertyOptional({ description: 'Matches reference, passenger name or phone, from, to, customer name' })
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsString({ message: 'q must be a single piece of text' })
  q?: string;

  @ApiPropertyOptional({ description: "The trip's IST date, YYYY-MM-DD" })
  @IsOptional()
  @IsIstDate('date')
  date?: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @NumberFromText()
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @NumberFromText()
  @Max(100, { message: 'limit must be at most 100' })
  @Min(1, { message: 'limit must be 1 or more' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}
