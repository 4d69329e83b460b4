// What the caller may do with a booking now, for the screens to enable their buttons. Each action is
// the verdict of the very rule the services enforce, so a button shown is a request that succeeds.
import { checkOwner, checkRead, type Caller, isAdmin } from './booking-access.js';
import { checkAdvanceLink, checkAdvanceSubmission, checkAdvanceVerification } from './advance-payment.js';
import type { Charges } from './booking-bill.js';
import { type BookingStatus, checkStatusChange, checkTransition, CUSTOMER_CANCELLED, TRIP_SHEET_STATUSES } from './booking-status.js';

export interface Actions {
  /** The owner may PUT status 'cancelled by the customer'. */
  cancel: boolean;
  /** The owner may GET upi and POST advance. */
  payAdvance: boolean;
  /** An admin may PATCH status 'confirmed'. */
  confirm: boolean;
  /** An admin may PATCH status 'cancelled'. */
  cancelBooking: boolean;
  /** An admin may PATCH charges. */
  editCharges: boolean;
  /** An admin may PATCH advance (a confirmed, assigned or on-trip booking). */
  verifyAdvance: boolean;
  /** The owner or an admin may GET duty-slip.pdf. */
  downloadDutySlip: boolean;
  /** An admin may PUT assignment (a confirmed or assigned trip). */
  assign: boolean;
  /** An admin may PATCH status 'no-show'. */
  markNoShow: boolean;
  /** An admin may PUT trip (start, close or correct the trip sheet) and POST trip-link. */
  recordTrip: boolean;
  /** The owner or an admin may GET invoice.pdf (a completed trip). */
  downloadInvoice: boolean;
}

export function bookingActions(b: Charges & { userId: number; status: BookingStatus }, caller: Caller): Actions {
  const owner = checkOwner(caller, b).allowed;
  const admin = isAdmin(caller);
  return {
    cancel: owner && checkStatusChange('owner', b.status, CUSTOMER_CANCELLED).allowed,
    payAdvance: owner && checkAdvanceLink(b).allowed && checkAdvanceSubmission(b).allowed,
    confirm: admin && checkStatusChange('admin', b.status, 'confirmed').allowed,
    cancelBooking: admin && checkStatusChange('admin', b.status, 'cancelled').allowed,
    editCharges: admin,
    verifyAdvance: admin && checkAdvanceVerification(b).allowed,
    downloadDutySlip: checkRead(caller, b).allowed,
    assign: admin && checkTransition(b.status, 'assigned').allowed,
    markNoShow: admin && b.status !== 'no-show' && checkStatusChange('admin', b.status, 'no-show').allowed,
    recordTrip: admin && TRIP_SHEET_STATUSES.includes(b.status),
    downloadInvoice: checkRead(caller, b).allowed && b.status === 'completed',
  };
}
