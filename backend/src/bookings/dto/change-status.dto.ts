import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ActionReason } from '../../audit/action-reason.js';
import { Lowercase } from '../../common/validation.js';
import { ADMIN_STATUSES, type BookingStatus, CUSTOMER_CANCELLED, needsReason, STATUS_MESSAGES } from '../booking-status.js';

/** PUT /api/bookings/:id/status: the customer's cancel. */
export class CancelBookingDto {
  @ApiProperty({ enum: [CUSTOMER_CANCELLED] })
  @Lowercase()
  @IsIn([CUSTOMER_CANCELLED], { message: STATUS_MESSAGES.ownerTarget })
  status: BookingStatus;
}

/** PATCH /api/bookings/:id/status: an admin confirms, cancels or marks a no-show (the last two with a reason). */
export class SetBookingStatusDto {
  @ApiProperty({ enum: ADMIN_STATUSES })
  @Lowercase()
  @IsIn(ADMIN_STATUSES, { message: STATUS_MESSAGES.adminTarget })
  status: BookingStatus;

  @ActionReason(
    (body) => typeof body.status === 'string' && needsReason(body.status as BookingStatus),
    'Required for cancelled and no-show: one sentence, told to the customer and kept in the audit log',
  )
  reason?: string;
}
