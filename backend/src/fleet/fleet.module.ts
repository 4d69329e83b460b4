import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Cab } from './cab.entity.js';
import { CabsController } from './cabs.controller.js';
import { Driver } from './driver.entity.js';
import { DriversController } from './drivers.controller.js';
import { FleetAvailability } from './fleet-availability.service.js';
import { FleetService } from './fleet.service.js';

/** Drivers and cabs: the admin's records, and the document check an assignment asks for (FleetAvailability). */
@Module({
  imports: [TypeOrmModule.forFeature([Driver, Cab])],
  controllers: [DriversController, CabsController],
  providers: [FleetService, FleetAvailability],
  exports: [FleetAvailability],
})
export class FleetModule {}
