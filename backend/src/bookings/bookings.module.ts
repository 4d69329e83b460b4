import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DistanceModule } from '../distance/distance.module.js';
import { FaresModule } from '../fares/fares.module.js';
import { OffersModule } from '../offers/offers.module.js';
import { TripsModule } from '../trips/trips.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { BookingCreation } from './booking-creation.service.js';
import { BookingHistory } from './booking-history.service.js';
import { BookingList } from './booking-list.service.js';
import { BookingPrivacy } from './booking-privacy.service.js';
import { BookingLifecycle } from './booking-lifecycle.service.js';
import { BookingPayments } from './booking-payments.service.js';
import { BookingPricing } from './booking-pricing.service.js';
import { BookingReader } from './booking-reader.service.js';
import { Booking } from './booking.entity.js';
import { BookingsController } from './bookings.controller.js';
import { DutySlipService } from './duty-slip.service.js';

/**
 * Bookings: one-way and offer bookings, status, charges, advance, UPI and the duty slip, one
 * service per job. Offers are reserved and released by the offers module (OfferReservations),
 * phone customers found or created by the users module (UsersService). Needs the app's
 * TransactionRunner, Clock, AppConfig and EventEmitter.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Booking]), DistanceModule, FaresModule, TripsModule, OffersModule, UsersModule],
  controllers: [BookingsController, AdminBookingsController],
  // A customer's data export and account deletion reach their bookings only through BookingPrivacy.
  exports: [BookingPrivacy, BookingCreation],
  providers: [
    BookingReader,
    BookingList,
    BookingHistory,
    BookingPrivacy,
    BookingPricing,
    BookingCreation,
    BookingLifecycle,
    BookingPayments,
    DutySlipService,
  ],
})
export class BookingsModule {}
