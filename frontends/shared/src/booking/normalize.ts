import { bookingsApi } from '../api/endpoints';
import { normalizeStatus } from './status';

/** One Ride History row, read from any of the booking shapes the spec allows (section 3). */
export interface BookingSummary {
  id: string;
  reference?: string;
  from: string;
  to: string;
  /** As sent by the server (YYYY-MM-DD or an ISO timestamp). */
  date: string;
  pickupTime: string;
  totalAmount: number;
  status: string;
  vehicle?: string;
  advanceStatus?: string | null;
  raw: Record<string, unknown>;
}

type Loose = Record<string, unknown>;

function asObject(value: unknown): Loose {
  return value && typeof value === 'object' ? (value as Loose) : {};
}

function firstString(...values: unknown[]): string {
  for (const v of values) {
    if (typeof v === 'string' && v.trim() !== '') return v;
    if (typeof v === 'number') return String(v);
  }
  return '';
}

function firstNumber(...values: unknown[]): number {
  for (const v of values) {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return 0;
}

/** "HH:mm" from an ISO timestamp that carries a time, else ''. */
function timeFromDate(date: string): string {
  if (!/T\d{2}:\d{2}/.test(date)) return '';
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });
}

export function normalizeBooking(value: unknown): BookingSummary {
  const b = asObject(value);
  const journey = asObject(b.journey);
  const date = firstString(b.pickupDate, b.date, journey.pickupDate);
  return {
    id: firstString(b._id, b.id, b.bookingId),
    reference: firstString(b.reference) || undefined,
    from: firstString(journey.from, b.from, b.pickupLocation, b.origin),
    to: firstString(journey.to, b.to, b.dropLocation, b.destination),
    date,
    pickupTime: firstString(b.pickupTime, b.time, b.startTime, b.timeSlot) || timeFromDate(date),
    totalAmount: firstNumber(b.totalAmount, journey.totalAmount, b.amount),
    status: normalizeStatus(b.status),
    vehicle: firstString(b.vehicle) || undefined,
    advanceStatus: typeof b.advanceStatus === 'string' ? b.advanceStatus : null,
    raw: b,
  };
}

/** The list out of an array or an object with bookings, data or result. */
export function bookingListFrom(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const o = asObject(answer);
  for (const key of ['bookings', 'data', 'result']) {
    if (Array.isArray(o[key])) return o[key] as unknown[];
  }
  return [];
}

/**
 * The signed-in user's bookings: GET /api/bookings, falling back to /api/bookings/my, then an empty
 * list (spec section 8, "Bookings endpoint failure").
 */
export async function listMyBookings(signal?: AbortSignal): Promise<BookingSummary[]> {
  let answer: unknown;
  try {
    answer = await bookingsApi.mine(signal);
  } catch (first) {
    if (signal?.aborted) throw first;
    try {
      answer = await bookingsApi.mineFallback(signal);
    } catch (second) {
      if (signal?.aborted) throw second;
      console.error('Failed to fetch bookings', second);
      return [];
    }
  }
  return bookingListFrom(answer).map(normalizeBooking);
}

