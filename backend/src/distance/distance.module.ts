import { Module } from '@nestjs/common';
import { PlacesModule } from '../places/places.module.js';
import { DistanceController } from './distance.controller.js';
import { DistanceService } from './distance.service.js';
import { OsrmRouter } from './osrm-router.js';

/** Needs AppConfig from the app's global config module (for OSRM_URL). */
@Module({
  imports: [PlacesModule],
  controllers: [DistanceController],
  providers: [DistanceService, OsrmRouter],
  exports: [DistanceService],
})
export class DistanceModule {}
