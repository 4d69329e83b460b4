import { jest } from '@jest/globals';
import { FareVersions } from '../../src/fares/fare-versions.service.js';
import type { TestApp } from './app.js';
import type { SignedIn } from './factories.js';

/** A Dzire's one-way price for 10 km, as anyone is quoted it (GET /api/fares). */
export async function dzire10KmFare(t: TestApp): Promise<number> {
  return (await t.http().get('/api/fares?distance=10&vehicle=Dzire').expect(200)).body.vehicles[0].totalAmount as number;
}

/** Counts `t`'s reads of the newest fare version from the database (FareVersions' private readNewest). */
export function spyOnNewestFareReads(t: TestApp) {
  return jest.spyOn(t.app.get(FareVersions) as unknown as { readNewest: () => Promise<unknown> }, 'readNewest');
}

/**
 * Saves the current fare table on `t` with the Dzire's one-way rate up to 20 km set to `rupees`,
 * runs `check`, then puts the table back (suites sharing one database price with the newest version).
 */
export async function withDzireUpTo20(t: TestApp, admin: SignedIn, rupees: number, check: () => Promise<void>): Promise<void> {
  const table = (await t.http().get('/api/fares/table').set(admin.auth).expect(200)).body.data.table;
  const changed = structuredClone(table);
  changed.vehicles.find((v: { vehicle: string }) => v.vehicle === 'Dzire').oneWay.upTo20 = rupees;
  await t.http().put('/api/fares/table').set(admin.auth).send(changed).expect(200);
  try {
    await check();
  } finally {
    await t.http().put('/api/fares/table').set(admin.auth).send(table).expect(200);
  }
}
