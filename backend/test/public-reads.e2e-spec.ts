import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Clock } from '../src/common/time/clock.js';
import { insertRow } from '../src/database/insert-rows.js';
import { Offer } from '../src/offers/offer.entity.js';
import { OffersService } from '../src/offers/offers.service.js';
import { PlacesService } from '../src/places/places.service.js';
import { DataVersion } from '../src/public-reads/data-version.js';
import { User } from '../src/users/user.entity.js';
import { baseUrl, createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { createOffer, istDate, passenger } from './helpers/trips.js';

type Listed = { id: number; amount: number };

describe('Public reads served from memory (GET /api/offers, GET /api/places)', () => {
  let t: TestApp;
  let agent: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [agent, customer] = await Promise.all([signUp(t, 'agent'), signUp(t, 'customer')]);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(() => t.close());

  const offers = () => t.http().get('/api/offers').expect(200);
  const ids = async () => ((await offers()).body.data as Listed[]).map((o) => o.id);

  it('reads the database once, then answers from memory with the same bytes and ETag until data changes', async () => {
    await createOffer(t, agent);
    const listOpen = jest.spyOn(t.app.get(OffersService), 'listOpen');
    const first = await offers();
    const second = await offers();
    expect(listOpen).toHaveBeenCalledTimes(1);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // The security headers the full stack set (helmet's) come with the answer from memory too. How the
    // body is framed is not among them: a compressed first answer streams (chunked), one from memory has
    // its length (on MariaDB the list holds other suites' offers too, so it is big enough to compress).
    const perConnection = ['date', 'connection', 'keep-alive', 'x-request-id', 'content-length', 'transfer-encoding'];
    const lasting = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([n]) => !perConnection.includes(n)));
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    // Its own request id, or the caller's.
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const traced = await t.http().get('/api/offers').set('X-Request-Id', 'proxy-42').expect(200);
    expect(traced.headers['x-request-id']).toBe('proxy-42');
    expect(listOpen).toHaveBeenCalledTimes(1);
  });

  it('answers 304 with no body to a client whose ETag is still current, 200 once it is not', async () => {
    const { etag } = (await offers()).headers;
    const unchanged = await t.http().get('/api/offers').set('If-None-Match', etag).expect(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await t.http().get('/api/offers').set('If-None-Match', etag).set('X-Request-Id', 'proxy-43').expect(304);
    expect(traced.headers['x-request-id']).toBe('proxy-43');
    const offer = await createOffer(t, agent);
    const changed = await t.http().get('/api/offers').set('If-None-Match', etag).expect(200);
    expect((changed.body.data as Listed[]).map((o) => o.id)).toContain(offer.id);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows a new offer at once', async () => {
    await ids();
    const offer = await createOffer(t, agent);
    expect(await ids()).toContain(offer.id);
  });

  it('drops a booked offer at once', async () => {
    const offer = await createOffer(t, agent);
    expect(await ids()).toContain(offer.id);
    await t.http().post('/api/bookings').set(customer.auth).send({ offerId: offer.id, passenger: passenger() }).expect(201);
    expect(await ids()).not.toContain(offer.id);
  });

  it('drops the offers of an agent made inactive, and shows them again when active', async () => {
    const other = await signUp(t, 'agent');
    const offer = await createOffer(t, other);
    expect(await ids()).toContain(offer.id);
    await t.db.getRepository(User).update({ id: other.id }, { active: false });
    expect(await ids()).not.toContain(offer.id);
    await t.db.getRepository(User).update({ id: other.id }, { active: true });
    expect(await ids()).toContain(offer.id);
  });

  it('sees a change written by any code through the database layer, inside a transaction or not', async () => {
    const offer = await createOffer(t, agent, { amount: 2000 });
    const amountOf = async () => ((await offers()).body.data as Listed[]).find((o) => o.id === offer.id)?.amount;
    expect(await amountOf()).toBe(2000);
    await t.db.getRepository(Offer).update({ id: offer.id }, { amountPaise: 210_000 });
    expect(await amountOf()).toBe(2100);
    await t.db.transaction((manager) => manager.update(Offer, { id: offer.id }, { amountPaise: 220_000 }));
    expect(await amountOf()).toBe(2200);
  });

  it("hears rows written by insertRows (bookings' own insert) when their transaction ends, not before", async () => {
    const version = t.app.get(DataVersion);
    const row = { role: 'customer', fullName: 'Raw Insert', email: `raw-${Date.now()}@example.test`, mobile: null } as const;
    let before = version.current;
    await expect(
      t.db.transaction(async (manager) => {
        await insertRow(manager, User, { ...row, passwordHash: 'x', active: true, language: 'en' });
        expect(version.current).toBe(before);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(version.current).toBeGreaterThan(before);
    before = version.current;
    await t.db.transaction(async (manager) => {
      await insertRow(manager, User, { ...row, passwordHash: 'x', active: true, language: 'en' });
      expect(version.current).toBe(before);
    });
    expect(version.current).toBeGreaterThan(before);
  });

  it('shows the rows as they were after a rolled-back write, though a list was read while it was open', async () => {
    const offer = await createOffer(t, agent, { amount: 2500 });
    const amountOf = async () => ((await offers()).body.data as Listed[]).find((o) => o.id === offer.id)?.amount;
    let readMeanwhile: number | undefined;
    await expect(
      t.db.transaction(async (manager) => {
        await manager.update(Offer, { id: offer.id }, { amountPaise: 100 });
        // On SQLite every query shares the one connection, so this read sees the open write.
        readMeanwhile = await amountOf();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect([1, 2500]).toContain(readMeanwhile);
    expect(await amountOf()).toBe(2500);
  });

  it('expires an offer at midnight India time with no write at all', async () => {
    const date = istDate(1);
    const offer = await createOffer(t, agent, { date });
    const clock = jest.spyOn(t.app.get(Clock, { strict: false }), 'now').mockReturnValue(new Date(`${date}T18:29:59Z`));
    expect(await ids()).toContain(offer.id);
    expect(await ids()).toContain(offer.id);
    clock.mockReturnValue(new Date(`${date}T18:30:00Z`));
    expect(await ids()).not.toContain(offer.id);
  });

  it('sends the list compressed, brotli first, gzip to a client that refuses brotli', async () => {
    for (let i = 0; i < 5; i++) await createOffer(t, agent);
    const plain = await offers();
    expect(Buffer.byteLength(plain.text)).toBeGreaterThan(1024);
    // node:http, not supertest: supertest would undo the encoding before the test could see it.
    const raw = (accept: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get(`${baseUrl(t)}/api/offers`, { headers: { 'Accept-Encoding': accept } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const gz = await raw('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers a place lookup from memory after the first time, per text and limit', async () => {
    const suggest = jest.spyOn(t.app.get(PlacesService), 'suggest');
    const a = await t.http().get('/api/places?text=bho').expect(200);
    const b = await t.http().get('/api/places?text=bho').expect(200);
    const c = await t.http().get('/api/places?text=bho&limit=2').expect(200);
    expect(b.text).toBe(a.text);
    expect(c.body).toHaveLength(2);
    expect(suggest).toHaveBeenCalledTimes(2);
    await t.http().get('/api/places?text=bho').set('If-None-Match', a.headers.etag).expect(304);
  });

  it('never keeps a refused lookup', async () => {
    const long = 'x'.repeat(101);
    await t.http().get(`/api/places?text=${long}`).expect(400);
    await t.http().get(`/api/places?text=${long}`).expect(400);
  });
});
