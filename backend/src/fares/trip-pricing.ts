// How each trip type is priced from a fare version, line by line. Framework-free: quotes and
// bookings both call these, and trip-pricing.spec.ts checks every rule at its edges.
//
// Fares are GST-inclusive: the lines are what the customer pays and add up to the total; the GST
// inside the total is split out for the invoice so that taxable + gst = total in whole rupees.

import { addDays, istMinuteOfDay, todayInIst } from '../common/time/ist.js';
import type { CancellationSlab, FareSchedule, Vehicle, VehicleRates } from './fare-schedule.js';
import { quoteFare } from './fare-table.js';

export interface FareLine {
  code: string;
  label: string;
  labelHi: string;
  quantity?: number;
  rate?: number;
  amount: number;
}

export interface PricedTrip {
  lines: FareLine[];
  /** What the fare includes and what is paid on top, in English and Hindi, same order. */
  included: string[];
  includedHi: string[];
  extra: string[];
  extraHi: string[];
}

export interface VehicleFare extends PricedTrip {
  vehicle: Vehicle;
  seats: number;
  taxable: number;
  gst: number;
  total: number;
  advance: number;
}

const ACTUALS = 'Tolls, state tax and parking at actuals';
const ACTUALS_HI = 'टोल, राज्य कर और पार्किंग वास्तविक के अनुसार';
const MINUTE = 60_000;
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The GST inside a GST-inclusive total, in whole rupees: taxable + gst = total exactly. */
export function gstSplit(total: number, gstPercent: number): { taxable: number; gst: number } {
  const taxable = Math.round((total * 100) / (100 + gstPercent));
  return { taxable, gst: total - taxable };
}

/** The advance: a share of the total rounded UP to the next `roundTo` rupees (20 % of 2342 → 470). */
export function advanceDue(total: number, { percent, roundTo }: FareSchedule['advance']): number {
  // Integer arithmetic, as in bookings/advance.ts: no 0.1 + 0.2 surprises at the boundary.
  return Math.ceil((total * percent) / (100 * roundTo)) * roundTo;
}

/** Totals, GST split and advance for one vehicle's lines. */
export function vehicleFare(rates: Pick<VehicleRates, 'vehicle' | 'seats'>, schedule: FareSchedule, trip: PricedTrip): VehicleFare {
  const total = trip.lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    vehicle: rates.vehicle,
    seats: rates.seats,
    ...trip,
    ...gstSplit(total, schedule.gstPercent),
    total,
    advance: advanceDue(total, schedule.advance),
  };
}

/** Calendar days in IST that a trip touches, both ends counted: out at 23:00, back at 01:00 next day = 2. */
export function istCalendarDays(start: Date, end: Date): number {
  const first = todayInIst(start);
  const last = todayInIst(end);
  let days = 1;
  while (addDays(first, days - 1) < last) days += 1;
  return days;
}

/** True when the IST minute starting at `at` lies in the night window 22:00–06:00. */
export function isNightMinute(at: Date): boolean {
  const minute = istMinuteOfDay(at);
  return minute >= 22 * 60 || minute < 6 * 60;
}

/**
 * How many nights (22:00–06:00 IST windows) the cab drives in, over driving spans [start, end).
 * Each window counts once, however many spans touch it. Leaving at 06:00 or arriving at 22:00 is
 * not night driving; leaving at 05:59 or arriving at 22:01 is.
 */
export function nightsDriven(spans: { start: Date; end: Date }[]): number {
  const nights = new Set<string>();
  for (const { start, end } of spans) {
    // The evening date of each window the span may touch: from the day before it starts to the day it ends.
    for (let date = addDays(todayInIst(start), -1); date <= todayInIst(end); date = addDays(date, 1)) {
      const opens = Date.parse(`${date}T22:00:00+05:30`);
      const closes = opens + 8 * 60 * MINUTE;
      if (Math.max(start.getTime(), opens) < Math.min(end.getTime(), closes)) nights.add(date);
    }
  }
  return nights.size;
}

export interface OneWayInput {
  distanceKm: number;
}

