import { addDays, timeInIst, todayInIst } from '../common/time/ist.js';

/** How far ahead a trip may be booked: the operator plans its fleet a year out at most. */
export const BOOKING_HORIZON_DAYS = 365;

export type PickupTimeProblem = 'pastDate' | 'pastTime' | 'tooFar';

/**
 * Why a pickup on `date` at `time` (IST, 'YYYY-MM-DD' and 'HH:mm') cannot be booked at `now`, or
 * null when it can: a day before today, a time today that has passed, or a date more than a year on.
 * A pickup at this very minute still counts (the office calls at once).
 */
export function pickupTimeProblem(date: string, time: string, now: Date): PickupTimeProblem | null {
  const today = todayInIst(now);
  if (date < today) return 'pastDate';
  if (date === today && time < timeInIst(now)) return 'pastTime';
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) return 'tooFar';
  return null;
}
