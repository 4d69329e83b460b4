import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FareSchedule } from '../src/fares/fare-schedule.js';
import { FIRST_FARE_SCHEDULE } from '../src/fares/fare-schedule.js';
import { FareVersion } from '../src/fares/fare-version.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';

describe('GET /api/fares/versions', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, customer, agent] = [await signUp(t, 'admin'), await signUp(t, 'customer'), await signUp(t, 'agent')];
  });
  afterAll(() => t.close());

  it('lists the versions newest first, each with who saved it and the figures it changed', async () => {
    // Suites sharing one database (MariaDB in CI) may have saved versions already: start from the newest.
    const start = (await t.http().get('/api/fares/table').set(admin.auth).expect(200)).body.data as { id: number; table: FareSchedule };
    const first = structuredClone(start.table);
    first.vehicles[1].oneWay.upTo20 += 50; // Dzire
    first.gstPercent = start.table.gstPercent === 12 ? 18 : 12;
    const second = structuredClone(first);
    const discountBefore = start.table.oneWay.emptyReturnDiscountPercent ?? 40;
    second.oneWay.emptyReturnDiscountPercent = discountBefore === 25 ? 30 : 25;
    second.cancellation.slabs[1].percent = start.table.cancellation.slabs[1].percent === 60 ? 70 : 60;
    await t.http().put('/api/fares/table').set(admin.auth).send(first).expect(200);
    await t.http().put('/api/fares/table').set(admin.auth).send(second).expect(200);

    const total = await t.db.getRepository(FareVersion).count();
    const res = await t.http().get('/api/fares/versions?limit=3').set(admin.auth).expect(200);
    expect(res.headers['x-total-count']).toBe(String(total));
    const two = await t.http().get('/api/fares/versions?limit=2').set(admin.auth).expect(200);
    expect(two.headers.link).toContain('</api/fares/versions?limit=2&page=2>; rel="next"');
    expect(two.body.data).toEqual(res.body.data.slice(0, 2));
    const [newest, middle, before] = res.body.data as {
      version: number;
      createdAt: string;
      createdBy: { id: number; name: string } | null;
      changes: unknown[];
    }[];
    expect(res.body.data).toHaveLength(3);
    expect(before.version).toBe(start.id);
    expect(middle.version).toBeGreaterThan(start.id);
    expect(newest.version).toBeGreaterThan(middle.version);
    expect(newest.createdBy).toEqual({ id: admin.id, name: expect.any(String) });
    expect(newest.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(middle.changes).toEqual([
      { path: 'vehicles.Dzire.oneWay.upTo20', before: start.table.vehicles[1].oneWay.upTo20, after: first.vehicles[1].oneWay.upTo20 },
      { path: 'gstPercent', before: start.table.gstPercent, after: first.gstPercent },
    ]);
    expect(newest.changes).toEqual([
      { path: 'oneWay.emptyReturnDiscountPercent', before: discountBefore, after: second.oneWay.emptyReturnDiscountPercent },
      {
        path: 'cancellation.slabs.1.percent',
        before: start.table.cancellation.slabs[1].percent,
        after: second.cancellation.slabs[1].percent,
      },
    ]);

    // The last page holds version 1: the spec table, saved by the migration, changing nothing.
    const last = await t.http().get(`/api/fares/versions?limit=1&page=${total}`).set(admin.auth).expect(200);
    expect(last.body.data).toEqual([{ version: 1, createdAt: expect.any(String), createdBy: null, changes: [] }]);
    expect(last.headers.link).not.toContain('rel="next"');

    // Put the spec's table back for the other suites sharing a MariaDB database.
    await t.http().put('/api/fares/table').set(admin.auth).send(FIRST_FARE_SCHEDULE).expect(200);
  });

  it('pages 20 at a time by default', async () => {
    const res = await t.http().get('/api/fares/versions').set(admin.auth).expect(200);
    expect(res.body.data.length).toBe(Math.min(20, Number(res.headers['x-total-count'])));
    expect(res.headers.link).toContain('rel="first"');
  });

  it.each([
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['page=abc', 'page must be a whole number from 1 to 100000'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=2.5', 'limit must be a whole number from 1 to 100'],
  ])('answers 400 with one sentence for %s', async (query, message) => {
    const res = await t.http().get(`/api/fares/versions?${query}`).set(admin.auth).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers the bad limit in Hindi when asked', async () => {
    const res = await t.http().get('/api/fares/versions?limit=500').set(admin.auth).set('Accept-Language', 'hi').expect(400);
    expect(res.body.message).toBe('सीमा 1 से 100 तक की पूर्ण संख्या होनी चाहिए');
  });

  it.each([
    ['no token', undefined, 401],
    ['a customer', 'customer', 403],
    ['an agent', 'agent', 403],
  ])('refuses %s', async (_who, role, status) => {
    const auth = role === 'customer' ? customer.auth : role === 'agent' ? agent.auth : {};
    const res = await t.http().get('/api/fares/versions').set(auth).expect(status);
    expect(res.body.data).toBeUndefined();
  });
});
