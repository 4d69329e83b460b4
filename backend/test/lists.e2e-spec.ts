import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { Booking } from '../src/bookings/booking.entity.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { newAccount, type SignedIn, signUp } from './helpers/factories.js';
import { assignedTrip, closeTrip } from './helpers/closed-trips.js';
import { book, createOffer, istDate, officeCancels, passenger, setOfferDate } from './helpers/trips.js';

// The desk's lists: every filter, the search, sort, paging and the headers, on bookings,
// customers, agents and offers. Each test narrows to rows it made itself, so tests share one
// database in any order.

const ids = (res: Response) => ((Array.isArray(res.body) ? res.body : res.body.data) as { id: number }[]).map((r) => r.id);

/** The Link header as {rel: url}. */
function links(res: Response): Record<string, string> {
  const header = res.headers.link as string | undefined;
  if (!header) return {};
  return Object.fromEntries(
    header.split(', ').map((part) => {
      const [, url, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
      return [rel, url];
    }),
  );
}

describe('The desk lists', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let agent: SignedIn;
  const get = (path: string, who: SignedIn = admin) => t.http().get(path).set(who.auth);

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'http://remote.example' });
    admin = await signUp(t, 'admin');
    customer = await signUp(t, 'customer');
    agent = await signUp(t, 'agent');
  });
  afterAll(() => t.close());

  describe('GET /api/bookings/all', () => {
    it('pages 50 at a time by default, with the total and RFC 8288 links that keep the filters', async () => {
      const me = await signUp(t, 'customer');
      const made: number[] = [];
      for (let i = 0; i < 5; i += 1) made.push((await book(t, me)).id);
      const first = await get(`/api/bookings/all?customerId=${me.id}&limit=2&sort=createdAt`).expect(200);
      expect(first.body).toMatchObject({ total: 5, page: 1, limit: 2 });
      expect(ids(first)).toEqual(made.slice(0, 2));
      expect(first.headers['x-total-count']).toBe('5');
      expect(links(first)).toEqual({
        first: `/api/bookings/all?customerId=${me.id}&limit=2&sort=createdAt&page=1`,
        next: `/api/bookings/all?customerId=${me.id}&limit=2&sort=createdAt&page=2`,
        last: `/api/bookings/all?customerId=${me.id}&limit=2&sort=createdAt&page=3`,
      });
      const last = await get(links(first).last).expect(200);
      expect(ids(last)).toEqual(made.slice(4));
      expect(Object.keys(links(last))).toEqual(['first', 'prev', 'last']);
      expect((await get(`/api/bookings/all?customerId=${me.id}`).expect(200)).body.limit).toBe(50);
      const beyond = await get(`/api/bookings/all?customerId=${me.id}&page=9`).expect(200);
      expect(beyond.body).toMatchObject({ data: [], total: 5, page: 9 });
    });

    it('shows the headers to a remote on another origin', async () => {
      const res = await get('/api/bookings/all?limit=1').set('Origin', 'http://remote.example').expect(200);
      expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count,Link,Content-Disposition');
    });

    it('sorts by booking time, trip date or fare, either way', async () => {
      const me = await signUp(t, 'customer');
      const later = await book(t, me, { date: istDate(20), to: 'Nagpur' });
      const sooner = await book(t, me, { date: istDate(10), to: 'Katni' });
      const sameDayLater = await book(t, me, { date: istDate(10), time: '18:00', to: 'Bhopal' });
      const list = (sort: string) => get(`/api/bookings/all?customerId=${me.id}&sort=${sort}`).expect(200).then(ids);
      expect(await list('-createdAt')).toEqual([sameDayLater.id, sooner.id, later.id]);
      expect(await list('createdAt')).toEqual([later.id, sooner.id, sameDayLater.id]);
      expect(await list('date')).toEqual([sooner.id, sameDayLater.id, later.id]);
      expect(await list('-date')).toEqual([later.id, sameDayLater.id, sooner.id]);
      const byFare = [later, sooner, sameDayLater].sort((a, b) => a.totalAmount - b.totalAmount || a.id - b.id).map((b) => b.id);
      expect(await list('totalAmount')).toEqual(byFare);
    });

    it('filters by status, vehicle, trip dates, booking dates, customer and agent', async () => {
      const me = await signUp(t, 'customer');
      const dzire = await book(t, me, { vehicle: 'Dzire', date: istDate(5) });
      const crysta = await book(t, me, { vehicle: 'Crysta', date: istDate(9) });
      await officeCancels(t, admin, crysta.id);
      // Booked on an earlier IST day: 2025-10-01 05:00 IST.
      await t.db.getRepository(Booking).update({ id: dzire.id }, { createdAt: new Date('2025-09-30T23:30:00Z') });
      const offer = await createOffer(t, agent, { date: istDate(4) });
      const fromOffer = await book(t, me, { offerId: offer.id });
      const list = (query: string) => get(`/api/bookings/all?customerId=${me.id}&sort=date&${query}`).expect(200).then(ids);

      expect(await list('status=cancelled')).toEqual([crysta.id]);
      expect(await list('status=PENDING')).toEqual([fromOffer.id, dzire.id]);
      expect(await list('vehicle=crysta')).toEqual([crysta.id]);
      expect(await list(`date=${istDate(9)}`)).toEqual([crysta.id]);
      expect(await list(`dateFrom=${istDate(5)}`)).toEqual([dzire.id, crysta.id]);
      expect(await list(`dateTo=${istDate(5)}`)).toEqual([fromOffer.id, dzire.id]);
      expect(await list(`dateFrom=${istDate(5)}&dateTo=${istDate(5)}`)).toEqual([dzire.id]);
      expect(await list('createdFrom=2025-10-01&createdTo=2025-10-01')).toEqual([dzire.id]);
      expect(await list('createdTo=2025-09-30')).toEqual([]);
      expect(await list('createdFrom=2025-10-02')).toEqual([fromOffer.id, crysta.id]);
      expect(await list(`agentId=${agent.id}`)).toEqual([fromOffer.id]);
      expect(await list(`agentId=${admin.id}`)).toEqual([]);
      const someoneElse = await get(`/api/bookings/all?customerId=${customer.id}&limit=200`).expect(200).then(ids);
      expect(someoneElse).not.toEqual(expect.arrayContaining([dzire.id]));
    });

    it("finds a booking in one search by reference, the passenger's or the account holder's mobile or e-mail, names and places", async () => {
      const holder = newAccount('customer');
      await t.http().post('/api/auth/register').send(holder).expect(201);
      const login = await t.http().post('/api/auth/login').send({ emailOrMobile: holder.email, password: holder.password }).expect(200);
      const me = { auth: { Authorization: `Bearer ${login.body.token}` } } as SignedIn;
      const rider = passenger({ name: 'Kamla Devi Sahu' });
      const booking = await book(t, me, { passenger: rider, to: 'Mandla' });
      const find = (q: string) =>
        get(`/api/bookings/all?q=${encodeURIComponent(q)}&limit=200`)
          .expect(200)
          .then(ids);

      expect(await find(booking.reference)).toEqual([booking.id]);
      expect(await find(booking.reference.toLowerCase())).toEqual([booking.id]);
      expect(await find(rider.phone)).toEqual([booking.id]);
      expect(await find(`+91 ${rider.phone.slice(0, 5)} ${rider.phone.slice(5)}`)).toEqual([booking.id]);
      // The account holder's mobile finds their bookings, whoever travels.
      expect(await find(holder.mobile)).toEqual([booking.id]);
      expect(await find(`0${holder.mobile}`)).toEqual([booking.id]);
      expect(await find(holder.email.toUpperCase())).toEqual([booking.id]);
      expect(await find(rider.email)).toEqual([booking.id]);
      expect(await find('devi sahu')).toContain(booking.id);
      expect(await find(holder.fullName)).toContain(booking.id);
      expect(await find(rider.phone.slice(2, 8))).toEqual([booking.id]);
      expect(await find('mandla')).toContain(booking.id);
      expect(await find('%')).toEqual([]); // a literal %, not a wildcard
      expect(await find('9000000000')).toEqual([]);
    });

    it('counts a text search in the same pass as its page, on every page and beyond the last', async () => {
      const me = await signUp(t, 'customer');
      const word = `Zorawar${Date.now()}`;
      const made: number[] = [];
      for (let i = 0; i < 3; i += 1) made.push((await book(t, me, { passenger: passenger({ name: `${word} Singh` }) })).id);
      const page = async (n: number) => {
        const res = await get(`/api/bookings/all?q=${word}&limit=2&page=${n}&sort=createdAt`).expect(200);
        return [ids(res), res.body.total, res.headers['x-total-count']];
      };
      expect(await page(1)).toEqual([made.slice(0, 2), 3, '3']);
      expect(await page(2)).toEqual([made.slice(2), 3, '3']);
      expect(await page(3)).toEqual([[], 3, '3']);
    });

    it("answers each booking of a page exactly as the booking's own page does: assigned, billed, from an offer, cancelled", async () => {
      const me = await signUp(t, 'customer');
      const plain = await book(t, me);
      const { booking: assigned } = await assignedTrip(t, admin, me);
      const { booking: billed } = await assignedTrip(t, admin, me, { date: istDate(1) });
      await closeTrip(t, admin, billed.id, istDate(1));
      const offer = await createOffer(t, agent, { date: istDate(3) });
      const fromOffer = await book(t, me, { offerId: offer.id });
      const cancelled = await book(t, me);
      await officeCancels(t, admin, cancelled.id);
      const page = await get(`/api/bookings/all?customerId=${me.id}&limit=200`).expect(200);
      const made = [plain, assigned, billed, fromOffer, cancelled].map((b) => b.id);
      expect([...ids(page)].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
      for (const item of page.body.data as { id: number; unassignedSoon: boolean }[]) {
        const own = (await get(`/api/bookings/${item.id}`).expect(200)).body.data as { unassignedSoon: boolean };
        // Both answers are read at their own moment: only "unassigned within 24 h" depends on it.
        expect({ ...item, unassignedSoon: null }).toEqual({ ...own, unassignedSoon: null });
      }
    });

    it('gives every page in order, the second half read from the end, whichever way the total is counted', async () => {
      const me = await signUp(t, 'customer');
      for (let i = 0; i < 5; i += 1) await book(t, me);
      // By the customer (the count query) and by status over whole months (the monthly figures).
      const [from, to] = [istDate(-400).slice(0, 8) + '01', '2099-12-31'];
      for (const filter of [`customerId=${me.id}`, `customerId=${me.id}&sort=-date`, `status=pending&dateFrom=${from}&dateTo=${to}`]) {
        const all = await get(`/api/bookings/all?${filter}&limit=200`).expect(200);
        const expected = ids(all);
        for (const limit of [2, 3]) {
          const pages: number[] = [];
          const last = Math.ceil(expected.length / limit);
          for (let n = 1; n <= last + 1; n += 1) {
            const res = await get(`/api/bookings/all?${filter}&limit=${limit}&page=${n}`).expect(200);
            expect(res.body.total).toBe(expected.length);
            if (n > last) expect(ids(res)).toEqual([]);
            pages.push(...ids(res));
          }
          expect(pages).toEqual(expected);
        }
      }
    });

    it.each([
      ['page=0', 'page must be a whole number from 1 to 100000'],
      ['page=1.5', 'page must be a whole number from 1 to 100000'],
      ['limit=0', 'limit must be a whole number from 1 to 200'],
      ['limit=201', 'limit must be a whole number from 1 to 200'],
      ['sort=fare', 'sort must be one of: createdAt, -createdAt, date, -date, totalAmount, -totalAmount'],
      ['q=a&q=b', 'q must be a single piece of text of at most 100 characters'],
      [`q=${'x'.repeat(101)}`, 'q must be a single piece of text of at most 100 characters'],
      ['dateFrom=2025-13-01', 'dateFrom must be a date like 2025-12-31'],
      ['dateFrom=2025-10-02&dateTo=2025-10-01', 'dateTo cannot be before dateFrom'],
      ['createdFrom=2025-10-02&createdTo=2025-10-01', 'createdTo cannot be before createdFrom'],
      ['agentId=x', 'agentId must be a whole number'],
      ['customerId=0', 'customerId must be a whole number'],
      ['size=5', 'The field size is not accepted.'],
    ])('answers 400 for ?%s with one clear message', async (query, message) => {
      const res = await get(`/api/bookings/all?${query}`).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
    });
  });

  describe('GET /api/users/customers and /agents', () => {
    it('stay arrays, paged with the headers, filtered by active, city and registration date, searched and sorted', async () => {
      const city = `Sihora${Date.now()}`;
      const made: SignedIn[] = [];
      for (const name of ['Zoya Khan', 'Arjun Patel', 'Meena Rai']) {
        const account = newAccount('customer', { fullName: name, city });
        const res = await t.http().post('/api/auth/register').send(account).expect(201);
        made.push({ id: res.body.user.id, email: account.email, mobile: account.mobile } as SignedIn);
      }
      await t
        .http()
        .put(`/api/users/customers/${made[1].id}/status`)
        .set(admin.auth)
        .send({ active: false, reason: 'No longer works with us.' })
        .expect(200);
      await t.db.getRepository(User).update({ id: made[2].id }, { createdAt: new Date('2025-10-15T06:00:00Z') });

      const page = await get(`/api/users/customers?city=${city}&limit=2`).expect(200);
      expect(Array.isArray(page.body)).toBe(true);
      expect(ids(page)).toEqual([made[1].id, made[0].id]);
      expect(page.headers['x-total-count']).toBe('3');
      expect(links(page).next).toBe(`/api/users/customers?city=${city}&limit=2&page=2`);
      const list = (query: string) => get(`/api/users/customers?city=${city}&${query}`).expect(200).then(ids);
      expect(await list('sort=fullName')).toEqual([made[1].id, made[2].id, made[0].id]);
      expect(await list('sort=-fullName')).toEqual([made[0].id, made[2].id, made[1].id]);
      expect(await list('active=false')).toEqual([made[1].id]);
      expect(await list('active=true')).toEqual([made[0].id, made[2].id]);
      expect(await list('createdFrom=2025-10-15&createdTo=2025-10-15')).toEqual([made[2].id]);
      expect(await list('createdTo=2025-10-14')).toEqual([]);
      expect(await list('q=zoya')).toEqual([made[0].id]);
      expect(await list(`q=${made[0].mobile}`)).toEqual([made[0].id]);
      expect(await list(`q=${made[2].email.toUpperCase()}`)).toEqual([made[2].id]);
      expect(await list('q=PATEL')).toEqual([made[1].id]);
      // Words are found as the start of a word, in any order (the full-text index); part of a number inside the mobile.
      expect(await list('q=kha%20zoy')).toEqual([made[0].id]);
      expect(await list('q=oya')).toEqual([]);
      expect(await list(`q=${made[2].mobile.slice(3, 8)}`)).toEqual([made[2].id]);
      expect(await list('q=at')).toEqual([made[1].id]); // too short for a word: inside the names
    });

    it('lists agents by approval and business name, never customers', async () => {
      const business = `Gondwana Tours ${Date.now()}`;
      const pending = newAccount('agent', { travelerName: business });
      const reg = await t.http().post('/api/auth/register').send(pending).expect(201);
      const find = (query: string) => get(`/api/users/agents?${query}`).expect(200).then(ids);
      expect(await find(`q=${encodeURIComponent(business)}`)).toEqual([reg.body.user.id]);
      expect(await find(`pendingApproval=true&q=${pending.mobile}`)).toEqual([reg.body.user.id]);
      expect(await find(`pendingApproval=false&q=${pending.mobile}`)).toEqual([]);
      expect(await find(`q=${customer.mobile}`)).toEqual([]);
      await t.http().put(`/api/users/agents/${reg.body.user.id}/status`).set(admin.auth).send({ active: true }).expect(200);
      expect(await find(`pendingApproval=false&active=true&q=${pending.mobile}`)).toEqual([reg.body.user.id]);
    });

    it.each([
      ['active=yes', 'active must be true or false'],
      ['sort=email', 'sort must be one of: createdAt, -createdAt, fullName, -fullName'],
      ['limit=1000', 'limit must be a whole number from 1 to 200'],
      ['createdFrom=yesterday', 'createdFrom must be a date like 2025-12-31'],
    ])('answers 400 for ?%s', async (query, message) => {
      for (const path of ['/api/users/customers', '/api/users/agents']) {
        expect((await get(`${path}?${query}`).expect(400)).body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
      }
    });
  });

  describe('GET /api/offers/all and /mine', () => {
    it('filter by state (open, booked, expired), agent and date, and search places and agents', async () => {
      const mine = await signUp(t, 'agent');
      const open = await createOffer(t, mine, { date: istDate(6), to: 'Rewa' });
      const expired = await createOffer(t, mine, { date: istDate(2) });
      await setOfferDate(t, expired.id, istDate(-3));
      const booked = await createOffer(t, mine, { date: istDate(8) });
      await book(t, customer, { offerId: booked.id });
      const all = (query: string) => get(`/api/offers/all?agentId=${mine.id}&${query}`).expect(200);

      const page = await all('sort=date');
      expect(ids(page)).toEqual([expired.id, open.id, booked.id]);
      expect(page.headers['x-total-count']).toBe('3');
      expect(page.body.data[0].agent).toMatchObject({ id: mine.id });
      expect(ids(await all('status=open'))).toEqual([open.id]);
      expect(ids(await all('status=expired'))).toEqual([expired.id]);
      expect(ids(await all('status=booked'))).toEqual([booked.id]);
      expect(ids(await all(`dateFrom=${istDate(7)}`))).toEqual([booked.id]);
      expect(ids(await all('q=rewa'))).toEqual([open.id]);
      const byAgent = await get(
        `/api/offers/all?q=${encodeURIComponent((await get(`/api/users/agents/${mine.id}`)).body.fullName)}`,
      ).expect(200);
      expect(ids(byAgent)).toEqual(expect.arrayContaining([open.id, expired.id, booked.id]));

      const own = await get('/api/offers/mine', mine).expect(200);
      expect(ids(own)).toEqual([booked.id, open.id, expired.id]);
      expect(own.headers['x-total-count']).toBe('3');
      expect(ids(await get('/api/offers/mine?status=expired', mine).expect(200))).toEqual([expired.id]);
      expect((await get(`/api/offers/mine?agentId=${agent.id}`, mine).expect(400)).body.message).toBe('The field agentId is not accepted.');
    });

    it('answers 400 for an unknown state', async () => {
      const res = await get('/api/offers/all?status=gone').expect(400);
      expect(res.body.message).toBe('status must be one of: open, booked, expired, withdrawn');
    });
  });
});

