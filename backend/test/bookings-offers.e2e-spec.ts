import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Offer } from '../src/offers/offer.entity.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { BHOPAL, createOffer, istDate, JABALPUR, officeCancels, passenger, setOfferDate } from './helpers/trips.js';

describe('Bookings: from an offer', () => {
  let t: TestApp;
  let agent: SignedIn;
  let customer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [agent, customer, admin] = await Promise.all([signUp(t, 'agent'), signUp(t, 'customer'), signUp(t, 'admin')]);
  });
  afterAll(() => t.close());

  const bookOffer = (who: SignedIn, offerId: number, extra: object = {}) =>
    t
      .http()
      .post('/api/bookings')
      .set(who.auth)
      .send({ offerId, passenger: passenger(), ...extra });
  const offerStatus = async (id: number) => (await t.db.getRepository(Offer).findOneByOrFail({ id })).status;

  it("takes the offer's route, date, time, vehicle, seats and price, and reserves it", async () => {
    const offer = await createOffer(t, agent, {
      amount: 2750.5,
      seats: 3,
      vehicle: 'Tavera',
      startTime: '07:15',
      pickupInfo: 'Highway to Highway',
    });
    const res = await bookOffer(customer, offer.id, {
      // what the client says is ignored: the offer is the contract
      from: 'Somewhere else',
      to: 'Nowhere',
      date: istDate(30),
      time: '23:00',
      vehicle: 'Crysta',
      totalAmount: 1,
    }).expect(201);
    expect(res.body.data).toMatchObject({
      offerId: offer.id,
      // an offer is often a return leg INTO Jabalpur: the one-way pickup rule does not apply
      from: BHOPAL,
      to: JABALPUR,
      date: offer.date,
      time: '07:15',
      pickupInfo: 'Highway to Highway',
      vehicle: 'Tavera',
      seats: 3,
      distance: 315,
      baseAmount: 2750.5,
      driverAllowance: 0,
      totalAmount: 2750.5,
      status: 'pending',
    });
    expect(await offerStatus(offer.id)).toBe('booked');
  });

  it("answers 409 'This offer has already been booked.' to the second customer", async () => {
    const offer = await createOffer(t, agent);
    await bookOffer(customer, offer.id).expect(201);
    const late = await signUp(t, 'customer');
    const res = await bookOffer(late, offer.id).expect(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'This offer has already been booked.', requestId: expect.any(String) });
  });

  it("answers 404 'Offer not found.' for an unknown offer", async () => {
    const res = await bookOffer(customer, 99999999).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Offer not found.', requestId: expect.any(String) });
  });

  it('refuses an expired offer and leaves it untouched', async () => {
    const offer = await createOffer(t, agent);
    await setOfferDate(t, offer.id, istDate(-1));
    const res = await bookOffer(customer, offer.id).expect(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'This offer has expired.', requestId: expect.any(String) });
    expect(await offerStatus(offer.id)).toBe('open');
  });

  it("refuses an inactive agent's offer", async () => {
    const gone = await signUp(t, 'agent');
    const offer = await createOffer(t, gone);
    await t.db.getRepository(User).update({ id: gone.id }, { active: false });
    const res = await bookOffer(customer, offer.id).expect(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'This offer is no longer available.', requestId: expect.any(String) });
  });

  it('still validates the passenger', async () => {
    const offer = await createOffer(t, agent);
    const res = await t.http().post('/api/bookings').set(customer.auth).send({ offerId: offer.id }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'passenger details are required', requestId: expect.any(String) });
    expect(await offerStatus(offer.id)).toBe('open');
  });

  it("a customer's cancel opens the offer again, and an admin's re-confirm takes it back", async () => {
    const offer = await createOffer(t, agent);
    const booking = (await bookOffer(customer, offer.id).expect(201)).body.data;
    await t.http().put(`/api/bookings/${booking.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' }).expect(200);
    expect(await offerStatus(offer.id)).toBe('open');
    await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
    expect(await offerStatus(offer.id)).toBe('booked');
  });

  it('an admin cannot re-confirm a cancelled booking whose offer someone else has booked since', async () => {
    const offer = await createOffer(t, agent);
    const first = (await bookOffer(customer, offer.id).expect(201)).body.data;
    await officeCancels(t, admin, first.id);
    expect(await offerStatus(offer.id)).toBe('open');
    const next = await signUp(t, 'customer');
    await bookOffer(next, offer.id).expect(201);
    const res = await t.http().patch(`/api/bookings/${first.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'The offer of this booking has since been booked by someone else.',
      requestId: expect.any(String),
    });
    const unchanged = await t.http().get(`/api/bookings/${first.id}`).set(admin.auth).expect(200);
    expect(unchanged.body.data.status).toBe('cancelled');
  });

  it('a cancel after the offer date leaves the past offer booked', async () => {
    const offer = await createOffer(t, agent);
    const booking = (await bookOffer(customer, offer.id).expect(201)).body.data;
    await setOfferDate(t, offer.id, istDate(-1));
    await t.http().put(`/api/bookings/${booking.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' }).expect(200);
    expect(await offerStatus(offer.id)).toBe('booked');
  });

  it('of 50 concurrent attempts on one offer, exactly one gets 201 and 49 get 409', async () => {
    const offer = await createOffer(t, agent);
    const customers = await Promise.all(Array.from({ length: 50 }, () => signUp(t, 'customer')));
    const results = await Promise.all(customers.map((c) => bookOffer(c, offer.id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body).toEqual({ statusCode: 409, message: 'This offer has already been booked.', requestId: expect.any(String) });
    }
    const winner = results.find((r) => r.status === 201)?.body.data;
    const rows = await t.db.query(`SELECT id FROM bookings WHERE ${t.db.driver.escape('offerId')} = ?`, [offer.id]);
    expect(rows).toEqual([{ id: winner.id }]);
    expect(await offerStatus(offer.id)).toBe('booked');
  });
});
