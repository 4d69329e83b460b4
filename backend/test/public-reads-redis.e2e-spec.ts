import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { FareVersions } from '../src/fares/fare-versions.service.js';
import { OffersService } from '../src/offers/offers.service.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { signUp } from './helpers/factories.js';
import { ownRedisChannel } from './helpers/sockets.js';
import { createOffer } from './helpers/trips.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('Public reads and the fare table across instances (versions through Redis)', () => {
  const prefix = ownRedisChannel().REDIS_KEY_PREFIX;
  const sharedDir = mkdtempSync(join(tmpdir(), 'jbp-shared-'));
  const env = {
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    ...(process.env.DATABASE_URL ? {} : { DATABASE_URL: `sqlite:${join(sharedDir, 'shared.sqlite')}` }),
  };
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    rmSync(sharedDir, { recursive: true, force: true });
  });

  const idsOn = async (t: TestApp) => ((await t.http().get('/api/offers').expect(200)).body.data as { id: number }[]).map((o) => o.id);

  it('shows on instance B an offer made on instance A, though B had the list in memory', async () => {
    const agent = await signUp(a, 'agent');
    await createOffer(a, agent);
    const listOpenOnB = jest.spyOn(b.app.get(OffersService), 'listOpen');
    await idsOn(b);
    await idsOn(b);
    expect(listOpenOnB).toHaveBeenCalledTimes(1);

    const offer = await createOffer(a, agent);
    // The bump travels over Redis pub/sub: allow it the few milliseconds that takes.
    const deadline = Date.now() + 2000;
    let seen = await idsOn(b);
    while (!seen.includes(offer.id) && Date.now() < deadline) {
      await sleep(20);
      seen = await idsOn(b);
    }
    expect(seen).toContain(offer.id);
    expect(listOpenOnB).toHaveBeenCalledTimes(2);
  });

  it('prices on instance B with a fare table saved on instance A, though B knew the one before', async () => {
    const admin = await signUp(a, 'admin');
    const dzire10Km = async (t: TestApp) =>
      (await t.http().get('/api/fares?distance=10&vehicle=Dzire').expect(200)).body.vehicles[0].totalAmount as number;
    const fares = b.app.get(FareVersions) as unknown as { readNewest: () => Promise<unknown> };
    const readsOnB = jest.spyOn(fares, 'readNewest');
    const before = await dzire10Km(b);
    await dzire10Km(b);
    // B asks the database which version is the newest once, not for every price.
    expect(readsOnB.mock.calls.length).toBeLessThanOrEqual(1);

    const table = (await a.http().get('/api/fares/table').set(admin.auth).expect(200)).body.data.table;
    const changed = structuredClone(table);
    changed.vehicles.find((v: { vehicle: string }) => v.vehicle === 'Dzire').oneWay.upTo20 = before + 1;
    await a.http().put('/api/fares/table').set(admin.auth).send(changed).expect(200);
    try {
      const deadline = Date.now() + 2000;
      let price = await dzire10Km(b);
      while (price !== before + 1 && Date.now() < deadline) {
        await sleep(20);
        price = await dzire10Km(b);
      }
      expect(price).toBe(before + 1);
    } finally {
      // Suites sharing one database price with the newest version: put the table back.
      await a.http().put('/api/fares/table').set(admin.auth).send(table).expect(200);
    }
  });
});
