import { NotFoundException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Cab } from './cab.entity.js';
import { Driver } from './driver.entity.js';
import { cabDocuments, driverDocuments } from './fleet.mapper.js';
import { expiredDocumentRefusal } from './fleet-documents.js';
import { FLEET_MESSAGES } from './fleet.service.js';

export const AVAILABILITY_MESSAGES = {
  driverInactive: (name: string) => `Driver ${name} is marked inactive; make them active before assigning a trip.`,
  cabInactive: (registration: string) => `Cab ${registration} is marked inactive; make it active before assigning a trip.`,
};

/**
 * What an assignment asks the fleet: this driver and cab, locked for the caller's transaction
 * (so two assignments of one driver or cab run one after the other on MySQL/MariaDB; SQLite's
 * writes already do), 404 if unknown, 422 naming an expired document or an inactive record.
 */
@Injectable()
export class FleetAvailability {
  async lockForTrip(manager: EntityManager, driverId: number, cabId: number, tripDate: string): Promise<{ driver: Driver; cab: Cab }> {
    const sqlite = manager.connection.options.type === 'better-sqlite3';
    const lock = sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } };
    // Always the driver first, then the cab: one order for every transaction, so none deadlock.
    const driver = await manager.findOne(Driver, { where: { id: driverId }, ...lock });
    if (!driver) throw new NotFoundException(FLEET_MESSAGES.driverNotFound);
    const cab = await manager.findOne(Cab, { where: { id: cabId }, ...lock });
    if (!cab) throw new NotFoundException(FLEET_MESSAGES.cabNotFound);
    if (!driver.active) throw new UnprocessableEntityException(AVAILABILITY_MESSAGES.driverInactive(driver.name));
    if (!cab.active) throw new UnprocessableEntityException(AVAILABILITY_MESSAGES.cabInactive(cab.registration));
    const refusal =
      expiredDocumentRefusal(`driver ${driver.name}`, driverDocuments(driver), tripDate) ??
      expiredDocumentRefusal(`cab ${cab.registration}`, cabDocuments(cab), tripDate);
    if (refusal) throw new UnprocessableEntityException(refusal);
    return { driver, cab };
  }
}
