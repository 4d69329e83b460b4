import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createClient } from 'redis';
import { VersionChannels } from '../src/common/redis/version-channels.js';
import { FareTableVersion } from '../src/fares/fare-table-version.js';
import { DataVersion } from '../src/public-reads/data-version.js';
import { UsersVersion } from '../src/users/users-version.js';
import { OffersService } from '../src/offers/offers.service.js';
import { UsersService } from '../src/users/users.service.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { signUp } from './helpers/factories.js';
import { dzire10KmFare, spyOnNewestFareReads, withDzireUpTo20 } from './helpers/fares.js';
import { ownRedisChannel } from './helpers/sockets.js';
import { createOffer } from './helpers/trips.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Reads until `done` holds of the answer (every 20 ms, for up to 3 s) and answers the last one: a
 * bump travels over Redis pub/sub, so another instance hears it a few milliseconds later.
 */
async function pollUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 3000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(20);
    value = await read();
  }
  return value;
}

describe('Public reads, the fare table and signed-in users across instances (versions through Redis)', () => {
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
    const [onA, onB] = [a.app.get(DataVersion), b.app.get(DataVersion)];
    const [startA, startB] = [onA.current, onB.current];
    const agent = await signUp(a, 'agent');
    await createOffer(a, agent);
    // B hears A's bumps over Redis a few milliseconds later; a list B read before that would be kept
    // under a number about to move, and read again.
    expect(await pollUntil(() => onB.current - startB >= onA.current - startA, Boolean)).toBe(true);
    const listOpenOnB = jest.spyOn(b.app.get(OffersService), 'listOpen');
    await idsOn(b);
    await idsOn(b);
    expect(listOpenOnB).toHaveBeenCalledTimes(1);

    const offer = await createOffer(a, agent);
    const seen = await pollUntil(
      () => idsOn(b),
      (ids) => ids.includes(offer.id),
    );
    expect(seen).toContain(offer.id);
    expect(listOpenOnB).toHaveBeenCalledTimes(2);
  });

  it('prices on instance B with a fare table saved on instance A, though B knew the one before', async () => {
    const admin = await signUp(a, 'admin');
    const readsOnB = spyOnNewestFareReads(b);
    const before = await dzire10KmFare(b);
    await dzire10KmFare(b);
    // B asks the database which version is the newest once, not for every price.
    expect(readsOnB.mock.calls.length).toBeLessThanOrEqual(1);

    await withDzireUpTo20(a, admin, before + 1, async () => {
      const price = await pollUntil(
        () => dzire10KmFare(b),
        (fare) => fare === before + 1,
      );
      expect(price).toBe(before + 1);
    });
  });

  it('refuses on instance B the token of a user deactivated on instance A, though B had the user in memory', async () => {
    const admin = await signUp(a, 'admin');
    const agent = await signUp(a, 'agent');
    const readsOnB = jest.spyOn(b.app.get(UsersService), 'findById');
    await b.http().get('/api/auth/profile').set(agent.auth).expect(200);
    await b.http().get('/api/auth/profile').set(agent.auth).expect(200);
    // The token's user is read once; the profile itself reads the row each time.
    const readsOfAgent = readsOnB.mock.calls.filter(([id]) => id === agent.id).length;
    expect(readsOfAgent).toBe(3);

    await a
      .http()
      .put(`/api/users/agents/${agent.id}/status`)
      .set(admin.auth)
      .send({ active: false, reason: 'Left the trade.' })
      .expect(200);
    const status = await pollUntil(
      async () => (await b.http().get('/api/auth/profile').set(agent.auth)).status,
      (answer) => answer === 401,
    );
    expect(status).toBe(401);
  });

  it('hears every version on one subscriber; after that connection drops, every version moves and messages are heard again', async () => {
    const own = `${prefix}-c`;
    const c = await createTestApp({ ...env, REDIS_KEY_PREFIX: own });
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      const versions = [c.app.get(DataVersion), c.app.get(FareTableVersion), c.app.get(UsersVersion)];
      const channels = c.app.get(VersionChannels);
      expect(channels.trusted).toBe(true);
      const waitUntil = async (done: () => boolean) => expect(await pollUntil(done, Boolean)).toBe(true);

      let before = versions.map((v) => v.current);
      await redis.publish(`${own}:users-version`, 'another instance');
      await waitUntil(() => versions[2].current === before[2] + 1);
      expect(versions.slice(0, 2).map((v) => v.current)).toEqual(before.slice(0, 2));

      before = versions.map((v) => v.current);
      const list = String(await redis.sendCommand(['CLIENT', 'LIST']));
      const id = new RegExp(`id=(\\d+) [^\\n]* name=${own}:versions-sub `).exec(list)?.[1];
      expect(id).toBeDefined();
      await redis.sendCommand(['CLIENT', 'KILL', 'ID', String(id)]);
      await waitUntil(() => channels.trusted && versions.every((v, i) => v.current > before[i]));

      before = versions.map((v) => v.current);
      await redis.publish(`${own}:data-version`, 'another instance');
      await waitUntil(() => versions[0].current === before[0] + 1);
    } finally {
      await redis.close();
      await c.close();
    }
  });
});
