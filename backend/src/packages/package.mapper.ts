import { VEHICLES } from '../fares/fare-schedule.js';
import type { PackageDto } from './dto/package.response.js';
import type { TripPackage } from './trip-package.entity.js';

export function toPackageResponse(pkg: TripPackage, photoUrl: (id: number | null) => string | null): PackageDto {
  return {
    id: pkg.id,
    tripType: pkg.tripType,
    title: pkg.title,
    titleHi: pkg.titleHi,
    itinerary: pkg.itinerary,
    itineraryHi: pkg.itineraryHi,
    inclusions: pkg.inclusions,
    inclusionsHi: pkg.inclusionsHi,
    exclusions: pkg.exclusions,
    exclusionsHi: pkg.exclusionsHi,
    places: pkg.places,
    km: pkg.km,
    hours: pkg.hours,
    prices: VEHICLES.flatMap((vehicle) => (pkg.prices[vehicle] === undefined ? [] : [{ vehicle, price: pkg.prices[vehicle] }])),
    photo: photoUrl(pkg.photoFileId),
    active: pkg.active,
  };
}
