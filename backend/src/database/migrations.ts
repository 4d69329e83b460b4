import { Accounts1763710000000 } from './migrations/1763710000000-Accounts.js';
import { OffersAndBookings1763720000000 } from './migrations/1763720000000-OffersAndBookings.js';
import { PasswordChangedAt1763730000000 } from './migrations/1763730000000-PasswordChangedAt.js';
import { AuditLog1764300000000 } from './migrations/1764300000000-AuditLog.js';
import { ListIndexes1764300001000 } from './migrations/1764300001000-ListIndexes.js';
import { AccountChanges1764300002000 } from './migrations/1764300002000-AccountChanges.js';
import { BookingAddresses1764700000000 } from './migrations/1764700000000-BookingAddresses.js';

/** Every migration in order; the same list runs on SQLite and on MySQL/MariaDB. */
export const MIGRATIONS = [
  Accounts1763710000000,
  OffersAndBookings1763720000000,
  PasswordChangedAt1763730000000,
  AuditLog1764300000000,
  ListIndexes1764300001000,
  AccountChanges1764300002000,
  BookingAddresses1764700000000,
];
