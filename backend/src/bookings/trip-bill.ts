// The final bill of a closed trip, the ONE place its figures are worked out: the booking answer,
// the trip sheet and the GST invoice read them from here. Whole paise in and out. Framework-free.
import { FIRST_FARE_SCHEDULE, type FareSchedule, ratesOf } from '../fares/fare-schedule.js';
import { normaliseVehicle } from '../fares/fare-table.js';
import { GST_RATE_PERCENT, taxablePaise } from './booking-bill.js';

/** What the trip's extras cost, in rupees. From the fare the booking was priced with (tripRates). */
export interface TripRates {
  extraKmRate: number;
  extraHourRate: number;
  /** Per night driven between 22:00 and 06:00 IST. */
  nightAllowance: number;
}

/** Operator defaults (operator-practice.md): ₹250 a night; an extra hour at ₹150. */
export const NIGHT_ALLOWANCE = 250;
export const EXTRA_HOUR_RATE = 150;
/** Night driving: from 22:00 to 06:00 IST. */
const NIGHT_START_MINUTES = 22 * 60;
const NIGHT_END_MINUTES = 6 * 60;
const IST_OFFSET_MINUTES = 330;

/**
 * The rates a booking's extras are charged at, from the fare version it was priced with (the caller
 * passes that version's table): an extra km costs the one-way per-km rate of the trip's own distance
 * band (the 81–100 km rate for the flat bands). Vehicle names match as the fare table does ('crysta').
 */
export function tripRates(booking: { vehicle: string; distanceMetres: number }, schedule: FareSchedule = FIRST_FARE_SCHEDULE): TripRates {
  const km = Math.ceil(booking.distanceMetres / 1000);
  const fare = ratesOf(schedule, normaliseVehicle(booking.vehicle))?.oneWay;
  const extraKmRate = !fare
    ? schedule.oneWay.unknownVehiclePerKm
    : km > 250
      ? fare.perKmOver250
      : km > 100
        ? fare.perKmUpTo250
        : fare.perKmUpTo100;
  return { extraKmRate, extraHourRate: EXTRA_HOUR_RATE, nightAllowance: schedule.roundTrip.nightAllowance };
}

export const TRIP_LINE_CODES = ['fare', 'extra-km', 'extra-hours', 'night-allowance', 'tolls', 'parking', 'state-tax'] as const;
export type TripLineCode = (typeof TRIP_LINE_CODES)[number];

export interface TripLine {
  code: TripLineCode;
  label: string;
  quantity: number | null;
  /** Rupees per unit, when the line is quantity × rate. */
  rate: number | null;
  amountPaise: number;
  /** Fare lines carry GST inside them; tolls, parking and state tax are paid at actuals for the customer. */
  taxed: boolean;
}

export interface TripSheet {
  /** The fare agreed at booking (base + driver allowance). */
  farePaise: number;
  includedKm: number;
  includedHours: number;
  startKm: number;
  endKm: number;
  startedAt: Date;
  endedAt: Date;
  tollsPaise: number;
  parkingPaise: number;
  stateTaxPaise: number;
  advancePaidPaise: number;
}

export interface TripBill {
  lines: TripLine[];
  kmDriven: number;
  hoursTaken: number;
  extraKm: number;
  extraHours: number;
  nights: number;
  gstRate: number;
  /** Value of the taxed lines without GST. */
  taxablePaise: number;
  gstPaise: number;
  /** Tolls, parking and state tax. */
  reimbursementsPaise: number;
  totalPaise: number;
  advancePaidPaise: number;
  /** total − advance, never negative. */
  balancePaise: number;
}

export const TRIP_BILL_MESSAGES = {
  kmBackwards: 'The end km cannot be less than the start km.',
  timeBackwards: 'The end time must be after the start time.',
};

/** Nights (22:00–06:00 IST) the trip drove through any part of. */
export function nightsDriven(startedAt: Date, endedAt: Date): number {
  const toIstMinutes = (at: Date) => Math.floor(at.getTime() / 60_000) + IST_OFFSET_MINUTES;
  const start = toIstMinutes(startedAt);
  const end = toIstMinutes(endedAt);
  let nights = 0;
  // Each night starts at 22:00 on an IST day; look at the nights from the day before the start.
  for (let day = Math.floor(start / 1440) - 1; day * 1440 + NIGHT_START_MINUTES < end; day += 1) {
    const nightStart = day * 1440 + NIGHT_START_MINUTES;
    const nightEnd = (day + 1) * 1440 + NIGHT_END_MINUTES;
    if (nightStart < end && start < nightEnd) nights += 1;
  }
  return nights;
}

export function tripBill(sheet: TripSheet, rates: TripRates): TripBill {
  if (sheet.endKm < sheet.startKm) throw new RangeError(TRIP_BILL_MESSAGES.kmBackwards);
  if (sheet.endedAt <= sheet.startedAt) throw new RangeError(TRIP_BILL_MESSAGES.timeBackwards);
  const kmDriven = sheet.endKm - sheet.startKm;
  const hoursTaken = Math.ceil((sheet.endedAt.getTime() - sheet.startedAt.getTime()) / 3_600_000);
  const extraKm = Math.max(0, kmDriven - sheet.includedKm);
  const extraHours = Math.max(0, hoursTaken - sheet.includedHours);
  const nights = nightsDriven(sheet.startedAt, sheet.endedAt);
  const lines: TripLine[] = [
    line('fare', `Fare (includes ${sheet.includedKm} km, ${sheet.includedHours} h)`, null, null, sheet.farePaise, true),
    line('extra-km', 'Extra km', extraKm, rates.extraKmRate, extraKm * rates.extraKmRate * 100, true),
    line('extra-hours', 'Extra hours', extraHours, rates.extraHourRate, extraHours * rates.extraHourRate * 100, true),
    line('night-allowance', 'Night allowance', nights, rates.nightAllowance, nights * rates.nightAllowance * 100, true),
    line('tolls', 'Tolls', null, null, sheet.tollsPaise, false),
    line('parking', 'Parking', null, null, sheet.parkingPaise, false),
    line('state-tax', 'State tax', null, null, sheet.stateTaxPaise, false),
  ];
  const taxed = lines.filter((l) => l.taxed).reduce((sum, l) => sum + l.amountPaise, 0);
  const reimbursementsPaise = lines.filter((l) => !l.taxed).reduce((sum, l) => sum + l.amountPaise, 0);
  const taxable = taxablePaise(taxed);
  const totalPaise = taxed + reimbursementsPaise;
  return {
    lines,
    kmDriven,
    hoursTaken,
    extraKm,
    extraHours,
    nights,
    gstRate: GST_RATE_PERCENT,
    taxablePaise: taxable,
    gstPaise: taxed - taxable,
    reimbursementsPaise,
    totalPaise,
    advancePaidPaise: sheet.advancePaidPaise,
    balancePaise: Math.max(0, totalPaise - sheet.advancePaidPaise),
  };
}

function line(
  code: TripLineCode,
  label: string,
  quantity: number | null,
  rate: number | null,
  amountPaise: number,
  taxed: boolean,
): TripLine {
  return { code, label, quantity, rate, amountPaise, taxed };
}
