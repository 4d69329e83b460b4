// When the owner may pay the advance and an admin may record it. Framework-free: the payment
// service throws what a verdict says, and the booking's `actions.payAdvance` reads the same verdicts.
import { formatRupees } from '../common/money.js';
import { advanceDuePaise, balanceDuePaise, type Charges, dutySlipTotalPaise } from './booking-bill.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { ALLOWED, type BookingStatus, type Verdict } from './booking-status.js';

type Payable = Charges & { status: BookingStatus };

/** GET upi: a link for the advance still due, once the booking is confirmed. */
export function checkAdvanceLink(b: Payable): Verdict {
  if (b.status !== 'confirmed') return { allowed: false, httpStatus: 409, message: BOOKING_MESSAGES.advanceNotConfirmed };
  if (advanceDuePaise(b) === 0) return { allowed: false, httpStatus: 409, message: BOOKING_MESSAGES.advancePaid };
  return ALLOWED;
}

/** POST advance: a confirmed booking with something owed; the amount (when given) at most the balance. */
export function checkAdvanceSubmission(b: Payable, amountPaise?: number): Verdict {
  if (b.status !== 'confirmed') return { allowed: false, httpStatus: 409, message: BOOKING_MESSAGES.advanceNotConfirmed };
  const balance = balanceDuePaise(b);
  if (balance === 0) return { allowed: false, httpStatus: 409, message: BOOKING_MESSAGES.nothingDue };
  if (amountPaise !== undefined && amountPaise > balance) {
    return { allowed: false, httpStatus: 400, message: `The amount cannot be more than the balance due (${formatRupees(balance)}).` };
  }
  return ALLOWED;
}

/** Where an admin may record an advance: a confirmed trip, until it ends (not pending, cancelled, no-show or completed). */
export const ADVANCE_RECORDABLE: readonly BookingStatus[] = ['confirmed', 'assigned', 'on-trip'];

/**
 * PATCH advance: an admin records any amount up to the duty slip total (0 clears it), on a booking
 * the office has confirmed and that has not ended; without an amount, whether the action is open at all.
 */
export function checkAdvanceVerification(b: Payable, amountPaise?: number): Verdict {
  if (!ADVANCE_RECORDABLE.includes(b.status)) {
    return { allowed: false, httpStatus: 409, message: BOOKING_MESSAGES.advanceNotRecordable };
  }
  if (amountPaise === undefined) return ALLOWED;
  const total = dutySlipTotalPaise(b);
  if (amountPaise > total) {
    return { allowed: false, httpStatus: 400, message: `The advance cannot be more than the duty slip total (${formatRupees(total)}).` };
  }
  return ALLOWED;
}
