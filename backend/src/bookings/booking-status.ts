// Who may move a booking from which status to which (spec section 4, decisions.md section 3).
// Framework-free: the services ask, and throw what the verdict says.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled by the customer', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The customer's cancel (PUT, owner only) sets this; the site shows it as 'Cancellation Pending'. */
export const CUSTOMER_CANCELLED: BookingStatus = 'cancelled by the customer';
/** What an admin may set (PATCH), at any time. */
export const ADMIN_STATUSES: readonly BookingStatus[] = ['confirmed', 'cancelled'];
/** Trips still to run: the dashboard counts these, and the list's `open=true` shows them. */
export const OPEN_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];
/** A customer may cancel only from these. */
export const CANCELLABLE: readonly BookingStatus[] = ['pending', 'confirmed'];

export type StatusChanger = 'owner' | 'admin';

/** A rule's answer: allowed, or the refusal the API sends. `actions` in a booking answer reads `.allowed`. */
export type Verdict = { allowed: true } | { allowed: false; httpStatus: 400 | 403 | 409; message: string };
export type StatusVerdict = Verdict;
export const ALLOWED: Verdict = { allowed: true };

export const STATUS_MESSAGES = {
  ownerTarget: 'status must be "cancelled by the customer"',
  adminTarget: 'status must be confirmed or cancelled',
  notCancellable: 'Only pending or confirmed bookings can be cancelled.',
};

/** Status text compared case-insensitively (spec section 4); an unknown text is undefined. */
export function parseBookingStatus(value: unknown): BookingStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const status = value.trim().toLowerCase();
  return (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : undefined;
}

export function checkStatusChange(by: StatusChanger, from: BookingStatus, to: BookingStatus): StatusVerdict {
  if (by === 'owner') {
    if (to !== CUSTOMER_CANCELLED) return { allowed: false, httpStatus: 400, message: STATUS_MESSAGES.ownerTarget };
    if (!CANCELLABLE.includes(from)) return { allowed: false, httpStatus: 409, message: STATUS_MESSAGES.notCancellable };
    return { allowed: true };
  }
  // The spec lets an admin set confirmed or cancelled at any time: confirming a customer's
  // cancellation request undoes it, cancelling it completes it.
  if (!ADMIN_STATUSES.includes(to)) return { allowed: false, httpStatus: 400, message: STATUS_MESSAGES.adminTarget };
  return { allowed: true };
}

/** A pending or confirmed booking holds its offer; a cancelled one has let it go. */
export function holdsOffer(status: BookingStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}
