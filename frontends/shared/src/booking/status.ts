import type { BookingStatus } from '../api/types';

// Spec section 4, "Booking status": labels and colours. What a caller may do with a booking is the
// server's `actions` in the booking answer.

export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';

/** Lowercased and trimmed; a missing status is 'pending'. */
export function normalizeStatus(status: unknown): string {
  if (typeof status !== 'string' || status.trim() === '') return 'pending';
  return status.trim().toLowerCase();
}

const LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  'cancelled by the customer': 'Cancellation Pending',
  cancelled: 'Canceled',
};

export function statusLabel(status: unknown): string {
  const s = normalizeStatus(status);
  if (s in LABELS) return LABELS[s as BookingStatus];
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Colours of the customer's Ride History and the bookings lists. */
export function statusListTone(status: unknown): StatusTone {
  const s = normalizeStatus(status);
  if (s === 'confirmed') return 'green';
  if (s === 'cancelled' || s === 'cancelled by the customer') return 'red';
  if (s === 'pending') return 'yellow';
  return 'grey';
}

/** Colours of the booking detail page: anything not confirmed or pending is red. */
export function statusDetailTone(status: unknown): StatusTone {
  const s = normalizeStatus(status);
  if (s === 'confirmed') return 'green';
  if (s === 'pending') return 'yellow';
  return 'red';
}

export const TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};
