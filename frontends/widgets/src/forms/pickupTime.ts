import { timeInIndia, todayInIndia } from '@jbp/shared';

/** How far ahead a trip may be booked: the same horizon as the server's. */
export const BOOKING_HORIZON_DAYS = 365;

export type PickupTimeProblem = 'datePast' | 'timePast' | 'dateTooFar';

/** The calendar date `days` after 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The latest date a trip may be booked for, for a date input's `max`. */
export function lastBookableDate(now: Date = new Date()): string {
  return addDays(todayInIndia(now), BOOKING_HORIZON_DAYS);
}

/**
 * The server's rule, checked where it is typed: a pickup (IST 'YYYY-MM-DD' and, once chosen,
 * 'HH:mm') before today, earlier today than now, or more than a year on cannot be booked.
 */
export function pickupTimeProblem(date: string, time: string, now: Date = new Date()): PickupTimeProblem | null {
  const today = todayInIndia(now);
  if (date < today) return 'datePast';
  if (date === today && time !== '' && time < timeInIndia(now)) return 'timePast';
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) return 'dateTooFar';
  return null;
}
