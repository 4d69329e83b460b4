// The operator's whole fare table as data: what one fare version holds. Framework-free.
// The first version is the spec's one-way table plus the operator-practice defaults for the other
// trip types; admins change any figure and each change is saved as a new version.

/** The vehicles of the booking table, in the order the table lists them. */
export const VEHICLES = ['Crysta', 'Dzire', 'Tavera', 'Zest', 'Ertiga'] as const;
export type Vehicle = (typeof VEHICLES)[number];

/** One vehicle's rates for every trip type, in whole rupees. */
export interface VehicleRates {
  vehicle: Vehicle;
  seats: number;
  /** One way: flat prices up to 20, 40 and 80 km, then per km × the whole trip's km. */
  oneWay: { upTo20: number; upTo40: number; upTo80: number; perKmUpTo100: number; perKmUpTo250: number; perKmOver250: number };
  /** Round trip and tour: rupees per km charged. */
  roundTripPerKm: number;
  /** Local: the price of each local package, in the order of `local.packages`. */
  localPrices: number[];
  localExtraKm: number;
  localExtraHour: number;
  /** Airport/railway: the flat fare of each distance band, in the order of `airportRailway.bandsUpToKm`. */
  airportRailwayPrices: number[];
}

export interface LocalPackage {
  hours: number;
  km: number;
}

export interface CancellationSlab {
  /** The slab applies when the customer cancels less than `hoursBefore` hours before pickup… */
  hoursBefore: number;
  /** …and keeps this share of the total. */
  percent: number;
}

export interface FareSchedule {
  vehicles: VehicleRates[];
  oneWay: {
    unknownVehiclePerKm: number;
    driverAllowanceOverKm: number;
    driverAllowance: number;
    /** Percent off the one-way fare when a cab's empty return is offered; EMPTY_RETURN_DISCOUNT_PERCENT when a version lacks it. */
    emptyReturnDiscountPercent?: number;
  };
  roundTrip: { minKmPerDay: number; driverAllowancePerDay: number; nightAllowance: number };
  local: { packages: LocalPackage[] };
  /** Upper km of each band, ascending; a trip longer than the last band is not a transfer. */
  airportRailway: { bandsUpToKm: number[] };
  /** GST share inside the GST-inclusive fares. */
  gstPercent: number;
  /** Advance: this share of the total, rounded up to whole `roundTo` rupees. */
  advance: { percent: number; roundTo: number };
  /** Free until `freeHoursBefore`; then the slab with the smallest `hoursBefore` above the time left. */
  cancellation: { freeHoursBefore: number; slabs: CancellationSlab[] };
}

/** Version 1: the spec's one-way table and operator-practice.md's defaults. */
export const FIRST_FARE_SCHEDULE: FareSchedule = {
  vehicles: [
    vehicle('Crysta', 7, [1395, 2295, 2795, 32, 30, 28], 18, [1900, 3200, 4500], 18, 200, [800, 1200, 1600, 2100]),
    vehicle('Dzire', 5, [800, 1200, 2000, 20, 18, 16], 11, [1100, 1900, 2700], 11, 120, [450, 700, 950, 1250]),
    // Tavera's flat prices fall as the distance grows. The spec says this is intended, not a typo.
    vehicle('Tavera', 8, [1995, 1595, 1195, 25, 23, 22], 14, [1500, 2500, 3500], 14, 150, [650, 950, 1250, 1600]),
    vehicle('Zest', 6, [745, 1195, 1795, 19, 17, 15], 11, [1050, 1800, 2600], 11, 120, [450, 700, 950, 1250]),
    vehicle('Ertiga', 6, [1395, 1795, 2195, 26, 24, 22], 14, [1400, 2400, 3400], 14, 150, [600, 900, 1200, 1550]),
  ],
  oneWay: { unknownVehiclePerKm: 15, driverAllowanceOverKm: 100, driverAllowance: 200 },
  roundTrip: { minKmPerDay: 250, driverAllowancePerDay: 300, nightAllowance: 250 },
  local: {
    packages: [
      { hours: 4, km: 40 },
      { hours: 8, km: 80 },
      { hours: 12, km: 120 },
    ],
  },
  airportRailway: { bandsUpToKm: [10, 20, 30, 45] },
  gstPercent: 5,
  advance: { percent: 20, roundTo: 10 },
  cancellation: {
    freeHoursBefore: 24,
    slabs: [
      { hoursBefore: 24, percent: 25 },
      { hoursBefore: 6, percent: 50 },
      { hoursBefore: 0, percent: 100 },
    ],
  },
};

