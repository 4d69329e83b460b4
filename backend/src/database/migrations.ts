import { Accounts1763710000000 } from './migrations/1763710000000-Accounts.js';
import { OffersAndBookings1763720000000 } from './migrations/1763720000000-OffersAndBookings.js';
import { PasswordChangedAt1763730000000 } from './migrations/1763730000000-PasswordChangedAt.js';
import { AuditLog1764300000000 } from './migrations/1764300000000-AuditLog.js';
import { ListIndexes1764300001000 } from './migrations/1764300001000-ListIndexes.js';
import { AccountChanges1764300002000 } from './migrations/1764300002000-AccountChanges.js';
import { FareVersions1764400000000 } from './migrations/1764400000000-FareVersions.js';
import { Packages1764400001000 } from './migrations/1764400001000-Packages.js';
import { Enquiries1764400002000 } from './migrations/1764400002000-Enquiries.js';
import { BookingTripTypes1764400003000 } from './migrations/1764400003000-BookingTripTypes.js';
import { FleetAndTrips1764500000000 } from './migrations/1764500000000-FleetAndTrips.js';
import { DashboardIndexes1764600000000 } from './migrations/1764600000000-DashboardIndexes.js';
import { BookingAddresses1764700000000 } from './migrations/1764700000000-BookingAddresses.js';
import { Outbox1765000000000 } from './migrations/1765000000000-Outbox.js';
import { TripLifecycleExtras1765100000000 } from './migrations/1765100000000-TripLifecycleExtras.js';
import { InvoiceRegister1765200000000 } from './migrations/1765200000000-InvoiceRegister.js';
import { BookingMonthFigures1765200001000 } from './migrations/1765200001000-BookingMonthFigures.js';
import { BookingWordSearch1765200002000 } from './migrations/1765200002000-BookingWordSearch.js';
import { StatusReason1765300000000 } from './migrations/1765300000000-StatusReason.js';
import { FiguresByTripType1765400000000 } from './migrations/1765400000000-FiguresByTripType.js';
import { OffersOpenOrder1765500000000 } from './migrations/1765500000000-OffersOpenOrder.js';
import { FigureSlots1765600000000 } from './migrations/1765600000000-FigureSlots.js';
import { OutboxClaims1765700000000 } from './migrations/1765700000000-OutboxClaims.js';
import { BookingReferenceFromId1765800000000 } from './migrations/1765800000000-BookingReferenceFromId.js';

/** Every migration in order; the same list runs on SQLite and on MySQL/MariaDB. */
export const MIGRATIONS = [
  Accounts1763710000000,
  OffersAndBookings1763720000000,
  PasswordChangedAt1763730000000,
  AuditLog1764300000000,
  ListIndexes1764300001000,
  AccountChanges1764300002000,
  FareVersions1764400000000,
  Packages1764400001000,
  Enquiries1764400002000,
  BookingTripTypes1764400003000,
  FleetAndTrips1764500000000,
  DashboardIndexes1764600000000,
  BookingAddresses1764700000000,
  Outbox1765000000000,
  TripLifecycleExtras1765100000000,
  InvoiceRegister1765200000000,
  BookingMonthFigures1765200001000,
  BookingWordSearch1765200002000,
  StatusReason1765300000000,
  FiguresByTripType1765400000000,
  OffersOpenOrder1765500000000,
  FigureSlots1765600000000,
  OutboxClaims1765700000000,
  BookingReferenceFromId1765800000000,
];
