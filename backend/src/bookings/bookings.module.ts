import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DistanceModule } from '../distance/distance.module.js';
import { FaresModule } from '../fares/fares.module.js';
import { FleetModule } from '../fleet/fleet.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { FilesModule } from '../files/files.module.js';
import { OffersModule } from '../offers/offers.module.js';
import { TripsModule } from '../trips/trips.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { BookingAssignments } from './booking-assignment.service.js';
import { BookingTrips } from './booking-trips.service.js';
import { BookingNotices } from './booking-notices.js';
import { AgentBookings } from './agent-bookings.service.js';
import { AgentBookingsController } from './agent-bookings.controller.js';
import { BookingGstin } from './booking-gstin.service.js';
import { UnassignedTrips } from './unassigned-trips.service.js';
import { ReturnOffers } from './return-offers.service.js';
import { BookingCreation } from './booking-creation.service.js';
import { BookingHistory } from './booking-history.service.js';
import { BookingList } from './booking-list.service.js';
import { BookingPrivacy } from './booking-privacy.service.js';
import { BookingLifecycle } from './booking-lifecycle.service.js';
import { BookingPayments } from './booking-payments.service.js';
import { BookingPricing } from './booking-pricing.service.js';
import { BookingReader } from './booking-reader.service.js';
import { BookingStats } from './booking-stats.service.js';
import { Booking } from './booking.entity.js';
import { BookingMonthFigures } from './booking-month-figures.entity.js';
import { BookingsController } from './bookings.controller.js';
import { DutySlipService } from './duty-slip.service.js';

/**
 * Bookings: one-way and offer bookings, status, charges, advance, UPI and the duty slip, one
 * service per job. Offers are reserved and released by the offers module (OfferReservations),
 * phone customers found or created by the users module (UsersService). Needs the app's
 * TransactionRunner, Clock, AppConfig and EventEmitter.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Booking, BookingMonthFigures]),
    DistanceModule,
    FaresModule,
    TripsModule,
    OffersModule,
    UsersModule,
    FleetModule,
    InvoicesModule,
    FilesModule,
  ],
  controllers: [BookingsController, AdminBookingsController, AgentBookingsController],
  // A customer's data export and account deletion reach their bookings only through BookingPrivacy,
  // the dashboard its figures only through BookingStats; enquiries become bookings through BookingCreation.
  exports: [BookingPrivacy, BookingStats, BookingCreation],
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
    BookingStats,
    BookingAssignments,
    BookingTrips,
    BookingNotices,
    AgentBookings,
    BookingGstin,
    UnassignedTrips,
    ReturnOffers,
  ],
})
export class BookingsModule {}
