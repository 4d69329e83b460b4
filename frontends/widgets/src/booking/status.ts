import { translate, type BookingStatus, type Translate } from '@jbp/shared';
import { statusTexts } from './status.i18n';

// Spec section 4, "Booking status": labels and colours. What a caller may do with a booking is the
// server's `actions` in the booking answer.

export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';

/** Who reads the label: the customer of the booking, or the office (admins). */
export type StatusAudience = 'customer' | 'office';

/** Lowercased and trimmed; a missing status is 'pending'. */
export function normalizeStatus(status: unknown): string {
  if (typeof status !== 'string' || status.trim() === '') return 'pending';
  return status.trim().toLowerCase();
}

type StatusKey =
  'pending' | 'confirmed' | 'cancelledByYou' | 'cancelledByCustomer' | 'cancelled' | 'assigned' | 'onTrip' | 'completed' | 'noShow';

const TRIP_KEYS = { assigned: 'assigned', 'on-trip': 'onTrip', completed: 'completed', 'no-show': 'noShow' } as const;

const KEYS: Record<StatusAudience, Record<BookingStatus, StatusKey>> = {
  customer: {
    pending: 'pending',
    confirmed: 'confirmed',
    'cancelled by the customer': 'cancelledByYou',
    cancelled: 'cancelled',
    ...TRIP_KEYS,
  },
  office: {
    pending: 'pending',
    confirmed: 'confirmed',
    'cancelled by the customer': 'cancelledByCustomer',
    cancelled: 'cancelled',
    ...TRIP_KEYS,
  },
};

/** The status as its reader sees it, with `t` of statusTexts (or the current language without one). */
export function statusLabel(
  status: unknown,
  audience: StatusAudience = 'customer',
  t: Translate<keyof typeof statusTexts.en> = (key) => translate(statusTexts, key),
): string {
  const s = normalizeStatus(status);
  const key = KEYS[audience][s as BookingStatus];
  if (key) return t(key);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A customer's own cancellation, which the office has still to close (spec: 'Cancellation Pending'). */
export function isCancellationPending(status: unknown): boolean {
  return normalizeStatus(status) === 'cancelled by the customer';
}

/** Colours of the customer's Ride History and the bookings lists. */
export function statusListTone(status: unknown): StatusTone {
  const s = normalizeStatus(status);
  if (s === 'confirmed' || s === 'assigned' || s === 'on-trip' || s === 'completed') return 'green';
  if (s === 'cancelled' || s === 'cancelled by the customer' || s === 'no-show') return 'red';
  if (s === 'pending') return 'yellow';
  return 'grey';
}

/** Colours of the booking detail page: anything not going ahead (or done) or pending is red. */
export function statusDetailTone(status: unknown): StatusTone {
  const s = normalizeStatus(status);
  if (s === 'confirmed' || s === 'assigned' || s === 'on-trip' || s === 'completed') return 'green';
  if (s === 'pending') return 'yellow';
  return 'red';
}

export const TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};
