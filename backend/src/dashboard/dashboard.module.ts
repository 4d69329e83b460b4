import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { DashboardController } from './dashboard.controller.js';
import { Dashboard } from './dashboard.service.js';

/**
 * The admin home's figures. Tiles come from the modules that own the data (DashboardTiles, global);
 * the monthly series from the bookings module's BookingStats.
 */
@Module({
  imports: [BookingsModule],
  controllers: [DashboardController],
  providers: [Dashboard],
})
export class DashboardModule {}
