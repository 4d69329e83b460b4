import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'redis';
import type { Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from './helpers/app.js';
import { bookingCreated, emitBookingCreated } from './helpers/booking-events.js';
import { signUp } from './helpers/factories.js';
import { connectSocket, deactivateAndDrain, nextEvent, ofBooking, ownRedisChannel, recordEvents } from './helpers/sockets.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Redis connections named after a key prefix (the adapter names its clients `<prefix>:pub|sub`, the app's own `<prefix>:app`, the versions' `<prefix>:versions-sub`). */
async function redisClientsNamed(prefix: string): Promise<string[]> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  try {
    const list = String(await client.sendCommand(['CLIENT', 'LIST']));
    return [...list.matchAll(/ name=(\S*)/g)].map((m) => m[1]).filter((name) => name.startsWith(`${prefix}:`));
  } finally {
    await client.close();
  }
}

describe('Realtime across instances (Redis adapter)', () => {
  // A prefix of its own, so parallel runs on one Redis never hear each other.
  const prefix = ownRedisChannel().REDIS_KEY_PREFIX;
  const sharedDir = mkdtempSync(join(tmpdir(), 'jbp-shared-'));
  // Both instances on one database: the SQLite file here, or the DATABASE_URL of `npm run test:db`.
  const env = {
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    ...(process.env.DATABASE_URL ? {} : { DATABASE_URL: `sqlite:${join(sharedDir, 'shared.sqlite')}` }),
  };
  let a: TestApp;
  let b: TestApp;
  const open: Socket[] = [];
  const connect = async (t: TestApp, token: string) => {
    const socket = await connectSocket(t, token);
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    rmSync(sharedDir, { recursive: true, force: true });
  });

  it('tells an admin connected to instance B of a booking made on instance A', async () => {
    const admin = await signUp(a, 'admin');
    const customer = await signUp(a, 'customer');
    const adminOnB = await connect(b, admin.token);
    const adminOnA = await connect(a, admin.token);
    const customerOnB = await connect(b, customer.token);
    const heardByCustomer = recordEvents(customerOnB, 'newBooking');
    const event = bookingCreated({ customerName: 'Across Instances' });
    const heard = Promise.all([
      nextEvent(adminOnB, 'newBooking', 5000, ofBooking(event)),
      nextEvent(adminOnA, 'newBooking', 5000, ofBooking(event)),
    ]);

    emitBookingCreated(a, event);

    const [onB, onA] = await heard;
    expect(onB).toEqual({
      bookingId: event.bookingId,
      reference: event.reference,
      customerName: 'Across Instances',
      from: event.from,
      to: event.to,
      date: event.date,
      noticeId: expect.any(Number),
      tripType: 'one-way',
    });
    expect(onA).toEqual(onB);
    await deactivateAndDrain(a, admin, { id: customer.id, socket: customerOnB, kind: 'customers' });
    expect(heardByCustomer).toEqual([]);
  });

  it('closes the sockets on instance B of a user deactivated through instance A', async () => {
    const admin = await signUp(a, 'admin');
    const agent = await signUp(a, 'agent');
    const agentOnB = await connect(b, agent.token);
    const adminOnB = await connect(b, admin.token);
    const closed = nextEvent<string>(agentOnB, 'disconnect');

    await a
      .http()
      .put(`/api/users/agents/${agent.id}/status`)
      .set(admin.auth)
      .send({ active: false, reason: 'No longer works with us.' })
      .expect(200);

    expect(await closed).toBe('io server disconnect');
    expect(adminOnB.connected).toBe(true);
  });

  it('keeps sites with another key prefix apart', async () => {
    const otherEnv = { ...env, REDIS_KEY_PREFIX: `${prefix}-other` };
    const [other, otherSibling] = await Promise.all([createTestApp(otherEnv), createTestApp(otherEnv)]);
    try {
      const admin = await signUp(a, 'admin');
      const adminOnOther = await connect(other, admin.token);
      const adminOnB = await connect(b, admin.token);
      const heardByOther = recordEvents<{ reference: string }>(adminOnOther, 'newBooking');
      const onA = bookingCreated();
      const heardOnB = nextEvent(adminOnB, 'newBooking', 5000, ofBooking(onA));

      emitBookingCreated(a, onA);
      await heardOnB;
      // A notice of the other site, reaching `other` through Redis as a leak would: it comes after.
      const own = bookingCreated();
      const ownHeard = nextEvent(adminOnOther, 'newBooking', 5000, ofBooking(own));
      emitBookingCreated(otherSibling, own);
      await ownHeard;
      // Of this test's two notices (an earlier test file's may come too, see nextEvent).
      const ours = new Set([onA.reference, own.reference]);
      expect(heardByOther.map((n) => n.reference).filter((reference) => ours.has(reference))).toEqual([own.reference]);
    } finally {
      await Promise.all([other.close(), otherSibling.close()]);
    }
  });

  it('opens a publisher, a subscriber and a command connection per instance, plus one subscriber for the messages of every version, and closes them on shutdown', async () => {
    const third = await createTestApp({ ...env, REDIS_KEY_PREFIX: `${prefix}-third` });
    expect((await redisClientsNamed(`${prefix}-third`)).sort()).toEqual([
      `${prefix}-third:app`,
      `${prefix}-third:pub`,
      `${prefix}-third:sub`,
      `${prefix}-third:versions-sub`,
    ]);
    await third.close();
    expect(await redisClientsNamed(`${prefix}-third`)).toEqual([]);
  });

  it('refuses to start when REDIS_URL points nowhere', async () => {
    await expect(createTestApp({ ...env, REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow('Cannot connect to Redis at REDIS_URL');
  });
});
