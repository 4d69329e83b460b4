import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { timeInIst, todayInIst } from '../src/common/time/ist.js';
import { Clock } from '../src/common/time/clock.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { BHOPAL, book, createOffer, istDate, JABALPUR, offerPayload, passenger, setOfferDate } from './helpers/trips.js';

describe('Offers', () => {
  let t: TestApp;
  let agent: SignedIn;
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [agent, admin, customer] = await Promise.all([signUp(t, 'agent'), signUp(t, 'admin'), signUp(t, 'customer')]);
  });
  afterAll(() => t.close());

  const publicIds = async () => ((await t.http().get('/api/offers').expect(200)).body.data as { id: number }[]).map((o) => o.id);

  describe('POST /api/offers', () => {
    it('saves the travel offer payload, measuring the distance itself and ignoring the client one', async () => {
      const res = await t
        .http()
        .post('/api/offers')
        .set(agent.auth)
        .send(offerPayload({ vehicle: 'cRYSTA', amount: 3150, distance: 5, date: istDate(2), seats: 6 }))
        .expect(201);
      expect(res.body).toEqual({
        success: true,
        data: {
          _id: expect.any(Number),
          id: res.body.data._id,
          from: BHOPAL,
          to: JABALPUR,
          vehicle: 'Crysta',
          seats: 6,
          date: istDate(2),
          pickupDate: istDate(2),
          dropDate: null,
          startTime: '08:00',
          endTime: '10:00',
          pickupInfo: null,
          distance: 315,
          amount: 3150,
          perKmRate: 10,
          status: 'open',
          createdAt: expect.any(String),
        },
      });
    });

    it('normalises a vehicle outside the table: first letter capital, the rest lowercase', async () => {
      const res = await t
        .http()
        .post('/api/offers')
        .set(agent.auth)
        .send(offerPayload({ vehicle: 'INNOVA crysta' }))
        .expect(201);
      expect(res.body.data.vehicle).toBe('Innova crysta');
    });

    it('takes amount and seats typed as text, paise exact', async () => {
      const res = await t
        .http()
        .post('/api/offers')
        .set(agent.auth)
        .send(offerPayload({ amount: '1999.99', seats: '3' }))
        .expect(201);
      expect(res.body.data).toMatchObject({ amount: 1999.99, seats: 3, perKmRate: 6.35 });
    });

    it('lets an admin add an offer too, with an optional drop date and pickup info', async () => {
      const res = await t
        .http()
        .post('/api/offers')
        .set(admin.auth)
        .send(offerPayload({ date: istDate(4), dropDate: istDate(5), pickupInfo: 'Bus station to Bus station' }))
        .expect(201);
      expect(res.body.data).toMatchObject({ dropDate: istDate(5), pickupInfo: 'Bus station to Bus station' });
    });

    it.each(['from', 'to', 'vehicle', 'amount', 'date', 'startTime', 'endTime', 'seats'])(
      "answers the one message 'Please fill all fields' when %s is missing or blank",
      async (field) => {
        const missing = offerPayload();
        delete (missing as Record<string, unknown>)[field];
        const res = await t.http().post('/api/offers').set(agent.auth).send(missing).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'Please fill all fields', requestId: expect.any(String) });
        const blank = await t
          .http()
          .post('/api/offers')
          .set(agent.auth)
          .send(offerPayload({ [field]: '  ' }))
          .expect(400);
        expect(blank.body).toEqual({ statusCode: 400, message: 'Please fill all fields', requestId: expect.any(String) });
      },
    );

    it('puts the missing-fields message before any other', async () => {
      const res = await t
        .http()
        .post('/api/offers')
        .set(agent.auth)
        .send(offerPayload({ amount: -5, seats: '' }))
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Please fill all fields', requestId: expect.any(String) });
    });

    it.each([
      [{ amount: 0 }, 'Amount must be more than 0'],
      [{ amount: -100 }, 'Amount must be more than 0'],
      [{ amount: 'abc' }, 'Amount must be a number of rupees, for example 1500'],
      [{ amount: 10.555 }, 'Amount must be a number of rupees, for example 1500'],
      [{ amount: 2_000_000 }, 'Amount must be at most ₹10,00,000'],
      [{ seats: 0 }, 'Seats must be a whole number from 1 to 12'],
      [{ seats: 13 }, 'Seats must be a whole number from 1 to 12'],
      [{ seats: 2.5 }, 'Seats must be a whole number from 1 to 12'],
      [{ date: '31/12/2030' }, 'Date must be a date like 2025-12-31'],
      [{ date: '2030-02-30' }, 'Date must be a date like 2025-12-31'],
      [{ startTime: '9am' }, 'Pickup time must be a time like 09:30 (24-hour)'],
      [{ endTime: '24:00' }, 'Drop time must be a time like 09:30 (24-hour)'],
      [{ vehicle: '<b>' }, 'Vehicle must be a vehicle name such as Dzire'],
      [{ dropDate: 'tomorrow' }, 'Drop date must be a date like 2025-12-31'],
      [{ price: 10 }, 'The field price is not accepted.'],
    ])('answers 400 for %p', async (change, message) => {
      const res = await t.http().post('/api/offers').set(agent.auth).send(offerPayload(change)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
    });

    it('refuses a date in the past (IST) and a drop date before the pickup date', async () => {
      const past = await t
        .http()
        .post('/api/offers')
        .set(agent.auth)
        .send(offerPayload({ date: istDate(-1) }))
        .expect(400);
      expect(past.body).toEqual({ statusCode: 400, message: 'The offer date cannot be in the past.', requestId: expect.any(String) });
      const drop = await t
        .http()
        .post('/api/offers')
        .set(agent.auth)
        .send(offerPayload({ date: istDate(3), dropDate: istDate(2) }))
        .expect(400);
      expect(drop.body).toEqual({
        statusCode: 400,
        message: 'The drop date cannot be before the pickup date.',
        requestId: expect.any(String),
      });
    });

    it('accepts today (IST)', async () => {
      const soon = new Date(Date.now() + 10 * 60_000);
      await t
        .http()
        .post('/api/offers')
        .set(agent.auth)
        .send(offerPayload({ date: todayInIst(soon), startTime: timeInIst(soon) }))
        .expect(201);
    });

    it("answers 422 'Place not found: …' for a place it does not know", async () => {
      const res = await t
        .http()
        .post('/api/offers')
        .set(agent.auth)
        .send(offerPayload({ to: 'Atlantis' }))
        .expect(422);
      expect(res.body).toEqual({ statusCode: 422, message: 'Place not found: Atlantis', requestId: expect.any(String) });
    });

    it('is for agents and admins only', async () => {
      await t.http().post('/api/offers').send(offerPayload()).expect(401);
      const res = await t.http().post('/api/offers').set(customer.auth).send(offerPayload()).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this.', requestId: expect.any(String) });
    });
  });

  describe('GET /api/offers (public)', () => {
    it('lists open offers soonest first, without a token, in the old client shape', async () => {
      const later = await createOffer(t, agent, { date: istDate(9), startTime: '07:00' });
      const sooner = await createOffer(t, agent, { date: istDate(8), startTime: '18:00' });
      const soonerEarlier = await createOffer(t, agent, { date: istDate(8), startTime: '06:00' });
      const res = await t.http().get('/api/offers').expect(200);
      expect(res.body).toEqual({ success: true, data: expect.any(Array), error: null });
      const ids = (res.body.data as { id: number }[]).map((o) => o.id);
      expect(ids.indexOf(soonerEarlier.id)).toBeLessThan(ids.indexOf(sooner.id));
      expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
      const dates = (res.body.data as { date: string }[]).map((o) => o.date);
      expect(dates).toEqual([...dates].sort());
    });

    it('leaves out past-dated offers (judged in IST)', async () => {
      const offer = await createOffer(t, agent);
      expect(await publicIds()).toContain(offer.id);
      await setOfferDate(t, offer.id, istDate(-1));
      expect(await publicIds()).not.toContain(offer.id);
    });

    it('leaves out a booked offer', async () => {
      const offer = await createOffer(t, agent);
      await book(t, customer, { offerId: offer.id, passenger: passenger() });
      expect(await publicIds()).not.toContain(offer.id);
    });

    it("hides an inactive agent's offers, and shows them again on reactivation", async () => {
      const other = await signUp(t, 'agent');
      const offer = await createOffer(t, other);
      expect(await publicIds()).toContain(offer.id);
      await t.db.getRepository(User).update({ id: other.id }, { active: false });
      expect(await publicIds()).not.toContain(offer.id);
      await t.db.getRepository(User).update({ id: other.id }, { active: true });
      expect(await publicIds()).toContain(offer.id);
    });

    it('expires an offer at midnight India time, not UTC', async () => {
      const date = istDate(1);
      const offer = await createOffer(t, agent, { date });
      const clock = t.app.get(Clock, { strict: false });
      // 18:29 UTC is 23:59 in India: still the offer's day
      const lastMinute = jest.spyOn(clock, 'now').mockReturnValue(new Date(`${date}T18:29:00Z`));
      try {
        expect(await publicIds()).toContain(offer.id);
        // 18:30 UTC is midnight in India: the offer's day is over
        lastMinute.mockReturnValue(new Date(`${date}T18:30:00Z`));
        expect(await publicIds()).not.toContain(offer.id);
        const mine = await t.http().get('/api/offers/mine').set(agent.auth).expect(200);
        expect((mine.body.data as { id: number; status: string }[]).find((o) => o.id === offer.id)?.status).toBe('expired');
      } finally {
        lastMinute.mockRestore();
      }
    });

    it("lists admins' offers too", async () => {
      const offer = await createOffer(t, admin);
      expect(await publicIds()).toContain(offer.id);
    });
  });

  describe('GET /api/offers?page=&limit= (beyond the spec: the home page pages through the list)', () => {
    const page = (query: string) => t.http().get(`/api/offers?${query}`);

    it('answers one page of the same order, with the total and links, and an empty page past the last', async () => {
      for (let i = 0; i < 3; i += 1) await createOffer(t, agent, { date: istDate(40 + i) });
      const all = await publicIds();
      expect(all.length).toBeGreaterThanOrEqual(3);
      const first = await page('page=1&limit=2').expect(200);
      expect(first.body).toEqual({
        success: true,
        data: [expect.objectContaining({ id: all[0] }), expect.objectContaining({ id: all[1] })],
        error: null,
      });
      expect(first.headers['x-total-count']).toBe(String(all.length));
      const last = Math.ceil(all.length / 2);
      expect(first.headers.link).toContain(`</api/offers?page=2&limit=2>; rel="next"`);
      expect(first.headers.link).toContain(`</api/offers?page=${last}&limit=2>; rel="last"`);
      const tail = await page(`page=${last}&limit=2`).expect(200);
      expect((tail.body.data as { id: number }[]).map((o) => o.id)).toEqual(all.slice((last - 1) * 2));
      expect((await page(`page=${last + 1}&limit=2`).expect(200)).body.data).toEqual([]);
    });

    it('takes 20 a page unless told, page 1 unless told', async () => {
      const all = await publicIds();
      expect(((await page('page=1').expect(200)).body.data as unknown[]).length).toBe(Math.min(20, all.length));
      const one = await page('limit=1').expect(200);
      expect((one.body.data as { id: number }[]).map((o) => o.id)).toEqual(all.slice(0, 1));
    });

    it('refuses a bad page or limit with one sentence, in English and Hindi', async () => {
      expect((await page('page=0').expect(400)).body.message).toBe('page must be a whole number from 1 to 100000');
      expect((await page('limit=101').expect(400)).body.message).toBe('limit must be a whole number from 1 to 100');
      expect((await page('limit=abc').expect(400)).body.message).toBe('limit must be a whole number from 1 to 100');
      const hindi = await page('limit=101').set('Accept-Language', 'hi').expect(400);
      expect(hindi.body.message).toMatch(/[\u0900-\u097F]/);
    });

    it('shows a new offer and drops a booked one at once on every page (the pages are served from memory too)', async () => {
      const before = Number((await page('page=1&limit=5').expect(200)).headers['x-total-count']);
      const offer = await createOffer(t, agent, { date: istDate(1) });
      const after = await page('page=1&limit=5').expect(200);
      expect(Number(after.headers['x-total-count'])).toBe(before + 1);
      expect((after.body.data as { id: number }[]).map((o) => o.id)).toContain(offer.id);
      await t.http().post('/api/bookings').set(customer.auth).send({ offerId: offer.id, passenger: passenger() }).expect(201);
      const booked = await page('page=1&limit=5').expect(200);
      expect(Number(booked.headers['x-total-count'])).toBe(before);
      expect((booked.body.data as { id: number }[]).map((o) => o.id)).not.toContain(offer.id);
    });
  });

  describe('PUT and DELETE /api/offers/:id (beyond the spec: the agent edits or withdraws an open offer)', () => {
    const edit = (who: SignedIn, id: number, body: Record<string, unknown>) => t.http().put(`/api/offers/${id}`).set(who.auth).send(body);
    const withdraw = (who: SignedIn, id: number) => t.http().delete(`/api/offers/${id}`).set(who.auth);
    const message = (status: number, text: string) => ({ statusCode: status, message: text, requestId: expect.any(String) });

    it('changes the terms set at creation, re-measured by the server, and the public list shows them at once', async () => {
      const offer = await createOffer(t, agent, { amount: 2500, seats: 4 });
      expect(await publicIds()).toContain(offer.id);
      const res = await edit(agent, offer.id, offerPayload({ amount: 2800, seats: 3, startTime: '09:00', distance: 1 })).expect(200);
      expect(res.body).toEqual({
        success: true,
        data: expect.objectContaining({ id: offer.id, amount: 2800, seats: 3, startTime: '09:00', distance: 315, status: 'open' }),
      });
      const listed = ((await t.http().get('/api/offers').expect(200)).body.data as { id: number; amount: number }[]).find(
        (o) => o.id === offer.id,
      );
      expect(listed?.amount).toBe(2800);
    });

    it('checks an edit as a new offer is checked, and changes nothing on a refusal', async () => {
      const offer = await createOffer(t, agent, { amount: 2500 });
      expect((await edit(agent, offer.id, offerPayload({ amount: '' })).expect(400)).body.message).toBe('Please fill all fields');
      expect((await edit(agent, offer.id, offerPayload({ date: istDate(-1) })).expect(400)).body.message).toBe(
        'The offer date cannot be in the past.',
      );
      expect((await edit(agent, offer.id, offerPayload({ to: BHOPAL })).expect(400)).body.message).toBe(
        'From and To must be different places.',
      );
      const mine = (await t.http().get('/api/offers/mine').set(agent.auth).expect(200)).body.data as { id: number; amount: number }[];
      expect(mine.find((o) => o.id === offer.id)?.amount).toBe(2500);
    });

    it('withdraws an open offer: it leaves the public list at once and shows as withdrawn in My Offers', async () => {
      const offer = await createOffer(t, agent);
      expect(await publicIds()).toContain(offer.id);
      const res = await withdraw(agent, offer.id).expect(200);
      expect(res.body.data).toMatchObject({ id: offer.id, status: 'withdrawn' });
      expect(await publicIds()).not.toContain(offer.id);
      const mine = (await t.http().get('/api/offers/mine?status=withdrawn').set(agent.auth).expect(200)).body.data as { id: number }[];
      expect(mine.map((o) => o.id)).toContain(offer.id);
      // Nobody can book it, edit it or withdraw it again.
      const booking = await t
        .http()
        .post('/api/bookings')
        .set(customer.auth)
        .send({ offerId: offer.id, passenger: passenger() })
        .expect(409);
      expect(booking.body.message).toBe('This offer is no longer available.');
      expect((await withdraw(agent, offer.id).expect(409)).body).toEqual(message(409, 'This offer has been withdrawn.'));
      expect((await edit(agent, offer.id, offerPayload()).expect(409)).body.message).toBe('This offer has been withdrawn.');
    });

    it('is only for the agent who published it, and only while the offer is open', async () => {
      const other = await signUp(t, 'agent');
      const offer = await createOffer(t, agent);
      expect((await withdraw(other, offer.id).expect(403)).body).toEqual(message(403, 'You can only change your own offers.'));
      expect((await edit(admin, offer.id, offerPayload()).expect(403)).body.message).toBe('You can only change your own offers.');
      await t.http().delete(`/api/offers/${offer.id}`).set(customer.auth).expect(403);
      await t.http().delete(`/api/offers/${offer.id}`).expect(401);
      expect((await withdraw(agent, 99999999).expect(404)).body.message).toBe('Offer not found.');
      expect((await withdraw(agent, Number.NaN).expect(404)).body.message).toBe('Offer not found.');

      const booked = await createOffer(t, agent);
      await book(t, customer, { offerId: booked.id, passenger: passenger() });
      expect((await withdraw(agent, booked.id).expect(409)).body.message).toBe(
        'This offer has already been booked, so it can no longer be changed or withdrawn.',
      );
      const expired = await createOffer(t, agent);
      await setOfferDate(t, expired.id, istDate(-1));
      expect((await edit(agent, expired.id, offerPayload()).expect(409)).body.message).toBe(
        'This offer has expired, so it can no longer be changed or withdrawn.',
      );
      expect(await publicIds()).toContain(offer.id);
    });

    it('lets exactly one of a withdrawal and a booking at the same moment win; the other hears 409', async () => {
      for (let round = 0; round < 3; round++) {
        const offer = await createOffer(t, agent);
        const [withdrawn, booked] = await Promise.all([
          withdraw(agent, offer.id),
          t.http().post('/api/bookings').set(customer.auth).send({ offerId: offer.id, passenger: passenger() }),
        ]);
        expect([withdrawn.status, booked.status].sort()).toEqual(withdrawn.status === 200 ? [200, 409] : [201, 409]);
        const mine = (await t.http().get('/api/offers/mine').set(agent.auth).expect(200)).body.data as { id: number; status: string }[];
        expect(mine.find((o) => o.id === offer.id)?.status).toBe(withdrawn.status === 200 ? 'withdrawn' : 'booked');
      }
    });
  });

  describe('GET /api/offers/mine', () => {
    it("answers only the agent's own offers, each open, booked or expired", async () => {
      const me = await signUp(t, 'agent');
      const open = await createOffer(t, me);
      const booked = await createOffer(t, me);
      const expired = await createOffer(t, me);
      await createOffer(t, agent);
      await book(t, customer, { offerId: booked.id, passenger: passenger() });
      await setOfferDate(t, expired.id, istDate(-2));
      const res = await t.http().get('/api/offers/mine').set(me.auth).expect(200);
      const states = Object.fromEntries((res.body.data as { id: number; status: string }[]).map((o) => [o.id, o.status]));
      expect(states).toEqual({ [open.id]: 'open', [booked.id]: 'booked', [expired.id]: 'expired' });
    });

    it('is not for customers', async () => {
      await t.http().get('/api/offers/mine').set(customer.auth).expect(403);
      await t.http().get('/api/offers/mine').expect(401);
    });
  });

  describe('GET /api/offers/all', () => {
    it('answers every offer with its agent, for admins', async () => {
      const offer = await createOffer(t, agent);
      const res = await t.http().get('/api/offers/all').set(admin.auth).expect(200);
      const found = (res.body.data as { id: number }[]).find((o) => o.id === offer.id);
      expect(found).toMatchObject({
        id: offer.id,
        status: 'open',
        agent: { id: agent.id, fullName: expect.any(String), travelerName: null, mobile: agent.mobile, email: agent.email },
      });
      expect(JSON.stringify(res.body)).not.toContain('passwordHash');
    });

    it('is for admins only', async () => {
      await t.http().get('/api/offers/all').set(agent.auth).expect(403);
      await t.http().get('/api/offers/all').set(customer.auth).expect(403);
    });
  });
});