// Its own database, so that the word is in most of the bookings there. Not inside the block above:
// passport keeps one "jwt" strategy per process, so two apps open at once would share it.
describe('The bookings search on a word most bookings hold', () => {
  it('finds the same pages for a word in most bookings (walking the sort index) as for a rare one, each booking counted once', async () => {
    // Its own database, so that the word is in most of the bookings there.
    const own = await createTestApp();
    try {
      const desk = await signUp(own, 'admin');
      const word = `Qamar${Date.now()}`;
      const holder = newAccount('customer', { fullName: `Rani ${word}` });
      await own.http().post('/api/auth/register').send(holder).expect(201);
      const login = await own.http().post('/api/auth/login').send({ emailOrMobile: holder.email, password: holder.password }).expect(200);
      const rani = { auth: { Authorization: `Bearer ${login.body.token}` } } as SignedIn;
      const other = await signUp(own, 'customer');
      const made: number[] = [];
      const trips: [SignedIn, string, boolean][] = [
        [rani, 'Amit Kumar', true], // the account holder's name matches
        [other, `${word} Singh`, true], // the passenger's
        [rani, `${word} Devi`, true], // both: one match
        [other, 'Nobody Else', false],
        [other, `${word} Singh`, true],
        [rani, 'Amit Kumar', true],
        [other, `${word} Singh`, true],
      ];
      for (const [i, [who, name, matches]] of trips.entries()) {
        const b = await book(own, who, { passenger: passenger({ name }), date: istDate(1 + ((i * 3) % 5)) });
        if (matches) made.push(b.id);
      }
      const search = (query: string) => own.http().get(`/api/bookings/all?q=${word}&${query}`).set(desk.auth).expect(200);
      for (const sort of ['-createdAt', 'createdAt', 'date', '-date', '-totalAmount']) {
        const all = await search(`sort=${sort}&limit=200`);
        expect([...ids(all)].sort((a, b) => a - b)).toEqual(made);
        expect(all.body.total).toBe(6);
        for (const limit of [1, 2, 4]) {
          const pages: number[] = [];
          for (let n = 1; n <= Math.ceil(6 / limit) + 1; n += 1) {
            const res = await search(`sort=${sort}&limit=${limit}&page=${n}`);
            expect([res.body.total, res.headers['x-total-count']]).toEqual([6, '6']);
            pages.push(...ids(res));
          }
          expect(pages).toEqual(ids(all));
        }
      }
    } finally {
      await own.close();
    }
  });
});
