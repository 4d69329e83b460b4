// The fare rules of the product spec, section 9, and decisions.md section 4.
// Framework-free on purpose: Fares, Offers and Bookings all price trips with these functions.

import { type FareSchedule, FIRST_FARE_SCHEDULE, ratesOf, type VehicleRates, VEHICLES, type Vehicle } from './fare-schedule.js';

export { VEHICLES, type Vehicle };

export interface FareQuote {
  /** The canonical vehicle name ('Dzire'), or the given name capitalised for an unknown vehicle. */
  vehicle: string;
  /** Seats of a vehicle in the table; null for a vehicle we do not know. */
  seats: number | null;
  /** The distance rounded up to whole km: what the bands and the allowance are judged on. */
  distance: number;
  baseAmount: number;
  driverAllowance: number;
  totalAmount: number;
}

/**
 * Prices one trip in whole rupees.
 *
 * A distance of 0 km is valid (pickup and drop in the same place) and costs the minimum fare:
 * the ≤20 km flat price, or 1 km for a vehicle outside the table. That is what an operator charges
 * for sending a car at all.
 */
export function quoteFare(vehicle: string, distanceKm: number, schedule: FareSchedule = FIRST_FARE_SCHEDULE): FareQuote {
  const km = roundUpKm(distanceKm);
  const name = normaliseVehicle(vehicle);
  if (!name) throw new RangeError('vehicle is required');
  const fare = ratesOf(schedule, name);
  const { unknownVehiclePerKm, driverAllowanceOverKm, driverAllowance: allowance } = schedule.oneWay;
  const baseAmount = fare ? baseFare(fare, km) : Math.max(km, 1) * unknownVehiclePerKm;
  const driverAllowance = km > driverAllowanceOverKm ? allowance : 0;
  return {
    vehicle: name,
    seats: fare ? fare.seats : null,
    distance: km,
    baseAmount,
    driverAllowance,
    totalAmount: baseAmount + driverAllowance,
  };
}

/** Quotes for every vehicle of the booking table, in table order. */
export function quoteAllVehicles(distanceKm: number, schedule: FareSchedule = FIRST_FARE_SCHEDULE): FareQuote[] {
  return VEHICLES.map((vehicle) => quoteFare(vehicle, distanceKm, schedule));
}

/** Distance rounded up to whole km, rejecting what is not a distance. */
export function roundUpKm(distanceKm: number): number {
  if (typeof distanceKm !== 'number' || !Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new RangeError(`distance must be a finite number of km, 0 or more (got ${String(distanceKm)})`);
  }
  return Math.ceil(distanceKm);
}

/**
 * 'DZIRE', ' dzire ' → 'Dzire'. A name outside the table gets the spec's offer-payload form:
 * first letter capitalised, the rest lowercase ('INNOVA' → 'Innova').
 */
export function normaliseVehicle(name: string): string {
  const trimmed = name.trim();
  const known = VEHICLES.find((v) => v.toLowerCase() === trimmed.toLowerCase());
  if (known) return known;
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}

export function isVehicle(name: string): name is Vehicle {
  return (VEHICLES as readonly string[]).includes(name);
}

function baseFare({ oneWay }: VehicleRates, km: number): number {
  if (km <= 20) return oneWay.upTo20;
  if (km <= 40) return oneWay.upTo40;
  if (km <= 80) return oneWay.upTo80;
  if (km <= 100) return km * oneWay.perKmUpTo100;
  if (km <= 250) return km * oneWay.perKmUpTo250;
  return km * oneWay.perKmOver250;
}
