import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AuditTrail } from '../src/audit/audit-trail.service.js';
import { HistoryQuery } from '../src/audit/dto/history.query.js';
import { bookingListSource } from '../src/bookings/booking-list.js';
import { formatBookingReference } from '../src/bookings/booking-reference.js';
import { BookingStats } from '../src/bookings/booking-stats.service.js';
import { Booking } from '../src/bookings/booking.entity.js';
import { ListBookingsQuery } from '../src/bookings/dto/list-bookings.query.js';
import { seedScale } from '../src/cli/scale-seed.js';
import type { ListSource } from '../src/common/listing/list-source.js';
import { addDays, todayInIst } from '../src/common/time/ist.js';
import { DistanceService } from '../src/distance/distance.service.js';
import { InvoiceRegister } from '../src/invoices/invoice-register.service.js';
import { ListOffersQuery } from '../src/offers/dto/list-offers.query.js';
import { offerListSource } from '../src/offers/offer-list.js';
import { Offer } from '../src/offers/offer.entity.js';
import { accountListSource } from '../src/users/account-list.js';
import { ListAccountsQuery } from '../src/users/dto/list-accounts.query.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { scratchDatabase, type ScratchDatabase } from './helpers/scratch-db.js';

/**
 * Every query shape of the desk's lists, explained by the database itself (SQLite's EXPLAIN QUERY
 * PLAN, MariaDB's EXPLAIN under `npm run test:db`) on a few thousand seeded bookings: the list's
 * table is always reached through an index, never read whole. The one exception is by nature: a
 * search for text *inside* names or places (aliases `x` and `u` in the search's inner query) reads
 * every row, since no index can find the middle of a word; references (the id), mobiles and e-mails are
 * looked up through indexes.
 */
const COUNTS = { customers: 600, agents: 30, offers: 400, bookings: 4000 };