/** One way: the spec's table (flat up to 80 km, then per km), driver allowance over 100 km. */
export function priceOneWay(rates: VehicleRates, schedule: FareSchedule, { distanceKm }: OneWayInput): PricedTrip {
  const fare = quoteFare(rates.vehicle, distanceKm, schedule);
  const perKm = fare.distance > 80;
  const lines: FareLine[] = [
    {
      code: 'distance',
      label: perKm ? `${fare.distance} km` : `Up to ${fare.distance <= 20 ? 20 : fare.distance <= 40 ? 40 : 80} km (flat)`,
      labelHi: perKm ? `${fare.distance} किमी` : `${fare.distance <= 20 ? 20 : fare.distance <= 40 ? 40 : 80} किमी तक (एकमुश्त)`,
      quantity: fare.distance,
      ...(perKm ? { rate: fare.baseAmount / fare.distance } : {}),
      amount: fare.baseAmount,
    },
  ];
  if (fare.driverAllowance > 0)
    lines.push({ code: 'driver-allowance', label: 'Driver allowance', labelHi: 'ड्राइवर भत्ता', amount: fare.driverAllowance });
  return {
    lines,
    included: [`${fare.distance} km`, 'Fuel', 'Driver allowance'],
    includedHi: [`${fare.distance} किमी`, 'ईंधन', 'ड्राइवर भत्ता'],
    extra: [ACTUALS],
    extraHi: [ACTUALS_HI],
  };
}

export interface RoundTripInput {
  /** Road km of the whole loop, back to the start. */
  loopKm: number;
  pickupAt: Date;
  /** When the cab is back where it started. */
  returnAt: Date;
  /** Driving minutes of the first leg out and the last leg home, for the night allowance. */
  outboundMinutes: number;
  homewardMinutes: number;
}

/**
 * Round trip (and tour by km): km charged = the larger of the loop's road km and the minimum km
 * per calendar day × days; a driver allowance per day; a night allowance per night driven.
 */
export function priceRoundTrip(rates: VehicleRates, schedule: FareSchedule, input: RoundTripInput): PricedTrip {
  const { minKmPerDay, driverAllowancePerDay, nightAllowance } = schedule.roundTrip;
  const days = istCalendarDays(input.pickupAt, input.returnAt);
  const minimumKm = minKmPerDay * days;
  const km = Math.max(Math.ceil(input.loopKm), minimumKm);
  const nights = nightsDriven([
    { start: input.pickupAt, end: new Date(input.pickupAt.getTime() + input.outboundMinutes * MINUTE) },
    { start: new Date(input.returnAt.getTime() - input.homewardMinutes * MINUTE), end: input.returnAt },
  ]);
  const dayWord = days === 1 ? 'day' : 'days';
  const lines: FareLine[] = [
    {
      code: 'distance',
      label: km === minimumKm ? `${km} km (minimum ${minKmPerDay} km a day × ${days} ${dayWord})` : `${km} km`,
      labelHi: km === minimumKm ? `${km} किमी (न्यूनतम ${minKmPerDay} किमी प्रतिदिन × ${days} दिन)` : `${km} किमी`,
      quantity: km,
      rate: rates.roundTripPerKm,
      amount: km * rates.roundTripPerKm,
    },
    {
      code: 'driver-allowance',
      label: `Driver allowance, ${days} ${dayWord}`,
      labelHi: `ड्राइवर भत्ता, ${days} दिन`,
      quantity: days,
      rate: driverAllowancePerDay,
      amount: days * driverAllowancePerDay,
    },
  ];
  if (nights > 0)
    lines.push({
      code: 'night-allowance',
      label: `Night allowance (driving 22:00–06:00), ${nights} ${nights === 1 ? 'night' : 'nights'}`,
      labelHi: `रात्रि भत्ता (रात 10 से सुबह 6 बजे के बीच ड्राइविंग), ${nights} रात`,
      quantity: nights,
      rate: nightAllowance,
      amount: nights * nightAllowance,
    });
  return {
    lines,
    included: [`${km} km`, 'Fuel', 'Driver allowance'],
    includedHi: [`${km} किमी`, 'ईंधन', 'ड्राइवर भत्ता'],
    extra: [`${rupees(rates.roundTripPerKm)} per km beyond ${km} km`, ACTUALS],
    extraHi: [`${km} किमी से आगे ${rupees(rates.roundTripPerKm)} प्रति किमी`, ACTUALS_HI],
  };
}

export interface LocalInput {
  hours: number;
  pickupAt: Date;
}

