// The fare rules of the product spec, section 9, and decisions.md section 4.
// Framework-free on purpose: Fares, Offers and Bookings all price trips with these functions.

/** The vehicles of the booking table, in the order the table lists them. */
export const VEHICLES = ['Crysta', 'Dzire', 'Tavera', 'Zest', 'Ertiga'] as const;
export type Vehicle = (typeof VEHICLES)[number];

interface VehicleFare {
  seats: number;
  /** Flat prices for trips of at most 20, 40 and 80 km. */
  flat: { upTo20: number; upTo40: number; upTo80: number };
  /** Rupees per km, times the whole trip's km, for 81–100, 101–250 and over 250 km. */
  perKm: { upTo100: number; upTo250: number; over250: number };
}

export const FARE_TABLE: Readonly<Record<Vehicle, VehicleFare>> = {
  Dzire: { seats: 5, flat: { upTo20: 800, upTo40: 1200, upTo80: 2000 }, perKm: { upTo100: 20, upTo250: 18, over250: 16 } },
  Crysta: { seats: 7, flat: { upTo20: 1395, upTo40: 2295, upTo80: 2795 }, perKm: { upTo100: 32, upTo250: 30, over250: 28 } },
  // Tavera's flat prices fall as the distance grows. The spec says this is intended, not a typo.
  Tavera: { seats: 8, flat: { upTo20: 1995, upTo40: 1595, upTo80: 1195 }, perKm: { upTo100: 25, upTo250: 23, over250: 22 } },
  Zest: { seats: 6, flat: { upTo20: 745, upTo40: 1195, upTo80: 1795 }, perKm: { upTo100: 19, upTo250: 17, over250: 15 } },
  Ertiga: { seats: 6, flat: { upTo20: 1395, upTo40: 1795, upTo80: 2195 }, perKm: { upTo100: 26, upTo250: 24, over250: 22 } },
};

/** A vehicle that is not in the table costs this much per km, whatever the distance. */
export const UNKNOWN_VEHICLE_PER_KM = 15;
/** Paid to the driver on trips of more than this many (rounded) km. */
export const DRIVER_ALLOWANCE_OVER_KM = 100;
export const DRIVER_ALLOWANCE = 200;

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
export function quoteFare(vehicle: string, distanceKm: number): FareQuote {
  const km = roundUpKm(distanceKm);
  const name = normaliseVehicle(vehicle);
  if (!name) throw new RangeError('vehicle is required');
  const fare = isVehicle(name) ? FARE_TABLE[name] : undefined;
  const baseAmount = fare ? baseFare(fare, km) : Math.max(km, 1) * UNKNOWN_VEHICLE_PER_KM;
  const driverAllowance = km > DRIVER_ALLOWANCE_OVER_KM ? DRIVER_ALLOWANCE : 0;
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
export function quoteAllVehicles(distanceKm: number): FareQuote[] {
  return VEHICLES.map((vehicle) => quoteFare(vehicle, distanceKm));
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

function baseFare(fare: VehicleFare, km: number): number {
  if (km <= 20) return fare.flat.upTo20;
  if (km <= 40) return fare.flat.upTo40;
  if (km <= 80) return fare.flat.upTo80;
  if (km <= 100) return km * fare.perKm.upTo100;
  if (km <= 250) return km * fare.perKm.upTo250;
  return km * fare.perKm.over250;
}