describe('Every list query uses an index', () => {
  let scratch: ScratchDatabase;
  let t: TestApp;
  let sample: { mobile: string; email: string; reference: string; agentId: number; customerId: number };
  const today = todayInIst(new Date());
  const month = { dateFrom: addDays(today, -60), dateTo: addDays(today, -31) };

  beforeAll(async () => {
    scratch = await scratchDatabase('indexes');
    t = await createTestApp(scratch.env);
    const distances = t.app.get(DistanceService);
    await seedScale(t.db, {
      counts: COUNTS,
      now: new Date(),
      passwordHash: '$2b$04$scale.scale.scale.scale.scale.scale.scale.scale.sca',
      measure: async (to) => (await distances.measure('Jabalpur, MP, India', to)).distance,
    });
    const booking = await t.db.getRepository(Booking).findOneOrFail({ where: { id: 100 }, relations: { user: true } });
    const offer = await t.db.getRepository(Offer).findOneOrFail({ where: {}, order: { id: 'ASC' } });
    sample = {
      mobile: booking.user?.mobile as string,
      email: booking.user?.email as string,
      reference: formatBookingReference(booking.id),
      agentId: offer.agentId,
      customerId: booking.userId,
    };
  });
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
  });

  /** The plan's lines that read a table whole (apart from the contains-search's inner query). */
  async function fullScans(qb: SelectQueryBuilder<ObjectLiteral>): Promise<string[]> {
    const [sql, params] = qb.getQueryAndParameters();
    if (t.db.options.type === 'better-sqlite3') {
      const plan = (await t.db.query(`EXPLAIN QUERY PLAN ${sql}`, params)) as { detail: string }[];
      return plan.map((r) => r.detail).filter((line) => /^SCAN (?!x$|u$)\w+$/.test(line));
    }
    const plan = (await t.db.query(`EXPLAIN ${sql}`, params)) as { table: string | null; type: string | null; key: string | null }[];
    return plan
      .filter((r) => r.table && !['x', 'u'].includes(r.table) && !r.table.startsWith('<') && (r.type === 'ALL' || r.key === null))
      .map((r) => `${r.table}: ${r.type} without an index in ${sql}`);
  }

  async function expectIndexed(source: ListSource<ObjectLiteral>) {
    expect({ page: await fullScans(source.pageQuery(1, 50)), count: await fullScans(source.countQuery()) }).toEqual({
      page: [],
      count: [],
    });
    // Deep pages too, from either end: the offset reads the index, not the table.
    expect(await fullScans(source.pageQuery(200, 50))).toEqual([]);
    expect(await fullScans(source.windowQuery({ offset: 9950, limit: 50, reversed: true }))).toEqual([]);
  }

  const bookings = (query: Partial<ListBookingsQuery>) =>
    bookingListSource(t.db.getRepository(Booking), Object.assign(new ListBookingsQuery(), query));

  it.each([
    ['the default list, newest first', {}],
    ['by status', { status: 'pending' }],
    ['by status and trip month', { status: 'cancelled', ...month }],
    ['by trip dates, sorted by trip date', { ...month, sort: 'date' }],
    ['one trip date', { date: today }],
    ['by booking dates', { createdFrom: month.dateFrom, createdTo: month.dateTo }],
    ['by vehicle', { vehicle: 'Crysta' }],
    ['sorted by fare', { sort: '-totalAmount' }],
    ['sorted by trip date, latest first', { sort: '-date' }],
    ["a day's open trips (a dashboard tile's list)", { open: true, dateFrom: today, dateTo: today, sort: 'date' }],
    ['advances waiting for verification', { advance: 'submitted' }],
  ] as const)('bookings: %s', async (_name, query) => {
    await expectIndexed((await bookings(query)) as ListSource<ObjectLiteral>);
  });

  it('bookings: by customer, by agent, and the searches', async () => {
    for (const query of [
      { customerId: sample.customerId },
      { agentId: sample.agentId },
      { q: sample.reference },
      { q: sample.mobile },
      { q: sample.email },
      { q: 'sharma' },
      { q: '9876' },
      { q: 'bhopal', status: 'confirmed' as const },
    ]) {
      await expectIndexed((await bookings(query)) as ListSource<ObjectLiteral>);
    }
  });

  it.each([
    ['the default list', {}],
    ['active or not', { active: false }],
    ['awaiting approval', { pendingApproval: true }],
    ['by city', { city: 'Katni' }],
    ['by registration dates', { createdFrom: month.dateFrom, createdTo: month.dateTo }],
    ['sorted by name', { sort: 'fullName' }],
    ['a name', { q: 'verma' }],
  ] as const)('customers and agents: %s', async (_name, query) => {
    for (const role of ['customer', 'agent'] as const) {
      const source = accountListSource(t.db.getRepository(User), role, Object.assign(new ListAccountsQuery(), query));
      await expectIndexed(source as ListSource<ObjectLiteral>);
    }
  });

  it('customers: a mobile or an e-mail', async () => {
    for (const q of [sample.mobile, sample.email]) {
      await expectIndexed(
        accountListSource(t.db.getRepository(User), 'customer', Object.assign(new ListAccountsQuery(), { q })) as ListSource<ObjectLiteral>,
      );
    }
  });

  it.each([
    ['the default list', {}],
    ['open', { status: 'open' }],
    ['expired', { status: 'expired' }],
    ['booked', { status: 'booked' }],
    ['by date, sorted by date', { ...month, sort: 'date' }],
    ['one agent, latest trip first (the agent’s own list)', { agentId: 1, sort: '-date' }],
    ['text in places or agents', { q: 'bhopal' }],
  ] as const)('offers: %s', async (_name, query) => {
    const q = Object.assign(new ListOffersQuery(), query, 'agentId' in query ? { agentId: sample.agentId } : {});
    await expectIndexed(offerListSource(t.db.getRepository(Offer), q, { today, defaultSort: '-createdAt' }) as ListSource<ObjectLiteral>);
  });

  it("the dashboard's figures: a day's open trips, advances waiting, the 12-month series", async () => {
    const stats = t.app.get(BookingStats);
    for (const query of [stats.openTripsQuery(today), stats.advancesWaitingQuery(), stats.monthlyQuery(addDays(today, -365), today)]) {
      expect(await fullScans(query as SelectQueryBuilder<ObjectLiteral>)).toEqual([]);
    }
  });

  it("the GST register: a month's invoices in serial order, a batch at a time", async () => {
    const invoices = t.app.get(InvoiceRegister);
    for (const after of [0, 1000]) {
      expect(await fullScans(invoices.registerQuery('2026-10', after) as unknown as SelectQueryBuilder<ObjectLiteral>)).toEqual([]);
    }
  });

  it("histories: a booking's (as the office and as its owner) and a person's", async () => {
    const trail = t.app.get(AuditTrail);
    const query = new HistoryQuery();
    for (const viewer of [{ kind: 'office' }, { kind: 'owner', operatorName: 'x' }] as const) {
      await expectIndexed(trail.entitySource('booking', 100, query, viewer) as ListSource<ObjectLiteral>);
    }
    await expectIndexed(trail.userSource(sample.customerId, query) as ListSource<ObjectLiteral>);
  });
});
