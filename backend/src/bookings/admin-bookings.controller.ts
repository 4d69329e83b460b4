import { Body, Controller, Headers, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { BookingCreation } from './booking-creation.service.js';
import { IDEMPOTENCY_HEADER } from './bookings.controller.js';
import { AdminCreateBookingDto } from './dto/admin-create-booking.dto.js';
import { BookingEnvelope } from './dto/booking.response.js';

/** Phone bookings: an admin books for a customer. The booking is the customer's, made once. */
@ApiTags('bookings')
@ApiErrors({ 403: "Only for admin: 'You do not have permission to do this.'" })
@Auth('admin')
@Controller('admin/bookings')
export class AdminBookingsController {
  constructor(private readonly creation: BookingCreation) {}

  @Post()
  @ApiOperation({ summary: "Book on a customer's behalf: customerId, or customer {fullName, mobile, email?} (found by mobile or created)" })
  @ApiHeader({ name: IDEMPOTENCY_HEADER, required: false, description: 'A retry with the same key answers the first booking' })
  @ApiCreatedResponse({ type: BookingEnvelope, description: 'The booking, owned by the customer' })
  @ApiErrors({
    400:
      "'Choose the customer: customerId, or customer {fullName, mobile}, not both.', 'This customer account is deactivated.', " +
      "'One-way bookings start from Jabalpur only.', 'The trip date cannot be in the past.', 'Pickup and drop must be different places.', or a bad field",
    404: "'Customer not found.' or 'Offer not found.'",
    409:
      "'This mobile number belongs to an agent or admin account.', 'Email is already registered', " +
      "'This offer has already been booked.', 'This offer has expired.' or 'This offer is no longer available.'",
    422: "'Place not found: …', or 'This Idempotency-Key was already used for a different booking.'",
  })
  async create(
    @CurrentUser() me: AuthUser,
    @Body() dto: AdminCreateBookingDto,
    @Headers(IDEMPOTENCY_HEADER) key?: string,
  ): Promise<BookingEnvelope> {
    return { data: await this.creation.createForCustomer(me, dto, key) };
  }
}
