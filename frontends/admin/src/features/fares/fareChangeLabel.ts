import type { faresTexts } from './fares.i18n';

type FaresKey = keyof typeof faresTexts.en;

/** How the history names one changed figure: a vehicle or a section, then the figure's own label. */
export interface ChangeLabel {
  vehicle?: string;
  section?: FaresKey;
  key: FaresKey;
  values?: Record<string, number>;
}

const VEHICLE_FIGURES: Partial<Record<string, FaresKey>> = {
  seats: 'seats',
  roundTripPerKm: 'roundTripPerKm',
  localExtraKm: 'localExtraKm',
  localExtraHour: 'localExtraHour',
  upTo20: 'upTo20',
  upTo40: 'upTo40',
  upTo80: 'upTo80',
  perKmUpTo100: 'perKmUpTo100',
  perKmUpTo250: 'perKmUpTo250',
  perKmOver250: 'perKmOver250',
};

const SECTION_FIGURES: Partial<Record<string, [FaresKey, Partial<Record<string, FaresKey>>]>> = {
  oneWay: [
    'oneWaySettings',
    {
      unknownVehiclePerKm: 'unknownVehiclePerKm',
      driverAllowanceOverKm: 'driverAllowanceOverKm',
      driverAllowance: 'driverAllowance',
      emptyReturnDiscountPercent: 'emptyReturnDiscountPercent',
    },
  ],
  roundTrip: [
    'roundTripSettings',
    { minKmPerDay: 'minKmPerDay', driverAllowancePerDay: 'driverAllowancePerDay', nightAllowance: 'nightAllowance' },
  ],
  advance: ['taxAndAdvance', { percent: 'advancePercent', roundTo: 'advanceRoundTo' }],
  cancellation: ['cancellationSettings', { freeHoursBefore: 'freeHoursBefore' }],
};

/** Figures in a numbered list: ['local', 'packages', n, 'hours'] and the like, by their parent path. */
const NUMBERED: Partial<Record<string, [FaresKey, Partial<Record<string, FaresKey>>]>> = {
  'local.packages': ['localSettings', { hours: 'packageHours', km: 'packageKm' }],
  'cancellation.slabs': ['cancellationSettings', { hoursBefore: 'slabHours', percent: 'slabPercent' }],
};

const position = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) + 1 : undefined);

/**
 * The label of a changed figure's path as the server names it (`vehicles.Dzire.oneWay.upTo20`,
 * `local.packages.1.km` …), or null for a path the page does not know (it then shows the path).
 */
export function changeLabel(path: string): ChangeLabel | null {
  const parts = path.split('.');
  const [head, second, third, fourth] = parts;
  if (head === 'vehicles' && second) {
    const figure = third === 'oneWay' ? fourth : third;
    const n = position(fourth);
    if (third === 'localPrices' && n && parts.length === 4) return { vehicle: second, key: 'localPackagePrice', values: { n } };
    if (third === 'airportRailwayPrices' && n && parts.length === 4) return { vehicle: second, key: 'airportBandPrice', values: { n } };
    const key = figure ? VEHICLE_FIGURES[figure] : undefined;
    const depth = third === 'oneWay' ? 4 : 3;
    return key && parts.length === depth ? { vehicle: second, key } : null;
  }
  if (path === 'gstPercent') return { section: 'taxAndAdvance', key: 'gstPercent' };
  if (head === 'airportRailway' && second === 'bandsUpToKm' && position(third) && parts.length === 3)
    return { section: 'airportSettings', key: 'bandUpToKm', values: { n: position(third) ?? 0 } };
  const numbered = NUMBERED[`${head}.${second}`];
  const n = position(third);
  if (numbered && n && fourth && parts.length === 4) {
    const key = numbered[1][fourth];
    return key ? { section: numbered[0], key, values: { n } } : null;
  }
  const section = SECTION_FIGURES[head];
  const key = section && second && parts.length === 2 ? section[1][second] : undefined;
  return section && key ? { section: section[0], key } : null;
}
