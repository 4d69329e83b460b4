import { BadRequestException, Injectable } from '@nestjs/common';
import type { VehicleRates } from '../fares/fare-schedule.js';
import { pricePackage, type PricedTrip } from '../fares/trip-pricing.js';
import { PackagesService } from '../packages/packages.service.js';
import type { PackageTripType } from './trip-types.js';
import { QUOTE_MESSAGES as M } from './quote-messages.js';

/** Prices for marriage, office, tour and national-park trips: the package's own price per vehicle. */
@Injectable()
export class PackageQuotes {
  constructor(private readonly packages: PackagesService) {}

  async priceFor(
    tripType: PackageTripType,
    packageId: number | undefined,
  ): Promise<{ distance: number; vehicles: string[]; price: (rates: VehicleRates) => PricedTrip }> {
    if (packageId === undefined) throw new BadRequestException(M.packageRequired);
    const pkg = await this.packages.onSaleById(packageId);
    if (!pkg) throw new BadRequestException(M.unknownPackage);
    if (pkg.tripType !== tripType) throw new BadRequestException(M.packageOtherType(tripType));
    return {
      distance: pkg.km,
      vehicles: Object.keys(pkg.prices),
      price: (rates) => pricePackage(pkg, pkg.prices[rates.vehicle] as number),
    };
  }
}
