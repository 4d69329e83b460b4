import type { CabResponse, DriverResponse } from './dto/fleet.response.js';
import type { Cab } from './cab.entity.js';
import type { Driver } from './driver.entity.js';
import { type FleetDocument, reviewDocuments } from './fleet-documents.js';

export function driverDocuments(driver: Pick<Driver, 'licenceExpiry'>): FleetDocument[] {
  return [{ kind: 'licence', expiry: driver.licenceExpiry }];
}

export function cabDocuments(cab: Pick<Cab, 'permitExpiry' | 'fitnessExpiry' | 'insuranceExpiry' | 'pucExpiry'>): FleetDocument[] {
  return [
    { kind: 'permit', expiry: cab.permitExpiry },
    { kind: 'fitness', expiry: cab.fitnessExpiry },
    { kind: 'insurance', expiry: cab.insuranceExpiry },
    { kind: 'puc', expiry: cab.pucExpiry },
  ];
}

/** `today` is the IST date the warnings are judged on. */
export function toDriverResponse(driver: Driver, today: string): DriverResponse {
  return {
    id: driver.id,
    name: driver.name,
    mobile: driver.mobile,
    licenceNumber: driver.licenceNumber,
    licenceExpiry: driver.licenceExpiry,
    active: Boolean(driver.active),
    ...reviewDocuments(driverDocuments(driver), today),
  };
}

export function toCabResponse(cab: Cab, today: string): CabResponse {
  return {
    id: cab.id,
    registration: cab.registration,
    vehicle: cab.vehicle,
    seats: cab.seats,
    permitExpiry: cab.permitExpiry,
    fitnessExpiry: cab.fitnessExpiry,
    insuranceExpiry: cab.insuranceExpiry,
    pucExpiry: cab.pucExpiry,
    active: Boolean(cab.active),
    ...reviewDocuments(cabDocuments(cab), today),
  };
}
