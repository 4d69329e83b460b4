import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { DistanceModule } from '../distance/distance.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { Booking } from './booking.entity.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

/**
 * Bookings: one-way and offer bookings, status, charges, advance, UPI and the duty slip. Needs the
 * app's TransactionRunner, Clock and EventEmitter; AuthService creates phone customers.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Booking]), DistanceModule, AuthModule],
  controllers: [BookingsController, AdminBookingsController],
  providers: [BookingsService],
})
export class BookingsModule {}
