// A one-way trip's empty return as a ready offer. Framework-free.
import { addDays, istMinuteOfDay, todayInIst, timeInIst } from '../common/time/ist.js';
import { emptyReturnDiscount, type FareSchedule } from '../fares/fare-schedule.js';
import { quoteFare } from '../fares/fare-table.js';

export const RETURN_OFFER_MESSAGES = {
  notOneWay: 'Only a one-way trip away from Jabalpur leaves an empty return to offer.',
  noCab: "Assign a cab first: the offer is that cab's empty return.",
  passed: "This cab's return has already passed.",
  cancelled: 'A cancelled or no-show trip has no return to offer.',
  already: 'The empty return of this trip is already on the offers list.',
};

export interface ReturnLegTerms {
  from: string;
  to: string;
  vehicle: string;
  seats: number;
  /** IST date and waiting time of the cab at the drop place, from the trip's expected end. */
  date: string;
  startTime: string;
  endTime: string;
  distanceMetres: number;
  /** The one-way fare of the return at the current fare table, whole rupees. */
  farePaise: number;
  discountPercent: number;
  amountPaise: number;
}

const WAIT_MINUTES = 180;
const HALF_HOUR = 30;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The return leg: drop place → Jabalpur on the day the trip is expected to end, the cab waiting
 * from that time (rounded up to the half hour) for three hours (not past midnight), priced at the
 * one-way fare of the same distance less the discount (whole rupees).
 */
export function returnLeg(
  trip: { from: string; to: string; distanceMetres: number; tripEndsAt: Date },
  cab: { vehicle: string; seats: number },
  schedule: FareSchedule,
  discountPercent = emptyReturnDiscount(schedule),
): ReturnLegTerms {
  let date = todayInIst(trip.tripEndsAt);
  let start = Math.ceil(istMinuteOfDay(trip.tripEndsAt) / HALF_HOUR) * HALF_HOUR;
  if (start >= 24 * 60) {
    date = addDays(date, 1);
    start = 0;
  }
  const fare = quoteFare(cab.vehicle, trip.distanceMetres / 1000, schedule).totalAmount;
  return {
    from: trip.to,
    to: trip.from,
    vehicle: cab.vehicle,
    seats: cab.seats,
    date,
    startTime: clock(start),
    endTime: clock(Math.min(start + WAIT_MINUTES, 24 * 60 - 1)),
    distanceMetres: trip.distanceMetres,
    farePaise: fare * 100,
    discountPercent,
    amountPaise: Math.round((fare * (100 - discountPercent)) / 100) * 100,
  };
}

/** True once the cab's waiting time at the drop place is over (IST). */
export function returnHasPassed(leg: Pick<ReturnLegTerms, 'date' | 'endTime'>, now: Date): boolean {
  const today = todayInIst(now);
  return leg.date < today || (leg.date === today && leg.endTime <= timeInIst(now));
}
