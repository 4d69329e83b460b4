import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Lowercase } from '../../common/validation.js';
import { ADMIN_STATUSES, type BookingStatus, CUSTOMER_CANCELLED, STATUS_MESSAGES } from '../booking-status.js';

/** PUT /api/bookings/:id/status: the customer's cancel. */
export class CancelBookingDto {
  @ApiProperty({ enum: [CUSTOMER_CANCELLED] })
  @Lowercase()
  @IsIn([CUSTOMER_CANCELLED], { message: STATUS_MESSAGES.ownerTarget })
  status: BookingStatus;
}

/** PATCH /api/bookings/:id/status: an admin confirms or cancels. */
export class SetBookingStatusDto {
  @ApiProperty({ enum: ADMIN_STATUSES })
  @Lowercase()
  @IsIn(ADMIN_STATUSES, { message: STATUS_MESSAGES.adminTarget })
  status: BookingStatus;
}
