import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { BookingMonthFigures } from '../src/bookings/booking-month-figures.entity.js';
import { Booking } from '../src/bookings/booking.entity.js';
import { lastMonths } from '../src/dashboard/dashboard-months.js';
import { FigureSlots1765600000000 } from '../src/database/migrations/1765600000000-FigureSlots.js';
import { DataVersion } from '../src/public-reads/data-version.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { book, createOffer, istDate, officeCancels } from './helpers/trips.js';

// GET /api/admin/dashboard: the tiles count what their list shows, the 12-month series counts
// trips not cancelled by IST trip month, and only admins read it. The tests compare figures
// before and after their own bookings, so they run in any order on one database.

interface Dashboard {
  today: string;
  tiles: { id: string; count: number; link: string }[];
  months: { month: string; bookings: number; revenue: number }[];
  tripTypes: { tripType: string; bookings: number }[];
}

describe('GET /api/admin/dashboard', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  const read = async (): Promise<Dashboard> =>
    (await t.http().get('/api/admin/dashboard').set(admin.auth).expect(200)).body.data as Dashboard;
  const tile = (d: Dashboard, id: string) => d.tiles.find((x) => x.id === id) as Dashboard['tiles'][number];
  const month = (d: Dashboard, m: string) => d.months.find((x) => x.month === m) as Dashboard['months'][number];
  const kind = (d: Dashboard, k: string) => d.tripTypes.find((x) => x.tripType === k)?.bookings ?? 0;
  const setDate = (id: number, date: string) => t.db.getRepository(Booking).update({ id }, { date });
  /** A trip today: booked for tomorrow, then moved (a 09:30 pickup today is refused once 09:30 IST has passed). */
  const bookToday = async () => {
    const booking = await book(t, customer, { date: istDate(1) });
    await setDate(booking.id, istDate(0));
    return { ...booking, date: istDate(0) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, 'admin');
    customer = await signUp(t, 'customer');
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    await t.http().get('/api/admin/dashboard').expect(401);
    const agent = await signUp(t, 'agent');
    for (const who of [customer, agent]) {
      const res = await t.http().get('/api/admin/dashboard').set(who.auth).expect(403);
      expect(res.body.message).toBe('You do not have permission to do this.');
    }
  });

  it("counts today's and tomorrow's open trips and links each tile to that list", async () => {
    const before = await read();
    const today = await bookToday();
    await book(t, customer, { date: istDate(1) });
    await book(t, customer, { date: istDate(1) });
    const cancelled = await bookToday();
    await officeCancels(t, admin, cancelled.id);
    const after = await read();
    expect(tile(after, 'tripsToday').count).toBe(tile(before, 'tripsToday').count + 1);
    expect(tile(after, 'tripsTomorrow').count).toBe(tile(before, 'tripsTomorrow').count + 2);
    expect(after.today).toBe(istDate(0));
    expect(tile(after, 'tripsToday').link).toBe(`/admin/view-bookings?open=true&dateFrom=${istDate(0)}&dateTo=${istDate(0)}&sort=date`);

    // The tile's link lists exactly what it counts.
    const listed = await t
      .http()
      .get(`/api/bookings/all?open=true&dateFrom=${istDate(0)}&dateTo=${istDate(0)}`)
      .set(admin.auth)
      .expect(200);
    expect(listed.body.total).toBe(tile(after, 'tripsToday').count);
    expect((listed.body.data as { id: number }[]).map((b) => b.id)).toContain(today.id);
    expect((listed.body.data as { id: number }[]).map((b) => b.id)).not.toContain(cancelled.id);
  });

  it('counts advances reported and not yet verified, as the advance=submitted list does', async () => {
    const before = await read();
    const a = await book(t, customer);
    const b = await book(t, customer);
    for (const booking of [a, b]) {
      await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
      await t.http().post(`/api/bookings/${booking.id}/advance`).set(customer.auth).send({ amount: 500, utr: '412345678901' }).expect(200);
    }
    await t.http().patch(`/api/bookings/${b.id}/advance`).set(admin.auth).send({ advanceAmount: 500 }).expect(200);
    const after = await read();
    expect(tile(after, 'advancesWaiting')).toEqual({
      id: 'advancesWaiting',
      count: tile(before, 'advancesWaiting').count + 1,
      link: '/admin/view-bookings?advance=submitted',
    });
    const listed = await t.http().get('/api/bookings/all?advance=submitted').set(admin.auth).expect(200);
    expect(listed.body.total).toBe(tile(after, 'advancesWaiting').count);
    expect((listed.body.data as { id: number }[]).map((x) => x.id)).toContain(a.id);
  });

  it('gives 12 IST months ending with this one, trips and fares by trip month, cancelled trips and older months left out', async () => {
    const months = lastMonths(istDate(0), 12);
    const before = await read();
    expect(before.months.map((m) => m.month)).toEqual(months);

    const thisMonth = await book(t, customer, { date: istDate(1) });
    const earlier = await book(t, customer);
    await setDate(earlier.id, `${months[0]}-01`);
    const tooOld = await book(t, customer);
    await setDate(tooOld.id, `${lastMonths(istDate(0), 13)[0]}-28`);
    const cancelled = await book(t, customer);
    await officeCancels(t, admin, cancelled.id);
    await setDate(cancelled.id, `${months[0]}-02`);
    const agent = await signUp(t, 'agent');
    const offer = await createOffer(t, agent, { date: istDate(2), amount: 2800 });
    await book(t, customer, { offerId: offer.id });

    const after = await read();
    const thisMonthKey = istDate(1).slice(0, 7);
    const offerMonthKey = istDate(2).slice(0, 7);
    // tomorrow may already be next month on the last day of one; only months in the series count
    const counted = [thisMonthKey, offerMonthKey].filter((m) => months.includes(m));
    const grew = (m: string) => month(after, m).bookings - month(before, m).bookings;
    expect(grew(months[0])).toBe(1);
    expect(month(after, months[0]).revenue - month(before, months[0]).revenue).toBe(earlier.totalAmount);
    if (counted.length === 2 && thisMonthKey === offerMonthKey) {
      expect(grew(thisMonthKey)).toBe(2);
      expect(month(after, thisMonthKey).revenue - month(before, thisMonthKey).revenue).toBe(thisMonth.totalAmount + 2800);
    }
    expect(kind(after, 'offer') - kind(before, 'offer')).toBe(offerMonthKey && months.includes(offerMonthKey) ? 1 : 0);
    expect(after.months.every((m) => Number.isInteger(m.revenue))).toBe(true);
  });

  it('keeps every month live: the figures follow each new, moved, re-priced, cancelled and deleted booking', async () => {
    const months = lastMonths(istDate(0), 12);
    const first = await read();
    const old = await book(t, customer);
    await setDate(old.id, `${months[1]}-10`);
    await bookToday();
    const second = await read();
    expect(month(second, months[1]).bookings).toBe(month(first, months[1]).bookings + 1);
    expect(month(second, months[1]).revenue).toBe(month(first, months[1]).revenue + old.totalAmount);
    expect(month(second, months[11]).bookings).toBe(month(first, months[11]).bookings + 1);
    expect(tile(second, 'tripsToday').count).toBe(tile(first, 'tripsToday').count + 1);

    await t.db.getRepository(Booking).update({ id: old.id }, { totalAmountPaise: 123_400 });
    expect(month(await read(), months[1]).revenue).toBe(month(first, months[1]).revenue + 1234);
    await officeCancels(t, admin, old.id, 'The customer asked us to cancel by phone.');
    expect(month(await read(), months[1])).toEqual(month(first, months[1]));
    // A booking's trip type moves it between the kinds (bookings by trip type).
    const thisMonth = months[11];
    const retyped = await bookToday();
    const third = await read();
    await t.db.getRepository(Booking).update({ id: retyped.id }, { tripType: 'round-trip' });
    const fourth = await read();
    expect(kind(fourth, 'round-trip')).toBe(kind(third, 'round-trip') + 1);
    expect(kind(fourth, 'one-way')).toBe(kind(third, 'one-way') - 1);
    expect(month(fourth, thisMonth)).toEqual(month(third, thisMonth));
    const gone = await book(t, customer);
    await setDate(gone.id, `${months[2]}-03`);
    const before = month(await read(), months[2]).bookings;
    await t.db.getRepository(Booking).delete({ id: gone.id });
    expect(month(await read(), months[2]).bookings).toBe(before - 1);
  });

  it('reads the monthly figures once while nothing is written, and again after any booking is', async () => {
    const months = lastMonths(istDate(0), 12);
    const figures = t.db.getRepository(BookingMonthFigures);
    const reads = jest.spyOn(figures.manager.connection, 'createQueryBuilder');
    const seriesReads = () => reads.mock.calls.filter(([target]) => (target as unknown) === BookingMonthFigures).length;
    try {
      const first = await read();
      const counted = seriesReads();
      const again = await read();
      expect(again.months).toEqual(first.months);
      expect(seriesReads()).toBe(counted);

      const booked = await book(t, customer, { date: istDate(1) });
      const afterBooking = await read();
      expect(seriesReads()).toBeGreaterThan(counted);
      const tomorrow = istDate(1).slice(0, 7);
      if (months.includes(tomorrow)) {
        expect(month(afterBooking, tomorrow).bookings).toBe(month(first, tomorrow).bookings + 1);
      }

      // While another instance's writes could go unheard (Redis configured, not connected), every read counts.
      const unsure = jest.spyOn(t.app.get(DataVersion), 'trusted', 'get').mockReturnValue(false);
      try {
        const before = seriesReads();
        await read();
        await read();
        expect(seriesReads()).toBe(before + 2);
      } finally {
        unsure.mockRestore();
      }
      expect(booked.id).toBeGreaterThan(0);
    } finally {
      reads.mockRestore();
    }
  });

  it("keeps the database's monthly figures equal to a count of every booking", async () => {
    const counted = (await t.db.query(
      "SELECT SUBSTR(date, 1, 7) AS month, status, CASE WHEN offerId IS NULL THEN tripType ELSE 'offer' END AS kind, " +
        'COUNT(*) AS bookings, SUM(totalAmountPaise) AS revenuePaise FROM bookings GROUP BY 1, 2, 3',
    )) as Record<string, string | number>[];
    const kept = await t.db.getRepository(BookingMonthFigures).find();
    const key = (r: Record<string, unknown>) => `${String(r.month)} ${String(r.status)} ${String(r.kind)}`;
    // The figures split each month over several rows (slots): their sums are what counts.
    const asMap = (rows: Record<string, unknown>[]) => {
      const sums: Record<string, [number, number]> = {};
      for (const r of rows) {
        const [bookings, revenue] = sums[key(r)] ?? [0, 0];
        sums[key(r)] = [bookings + Number(r.bookings), revenue + Number(r.revenuePaise)];
      }
      return Object.fromEntries(Object.entries(sums).filter(([, [bookings]]) => bookings !== 0));
    };
    expect(counted.length).toBeGreaterThan(3);
    expect(new Set(kept.map((r) => r.slot)).size).toBeGreaterThan(1);
    expect(asMap(kept as unknown as Record<string, unknown>[])).toEqual(asMap(counted));

    // The bookings list takes its totals for whole months from them: the same as counting.
    const months = lastMonths(istDate(0), 12);
    const last = new Date(Date.UTC(Number(months[11].slice(0, 4)), Number(months[11].slice(5)), 0)).getUTCDate();
    for (const [query, where] of [
      ['status=pending', "status = 'pending'"],
      ['open=false', "status NOT IN ('pending', 'confirmed', 'assigned', 'on-trip')"],
      [
        `status=cancelled&dateFrom=${months[0]}-01&dateTo=${months[11]}-${last}`,
        `status = 'cancelled' AND date >= '${months[0]}-01' AND date <= '${months[11]}-${last}'`,
      ],
      [`dateFrom=${months[11]}-01`, `date >= '${months[11]}-01'`],
    ]) {
      const res = await t.http().get(`/api/bookings/all?${query}&limit=1&page=2`).set(admin.auth).expect(200);
      const [{ n }] = (await t.db.query(`SELECT COUNT(*) AS n FROM bookings WHERE ${where}`)) as { n: number | string }[];
      expect([query, res.body.total]).toEqual([query, Number(n)]);
      expect(Number(n)).toBeGreaterThan(0);
    }
  });

  it('counts the bookings there are again when the figures are split over slots, and when they are joined back', async () => {
    const summed = async () =>
      (
        (await t.db.query(
          'SELECT month, status, kind, SUM(bookings) AS bookings, SUM(revenuePaise) AS revenuePaise FROM booking_month_figures ' +
            'GROUP BY month, status, kind HAVING SUM(bookings) <> 0 ORDER BY month, status, kind',
        )) as Record<string, string | number>[]
      ).map((r) => `${String(r.month)} ${String(r.status)} ${String(r.kind)}: ${Number(r.bookings)}, ${Number(r.revenuePaise)}`);
    const before = await summed();
    expect(before.length).toBeGreaterThan(3);
    const migration = new FigureSlots1765600000000();
    const qr = t.db.createQueryRunner();
    try {
      await migration.down(qr);
      expect(await summed()).toEqual(before);
      await migration.up(qr);
    } finally {
      await qr.release();
    }
    expect(await summed()).toEqual(before);
    const [{ n }] = (await t.db.query('SELECT COUNT(DISTINCT slot) AS n FROM booking_month_figures')) as { n: number | string }[];
    expect(Number(n)).toBeGreaterThan(1);
  });

  it('refuses a tile filter it cannot read, in one sentence', async () => {
    const bad = async (query: string, message: string) => {
      const res = await t.http().get(`/api/bookings/all?${query}`).set(admin.auth).expect(400);
      expect(res.body.message).toBe(message);
    };
    await bad('advance=paid', 'advance must be one of: none, submitted, verified');
    await bad('open=maybe', 'open must be true or false');
  });
});
