import { Module } from '@nestjs/common';
import { DistanceModule } from '../distance/distance.module.js';
import { FaresModule } from '../fares/fares.module.js';
import { PackagesModule } from '../packages/packages.module.js';
import { PackageQuotes } from './package-quotes.js';
import { QuotesController } from './quotes.controller.js';
import { QuotesService } from './quotes.service.js';
import { TripTypesController } from './trip-types.controller.js';

/** Trip types and quotes for every type; bookings price through QuotesService. */
@Module({
  imports: [DistanceModule, FaresModule, PackagesModule],
  controllers: [TripTypesController, QuotesController],
  providers: [QuotesService, PackageQuotes],
  exports: [QuotesService],
})
export class TripsModule {}