function vehicle(
  name: Vehicle,
  seats: number,
  [upTo20, upTo40, upTo80, perKmUpTo100, perKmUpTo250, perKmOver250]: number[],
  roundTripPerKm: number,
  localPrices: number[],
  localExtraKm: number,
  localExtraHour: number,
  airportRailwayPrices: number[],
): VehicleRates {
  return {
    vehicle: name,
    seats,
    oneWay: { upTo20, upTo40, upTo80, perKmUpTo100, perKmUpTo250, perKmOver250 },
    roundTripPerKm,
    localPrices,
    localExtraKm,
    localExtraHour,
    airportRailwayPrices,
  };
}

/** The operator-practice default for an empty return offered as a ready offer: 40 % off the one-way fare. */
export const EMPTY_RETURN_DISCOUNT_PERCENT = 40;

/** The discount a fare version gives empty returns. */
export function emptyReturnDiscount(schedule: FareSchedule): number {
  return schedule.oneWay.emptyReturnDiscountPercent ?? EMPTY_RETURN_DISCOUNT_PERCENT;
}

export function ratesOf(schedule: FareSchedule, name: string): VehicleRates | undefined {
  return schedule.vehicles.find((v) => v.vehicle === name);
}

/** The highest whole-rupee figure any rate may have: keeps typing slips (an extra zero or three) out. */
export const MAX_RATE = 1_000_000;

/**
 * Checks a fare table sent by an admin. Answers the problems as sentences naming the field
 * (empty when the table is sound), so the fare page can show each beside its figure.
 */
