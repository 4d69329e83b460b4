import { Body, Controller, Headers, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { IDEMPOTENCY_HEADER } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { AdminCreateBookingDto } from './dto/admin-create-booking.dto.js';

/** Phone bookings: an admin books for a customer. The booking is the customer's, made once. */
@ApiTags('bookings')
@Auth('admin')
@Controller('admin/bookings')
export class AdminBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post()
  @ApiOperation({ summary: 'Book on a customer\'s behalf: customerId, or customer {fullName, mobile, email?} (found by mobile or created)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ description: '{data: booking} owned by the customer' })
  async create(@CurrentUser() me: AuthUser, @Body() dto: AdminCreateBookingDto, @Headers(IDEMPOTENCY_HEADER) key?: string) {
    return { data: await this.bookings.createForCustomer(me, dto, key) };
  }
}
