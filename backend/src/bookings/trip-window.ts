// When a trip holds its driver and cab: from pickup to the expected end, worked out from the
// booking's distance at the distance model's speeds. Framework-free.
import { estimateDurationMinutes } from '../distance/distance-model.js';
import { istDayStart } from '../common/time/ist.js';

/** Expected durations are rounded up to this many minutes. */
export const WINDOW_STEP_MINUTES = 30;

export interface TripWindow {
  startsAt: Date;
  endsAt: Date;
  /** The expected trip time in whole hours (rounded up): the hours the fare includes. */
  includedHours: number;
}

/** The UTC instant of an IST pickup date ('YYYY-MM-DD') and time ('HH:mm'). */
export function pickupInstant(date: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(istDayStart(date).getTime() + (hours * 60 + minutes) * 60_000);
}

export function tripWindow(trip: { date: string; time: string; distanceMetres: number }): TripWindow {
  const startsAt = pickupInstant(trip.date, trip.time);
  const minutes = estimateDurationMinutes(trip.distanceMetres / 1000);
  const rounded = Math.max(WINDOW_STEP_MINUTES, Math.ceil(minutes / WINDOW_STEP_MINUTES) * WINDOW_STEP_MINUTES);
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + rounded * 60_000),
    includedHours: Math.ceil(rounded / 60),
  };
}

/** Two windows overlap when each starts before the other ends (touching ends do not overlap). */
export function windowsOverlap(a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}
