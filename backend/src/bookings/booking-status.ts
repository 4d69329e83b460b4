// Who may move a booking from which status to which (spec section 4, decisions.md section 3).
// Framework-free: the services ask, and throw what the verdict says.

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'cancelled by the customer',
  'cancelled',
  'assigned',
  'on-trip',
  'completed',
  'no-show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The customer's cancel (PUT, owner only) sets this; the site shows it as 'Cancellation Pending'. */
export const CUSTOMER_CANCELLED: BookingStatus = 'cancelled by the customer';
/** What an admin may set by hand (PATCH); assigned, on-trip and completed follow the assignment and the trip sheet. */
export const ADMIN_STATUSES: readonly BookingStatus[] = ['confirmed', 'cancelled', 'no-show'];
/** Trips still to run: the dashboard counts these, and the list's `open=true` shows them. */
export const OPEN_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'assigned', 'on-trip'];
/** Trips that run or ran: the dashboard's monthly series counts these (not cancelled, not missed). */
export const SERIES_STATUSES: readonly BookingStatus[] = [...OPEN_STATUSES, 'completed'];
/** A customer may cancel only from these. */
export const CANCELLABLE: readonly BookingStatus[] = ['pending', 'confirmed'];

export type StatusChanger = 'owner' | 'admin';

/** The office's destructive changes: they ask the admin to confirm and give a reason the customer reads. */
export const REASON_NEEDED: readonly BookingStatus[] = ['cancelled', 'no-show'];

export function needsReason(to: BookingStatus): boolean {
  return REASON_NEEDED.includes(to);
}

/**
 * The status flow: pending → confirmed → assigned → on-trip → completed, or cancelled / no-show.
 * Each status lists where it may go next. A booking's own status is never listed: setting it
 * again changes nothing and is allowed. Re-assigning an assigned trip keeps it assigned.
 */
export const STATUS_FLOW: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled', 'cancelled by the customer'],
  confirmed: ['assigned', 'cancelled', 'cancelled by the customer'],
  'cancelled by the customer': ['confirmed', 'cancelled'],
  cancelled: ['confirmed'],
  assigned: ['on-trip', 'cancelled', 'no-show'],
  'on-trip': ['completed'],
  completed: [],
  'no-show': [],
};

/** May a booking move from one status to the other, by whoever may set the target? */
export function checkTransition(from: BookingStatus, to: BookingStatus): Verdict {
  if (from === to || STATUS_FLOW[from].includes(to)) return ALLOWED;
  return { allowed: false, httpStatus: 409, message: STATUS_MESSAGES.transition(from, to) };
}

/** A rule's answer: allowed, or the refusal the API sends. `actions` in a booking answer reads `.allowed`. */
export type Verdict = { allowed: true } | { allowed: false; httpStatus: 400 | 403 | 409; message: string };
export type StatusVerdict = Verdict;
export const ALLOWED: Verdict = { allowed: true };

export const STATUS_MESSAGES = {
  ownerTarget: 'status must be "cancelled by the customer"',
  adminTarget: 'status must be confirmed, cancelled or no-show',
  notCancellable: 'Only pending or confirmed bookings can be cancelled.',
  transition: (from: BookingStatus, to: BookingStatus) => `A booking that is ${from} cannot become ${to}.`,
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
  // Confirming a customer's cancellation request undoes it, cancelling it completes it; once a
  // trip is assigned it runs the flow (STATUS_FLOW).
  if (!ADMIN_STATUSES.includes(to)) return { allowed: false, httpStatus: 400, message: STATUS_MESSAGES.adminTarget };
  return checkTransition(from, to);
}

/** Statuses in which a booking holds its offer: all but the cancelled ones. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'assigned', 'on-trip', 'completed', 'no-show'];

/** A booking that is not cancelled holds its offer; a cancelled one has let it go. */
export function holdsOffer(status: BookingStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}

/** Statuses in which a booking holds its driver and cab for its trip window. */
export const HOLDING_FLEET: readonly BookingStatus[] = ['assigned', 'on-trip'];

/** Statuses in which the trip sheet may be written: started, closed, or corrected after closing. */
export const TRIP_SHEET_STATUSES: readonly BookingStatus[] = ['assigned', 'on-trip', 'completed'];