export function fareScheduleProblems(input: unknown): string[] {
  const problems: string[] = [];
  const at = (path: string, value: unknown, opts: { min?: number; max?: number; integer?: boolean } = {}) => {
    const { min = 0, max = MAX_RATE, integer = true } = opts;
    if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${path} must be a number`);
    else if (integer && !Number.isInteger(value)) problems.push(`${path} must be a whole number`);
    else if (value < min || value > max) problems.push(`${path} must be between ${min} and ${max}`);
  };
  const object = (path: string, value: unknown): Record<string, unknown> | undefined => {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    problems.push(`${path} must be an object`);
    return undefined;
  };
  const list = (path: string, value: unknown): unknown[] | undefined => {
    if (Array.isArray(value)) return value;
    problems.push(`${path} must be a list`);
    return undefined;
  };
  const ascending = (path: string, values: unknown[]) => {
    for (let i = 1; i < values.length; i++) {
      if (typeof values[i] === 'number' && typeof values[i - 1] === 'number' && (values[i] as number) <= (values[i - 1] as number))
        problems.push(`${path} must go up: ${String(values[i])} follows ${String(values[i - 1])}`);
    }
  };

  const root = object('the fare table', input);
  if (!root) return problems;
  const known = ['vehicles', 'oneWay', 'roundTrip', 'local', 'airportRailway', 'gstPercent', 'advance', 'cancellation'];
  for (const key of Object.keys(root)) if (!known.includes(key)) problems.push(`${key} is not part of the fare table`);

  const local = object('local', root.local);
  const packages = local && list('local.packages', local.packages);
  packages?.forEach((p, i) => {
    const pkg = object(`local.packages[${i}]`, p);
    if (!pkg) return;
    at(`local.packages[${i}].hours`, pkg.hours, { min: 1, max: 24 });
    at(`local.packages[${i}].km`, pkg.km, { min: 1, max: 1000 });
  });
  if (packages?.length === 0) problems.push('local.packages must list at least one package');
  if (packages)
    ascending(
      'local.packages hours',
      packages.map((p) => (p as LocalPackage | null)?.hours),
    );

  const airport = object('airportRailway', root.airportRailway);
  const bands = airport && list('airportRailway.bandsUpToKm', airport.bandsUpToKm);
  bands?.forEach((km, i) => at(`airportRailway.bandsUpToKm[${i}]`, km, { min: 1, max: 200 }));
  if (bands?.length === 0) problems.push('airportRailway.bandsUpToKm must list at least one band');
  if (bands) ascending('airportRailway.bandsUpToKm', bands);

  const vehicles = list('vehicles', root.vehicles);
  if (vehicles) {
    const names = vehicles.map((v) => (typeof v === 'object' && v !== null ? (v as { vehicle?: unknown }).vehicle : undefined));
    const sameSet = names.length === VEHICLES.length && VEHICLES.every((name) => names.includes(name));
    if (!sameSet) problems.push(`vehicles must list ${VEHICLES.join(', ')} once each`);
    vehicles.forEach((v, i) => {
      const rates = object(`vehicles[${i}]`, v);
      if (!rates) return;
      const name = typeof rates.vehicle === 'string' ? rates.vehicle : `vehicles[${i}]`;
      at(`${name} seats`, rates.seats, { min: 1, max: 60 });
      const oneWay = object(`${name} oneWay`, rates.oneWay);
      if (oneWay)
        for (const key of ['upTo20', 'upTo40', 'upTo80', 'perKmUpTo100', 'perKmUpTo250', 'perKmOver250'])
          at(`${name} oneWay.${key}`, oneWay[key], { min: 1 });
      at(`${name} roundTripPerKm`, rates.roundTripPerKm, { min: 1 });
      at(`${name} localExtraKm`, rates.localExtraKm);
      at(`${name} localExtraHour`, rates.localExtraHour);
      const priced = (key: string, count: number | undefined, what: string) => {
        const prices = list(`${name} ${key}`, rates[key]);
        if (!prices) return;
        if (count !== undefined && prices.length !== count) problems.push(`${name} ${key} must have one price per ${what} (${count})`);
        prices.forEach((price, j) => at(`${name} ${key}[${j}]`, price, { min: 1 }));
      };
      priced('localPrices', packages?.length, 'local package');
      priced('airportRailwayPrices', bands?.length, 'distance band');
    });
  }

  const oneWay = object('oneWay', root.oneWay);
  if (oneWay) {
    at('oneWay.unknownVehiclePerKm', oneWay.unknownVehiclePerKm, { min: 1 });
    at('oneWay.driverAllowanceOverKm', oneWay.driverAllowanceOverKm, { max: 10000 });
    at('oneWay.driverAllowance', oneWay.driverAllowance);
    if (oneWay.emptyReturnDiscountPercent !== undefined)
      at('oneWay.emptyReturnDiscountPercent', oneWay.emptyReturnDiscountPercent, { min: 0, max: 90 });
  }
  const roundTrip = object('roundTrip', root.roundTrip);
  if (roundTrip) {
    at('roundTrip.minKmPerDay', roundTrip.minKmPerDay, { max: 1000 });
    at('roundTrip.driverAllowancePerDay', roundTrip.driverAllowancePerDay);
    at('roundTrip.nightAllowance', roundTrip.nightAllowance);
  }
  at('gstPercent', root.gstPercent, { max: 28, integer: false });
  const advance = object('advance', root.advance);
  if (advance) {
    at('advance.percent', advance.percent, { max: 100 });
    at('advance.roundTo', advance.roundTo, { min: 1, max: 1000 });
  }
  const cancellation = object('cancellation', root.cancellation);
  if (cancellation) {
    at('cancellation.freeHoursBefore', cancellation.freeHoursBefore, { max: 24 * 30 });
    const slabs = list('cancellation.slabs', cancellation.slabs);
    slabs?.forEach((s, i) => {
      const slab = object(`cancellation.slabs[${i}]`, s);
      if (!slab) return;
      at(`cancellation.slabs[${i}].hoursBefore`, slab.hoursBefore, { max: 24 * 30 });
      at(`cancellation.slabs[${i}].percent`, slab.percent, { max: 100 });
    });
  }
  return problems;
}
