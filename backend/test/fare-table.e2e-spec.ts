import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { FIRST_FARE_SCHEDULE } from '../src/fares/fare-schedule.js';
import { FareTableVersion } from '../src/fares/fare-table-version.js';
import { FareVersion } from '../src/fares/fare-version.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { dzire10KmFare, spyOnNewestFareReads, withDzireUpTo20 } from './helpers/fares.js';

describe('GET/PUT /api/fares/table', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, customer, agent] = [await signUp(t, 'admin'), await signUp(t, 'customer'), await signUp(t, 'agent')];
  });
  afterAll(() => t.close());

  const versionCount = () => t.db.getRepository(FareVersion).count();

  it('shows an admin the current table; version 1 is the spec table and the defaults', async () => {
    // Suites sharing one database (MariaDB in CI) may have saved newer versions: compare with the newest.
    const versions = t.db.getRepository(FareVersion);
    expect(await versions.findOneByOrFail({ id: 1 })).toMatchObject({ createdById: null, schedule: FIRST_FARE_SCHEDULE });
    const [newest] = await versions.find({ order: { id: 'DESC' }, take: 1 });
    const res = await t.http().get('/api/fares/table').set(admin.auth).expect(200);
    expect(res.body.data).toMatchObject({ id: newest.id, table: newest.schedule });
    expect(res.body.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  });

  it.each([
    ['no token', undefined, 401],
    ['a customer', 'customer', 403],
    ['an agent', 'agent', 403],
  ])('refuses %s, reading or writing', async (_who, role, status) => {
    const auth = role === 'customer' ? customer.auth : role === 'agent' ? agent.auth : {};
    await t.http().get('/api/fares/table').set(auth).expect(status);
    const before = await versionCount();
    await t.http().put('/api/fares/table').set(auth).send(FIRST_FARE_SCHEDULE).expect(status);
    expect(await versionCount()).toBe(before);
  });

  it('answers 400 naming each wrong figure, and saves nothing', async () => {
    const table = structuredClone(FIRST_FARE_SCHEDULE);
    table.vehicles[1].roundTripPerKm = 0;
    table.gstPercent = 40;
    const before = await versionCount();
    const res = await t.http().put('/api/fares/table').set(admin.auth).send(table).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: 'Dzire roundTripPerKm must be between 1 and 1000000; gstPercent must be between 0 and 28.',
    });
    expect(await versionCount()).toBe(before);
  });

  it('saves a change as a new version, audited, which then prices the public fares', async () => {
    const table = structuredClone(FIRST_FARE_SCHEDULE);
    table.vehicles[1].oneWay.upTo20 = 850; // Dzire
    const res = await t.http().put('/api/fares/table').set(admin.auth).send(table).expect(200);
    const id = res.body.data.id as number;
    expect(id).toBeGreaterThan(1);
    expect(res.body.data.createdBy).toEqual({ id: admin.id, fullName: expect.any(String) });
    expect(res.body.data.table.vehicles[1].oneWay.upTo20).toBe(850);

    const current = await t.http().get('/api/fares/table').set(admin.auth).expect(200);
    expect(current.body.data.id).toBe(id);
    const fares = await t.http().get('/api/fares?distance=10&vehicle=Dzire').expect(200);
    expect(fares.body.vehicles[0].totalAmount).toBe(850);
    // Version 1 stays as it was.
    expect((await t.db.getRepository(FareVersion).findOneByOrFail({ id: 1 })).schedule).toEqual(FIRST_FARE_SCHEDULE);

    const audit = await t.db.getRepository(AuditEntry).findOneByOrFail({ entityType: 'fare', entityId: id });
    expect(audit).toMatchObject({ actorId: admin.id, action: 'fare.table-changed', after: { fareVersion: id } });

    // Put the spec's table back for the other suites sharing a MariaDB database.
    await t.http().put('/api/fares/table').set(admin.auth).send(FIRST_FARE_SCHEDULE).expect(200);
  });
  it("tells anyone the cancellation terms of the current version, and the next version's once saved", async () => {
    const before = (await t.http().get('/api/fares/table').set(admin.auth).expect(200)).body.data;
    const terms = await t.http().get('/api/fares/cancellation').expect(200);
    expect(terms.body.data).toEqual({
      fareVersion: before.id,
      freeHoursBefore: before.table.cancellation.freeHoursBefore,
      slabs: [...before.table.cancellation.slabs].sort((a, b) => b.hoursBefore - a.hoursBefore),
    });
    const table = structuredClone(before.table);
    table.cancellation = {
      freeHoursBefore: 48,
      slabs: [
        { hoursBefore: 0, percent: 100 },
        { hoursBefore: 48, percent: 10 },
      ],
    };
    const saved = await t.http().put('/api/fares/table').set(admin.auth).send(table).expect(200);
    try {
      const next = await t.http().get('/api/fares/cancellation').set(customer.auth).expect(200);
      expect(next.body.data).toEqual({
        fareVersion: saved.body.data.id,
        freeHoursBefore: 48,
        slabs: [
          { hoursBefore: 48, percent: 10 },
          { hoursBefore: 0, percent: 100 },
        ],
      });
    } finally {
      // Suites sharing one database price with the newest version: put the earlier terms back.
      await t.http().put('/api/fares/table').set(admin.auth).send(before.table).expect(200);
    }
  });

  it('asks the database for the newest version once until a table is saved, and every time while it cannot be sure', async () => {
    const reads = spyOnNewestFareReads(t);
    const price = () => dzire10KmFare(t);
    try {
      await price();
      reads.mockClear();
      const before = await price();
      await price();
      expect(reads).not.toHaveBeenCalled();

      await withDzireUpTo20(t, admin, before + 1, async () => {
        reads.mockClear();
        expect(await price()).toBe(before + 1);
        await price();
        expect(reads).toHaveBeenCalledTimes(1);

        // Redis configured but away: another instance's table could go unheard, so each price asks.
        const unsure = jest.spyOn(t.app.get(FareTableVersion), 'trusted', 'get').mockReturnValue(false);
        reads.mockClear();
        await price();
        await price();
        expect(reads).toHaveBeenCalledTimes(2);
        unsure.mockRestore();
      });
    } finally {
      reads.mockRestore();
    }
  });
});
