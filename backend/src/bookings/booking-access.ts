// Who may read and change a booking. Guards check roles; these check ownership. Framework-free:
// the reader service throws on a refusal, and the booking's `actions` read the same answers.
import type { AuthUser } from '../auth/auth-user.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { ALLOWED, type Verdict } from './booking-status.js';

export type Caller = Pick<AuthUser, 'id' | 'role'>;
type Owned = { userId: number };

/** The owner or an admin reads a booking (and its duty slip). */
export function checkRead(caller: Caller, b: Owned): Verdict {
  if (caller.role === 'admin' || b.userId === caller.id) return ALLOWED;
  return { allowed: false, httpStatus: 403, message: BOOKING_MESSAGES.notYours };
}

/** Only the owner cancels or pays, an admin included only for the bookings they own. */
export function checkOwner(caller: Caller, b: Owned): Verdict {
  if (b.userId === caller.id) return ALLOWED;
  return { allowed: false, httpStatus: 403, message: BOOKING_MESSAGES.notYoursToChange };
}

/** The admin-only operations (status, charges, advance verification); the role guard enforces it. */
export function isAdmin(caller: Caller): boolean {
  return caller.role === 'admin';
}