/** Local: an hours/km package; extra km and extra hours at the vehicle's rates, said up front. */
export function priceLocal(rates: VehicleRates, schedule: FareSchedule, { hours, pickupAt }: LocalInput): PricedTrip {
  const index = schedule.local.packages.findIndex((p) => p.hours === hours);
  if (index < 0) throw new RangeError(`no local package of ${hours} hours`);
  const { km } = schedule.local.packages[index];
  const lines: FareLine[] = [
    {
      code: 'package',
      label: `Local ${hours} hours / ${km} km`,
      labelHi: `लोकल ${hours} घंटे / ${km} किमी`,
      quantity: 1,
      rate: rates.localPrices[index],
      amount: rates.localPrices[index],
    },
  ];
  const nights = nightsDriven([{ start: pickupAt, end: new Date(pickupAt.getTime() + hours * 60 * MINUTE) }]);
  if (nights > 0)
    lines.push({
      code: 'night-allowance',
      label: 'Night allowance (driving 22:00–06:00)',
      labelHi: 'रात्रि भत्ता (रात 10 से सुबह 6 बजे के बीच ड्राइविंग)',
      quantity: nights,
      rate: schedule.roundTrip.nightAllowance,
      amount: nights * schedule.roundTrip.nightAllowance,
    });
  return {
    lines,
    included: [`${hours} hours`, `${km} km`, 'Fuel', 'Driver'],
    includedHi: [`${hours} घंटे`, `${km} किमी`, 'ईंधन', 'ड्राइवर'],
    extra: [`Extra km: ${rupees(rates.localExtraKm)} per km`, `Extra hour: ${rupees(rates.localExtraHour)} per hour`, 'Parking at actuals'],
    extraHi: [
      `अतिरिक्त किमी: ${rupees(rates.localExtraKm)} प्रति किमी`,
      `अतिरिक्त घंटा: ${rupees(rates.localExtraHour)} प्रति घंटा`,
      'पार्किंग वास्तविक के अनुसार',
    ],
  };
}

/** The distance band of a transfer (index into bandsUpToKm), or -1 when it is longer than the last band. */
export function transferBand(schedule: FareSchedule, distanceKm: number): number {
  const km = Math.ceil(distanceKm);
  return schedule.airportRailway.bandsUpToKm.findIndex((upTo) => km <= upTo);
}

/** Airport/railway: a flat fare by the band of road km between the point and the address. */
export function priceAirportRailway(
  rates: VehicleRates,
  schedule: FareSchedule,
  { distanceKm, pointName, pointNameHi }: { distanceKm: number; pointName: string; pointNameHi: string },
): PricedTrip {
  const band = transferBand(schedule, distanceKm);
  if (band < 0) throw new RangeError(`${distanceKm} km is beyond the last transfer band`);
  const upTo = schedule.airportRailway.bandsUpToKm[band];
  return {
    lines: [
      {
        code: 'transfer',
        label: `Transfer, up to ${upTo} km (flat)`,
        labelHi: `ट्रांसफ़र, ${upTo} किमी तक (एकमुश्त)`,
        quantity: Math.ceil(distanceKm),
        amount: rates.airportRailwayPrices[band],
      },
    ],
    included: [`Up to ${upTo} km`, 'Fuel', 'Driver', '20 minutes of waiting'],
    includedHi: [`${upTo} किमी तक`, 'ईंधन', 'ड्राइवर', '20 मिनट प्रतीक्षा'],
    extra: [`${pointName} entry and parking at actuals`, 'Tolls at actuals'],
    extraHi: [`${pointNameHi} प्रवेश शुल्क और पार्किंग वास्तविक के अनुसार`, 'टोल वास्तविक के अनुसार'],
  };
}

/** A package (marriage, office, tour, national park): the package's own price for the vehicle. */
export function pricePackage(
  pkg: {
    title: string;
    titleHi: string;
    km: number;
    hours: number;
    inclusions: string[];
    inclusionsHi: string[];
    exclusions: string[];
    exclusionsHi: string[];
  },
  price: number,
): PricedTrip {
  return {
    lines: [{ code: 'package', label: pkg.title, labelHi: pkg.titleHi, quantity: 1, rate: price, amount: price }],
    included: [`${pkg.km} km`, `${pkg.hours} hours`, ...pkg.inclusions],
    includedHi: [`${pkg.km} किमी`, `${pkg.hours} घंटे`, ...pkg.inclusionsHi],
    extra: [...pkg.exclusions],
    extraHi: [...pkg.exclusionsHi],
  };
}

/**
 * What a customer pays for cancelling `hoursBefore` hours before pickup (negative once the pickup
 * time has passed): nothing at or beyond the free limit; otherwise the share of the slab with the
 * smallest `hoursBefore` that is still more than the time left.
 */
export function cancellationCharge(
  total: number,
  rules: { freeHoursBefore: number; slabs: CancellationSlab[] },
  hoursBefore: number,
): number {
  if (hoursBefore >= rules.freeHoursBefore) return 0;
  const slab = rules.slabs.filter((s) => hoursBefore < s.hoursBefore).sort((a, b) => a.hoursBefore - b.hoursBefore)[0];
  return slab ? Math.round((total * slab.percent) / 100) : 0;
}
