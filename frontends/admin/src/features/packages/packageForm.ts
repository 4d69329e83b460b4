import type { PackageInput, PackageTripType, TripPackage, Vehicle } from '@jbp/shared';

export const PACKAGE_VEHICLES: readonly Vehicle[] = ['Dzire', 'Zest', 'Ertiga', 'Tavera', 'Crysta'];

/** The package form as typed: lists one item a line, places comma-separated, prices per vehicle. */
export interface PackageFields {
  tripType: PackageTripType;
  title: string;
  titleHi: string;
  itinerary: string;
  itineraryHi: string;
  inclusions: string;
  inclusionsHi: string;
  exclusions: string;
  exclusionsHi: string;
  places: string;
  km: string;
  hours: string;
  /** Blank: the vehicle is not offered. */
  prices: Record<Vehicle, string>;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function emptyPackageFields(): PackageFields {
  return {
    tripType: 'tour',
    title: '',
    titleHi: '',
    itinerary: '',
    itineraryHi: '',
    inclusions: '',
    inclusionsHi: '',
    exclusions: '',
    exclusionsHi: '',
    places: '',
    km: '',
    hours: '',
    prices: { Dzire: '', Zest: '', Ertiga: '', Tavera: '', Crysta: '' },
  };
}

export function packageFields(pkg: TripPackage): PackageFields {
  const prices = emptyPackageFields().prices;
  for (const p of pkg.prices) prices[p.vehicle] = String(p.price);
  return {
    tripType: pkg.tripType,
    title: pkg.title,
    titleHi: pkg.titleHi,
    itinerary: pkg.itinerary.join('\n'),
    itineraryHi: pkg.itineraryHi.join('\n'),
    inclusions: pkg.inclusions.join('\n'),
    inclusionsHi: pkg.inclusionsHi.join('\n'),
    exclusions: pkg.exclusions.join('\n'),
    exclusionsHi: pkg.exclusionsHi.join('\n'),
    places: pkg.places.join(', '),
    km: String(pkg.km),
    hours: String(pkg.hours),
    prices,
  };
}

/** The body the server checks (it answers every wrong field by name). */
export function packageBody(fields: PackageFields): Omit<PackageInput, 'photo'> {
  return {
    tripType: fields.tripType,
    title: fields.title.trim(),
    titleHi: fields.titleHi.trim(),
    itinerary: lines(fields.itinerary),
    itineraryHi: lines(fields.itineraryHi),
    inclusions: lines(fields.inclusions),
    inclusionsHi: lines(fields.inclusionsHi),
    exclusions: lines(fields.exclusions),
    exclusionsHi: lines(fields.exclusionsHi),
    places: fields.places
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    km: Number(fields.km),
    hours: Number(fields.hours),
    prices: PACKAGE_VEHICLES.filter((v) => fields.prices[v].trim() !== '').map((vehicle) => ({
      vehicle,
      price: Number(fields.prices[vehicle]),
    })),
  };
}
