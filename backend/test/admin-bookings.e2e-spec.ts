import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Booking } from '../src/bookings/booking.entity.js';
import { Offer } from '../src/offers/offer.entity.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, type SignedIn, signUp } from './helpers/factories.js';
import { createOffer, oneWay, passenger } from './helpers/trips.js';

describe('POST /api/admin/bookings (phone bookings)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, customer, agent] = await Promise.all([signUp(t, 'admin'), signUp(t, 'customer'), signUp(t, 'agent')]);
  });
  afterAll(() => t.close());

  const post = (body: object, who: SignedIn = admin) => t.http().post('/api/admin/bookings').set(who.auth).send(body);
  const bookingsOf = (userId: number) => t.db.getRepository(Booking).findBy({ userId });
  const newMobile = () => `8${String(randomInt(1e9)).padStart(9, '0')}`;

  it("books for an existing customer: exactly one booking, the customer's, made by the admin", async () => {
    const res = await post(oneWay({ customerId: customer.id })).expect(201);
    expect(res.body.data).toMatchObject({ user: { _id: customer.id }, status: 'pending', totalAmount: 5240 });
    const rows = await t.db.getRepository(Booking).findBy({ id: res.body.data.id });
    expect(rows).toEqual([expect.objectContaining({ userId: customer.id, createdById: admin.id })]);
    expect(await bookingsOf(admin.id)).toEqual([]);
    // The customer sees it in their own list; the admin's own list stays theirs.
    const mine = await t.http().get('/api/bookings').set(customer.auth).expect(200);
    expect((mine.body.data as { id: number }[]).map((b) => b.id)).toContain(res.body.data.id);
    const adminsOwn = await t.http().get('/api/bookings').set(admin.auth).expect(200);
    expect(adminsOwn.body.data).toEqual([]);
  });

  it('finds a customer by mobile, without changing their name', async () => {
    const me = await signUp(t, 'customer');
    const res = await post(oneWay({ customer: { fullName: 'Some Other Name', mobile: `+91 ${me.mobile}` } })).expect(201);
    expect(res.body.data.user).toMatchObject({ _id: me.id, mobile: me.mobile });
    expect(res.body.data.user.fullName).not.toBe('Some Other Name');
  });

  it('creates an active customer for a new mobile, with a password nobody knows', async () => {
    const mobile = newMobile();
    const res = await post(oneWay({ customer: { fullName: 'Ramesh Tiwari', mobile, email: `ramesh-${mobile}@example.test` } })).expect(201);
    const user = await t.db.getRepository(User).findOneByOrFail({ mobile });
    expect(user).toMatchObject({ role: 'customer', active: true, fullName: 'Ramesh Tiwari', email: `ramesh-${mobile}@example.test` });
    expect(res.body.data.user._id).toBe(user.id);
    await t.http().post('/api/auth/login').send({ emailOrMobile: mobile, password: PASSWORD }).expect(401);
  });

  it('gives a new customer without an e-mail an undeliverable placeholder address', async () => {
    const mobile = newMobile();
    await post(oneWay({ customer: { fullName: 'No Mail', mobile } })).expect(201);
    const user = await t.db.getRepository(User).findOneByOrFail({ mobile });
    expect(user.email).toBe(`${mobile}@phone-booking.invalid`);
  });

  it('creates no customer when the offer is already taken', async () => {
    const mobile = newMobile();
    const offer = await createOffer(t, agent);
    await t.http().post('/api/bookings').set(customer.auth).send({ offerId: offer.id, passenger: passenger() }).expect(201);
    await post({ offerId: offer.id, passenger: passenger(), customer: { fullName: 'Too Late', mobile } }).expect(409);
    expect(await t.db.getRepository(User).existsBy({ mobile })).toBe(false);
  });

  it("rolls the offer's reservation back when the new customer cannot be created", async () => {
    const offer = await createOffer(t, agent);
    const mobile = newMobile();
    const res = await post({
      offerId: offer.id,
      passenger: passenger(),
      customer: { fullName: 'Taken Mail', mobile, email: customer.email },
    }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'Email is already registered', requestId: expect.any(String) });
    expect((await t.db.getRepository(Offer).findOneByOrFail({ id: offer.id })).status).toBe('open');
    expect(await t.db.getRepository(User).existsBy({ mobile })).toBe(false);
    expect(await t.db.getRepository(Booking).existsBy({ offerId: offer.id })).toBe(false);
  });

  it('books an offer for a customer', async () => {
    const offer = await createOffer(t, agent, { amount: 1800 });
    const res = await post({ offerId: offer.id, passenger: passenger(), customerId: customer.id }).expect(201);
    expect(res.body.data).toMatchObject({ offerId: offer.id, totalAmount: 1800, user: { _id: customer.id } });
  });

  it("answers a booking for a new phone customer and for an agent's offer exactly as reading it back does", async () => {
    const mobile = newMobile();
    const offer = await createOffer(t, agent, { amount: 2100 });
    for (const body of [
      oneWay({ customer: { fullName: 'Sunita Patel', mobile } }),
      { offerId: offer.id, passenger: passenger(), customerId: customer.id },
    ]) {
      const created = (await post(body).expect(201)).body.data;
      const read = (await t.http().get(`/api/bookings/${created.id}`).set(admin.auth).expect(200)).body.data;
      expect(created).toEqual(read);
    }
  });

  it('a retried phone booking with the same Idempotency-Key is still one booking', async () => {
    const me = await signUp(t, 'customer');
    const body = oneWay({ customerId: me.id });
    const key = randomUUID();
    const [a, b] = await Promise.all([
      t.http().post('/api/admin/bookings').set(admin.auth).set('Idempotency-Key', key).send(body),
      t.http().post('/api/admin/bookings').set(admin.auth).set('Idempotency-Key', key).send(body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await bookingsOf(me.id)).toHaveLength(1);
  });

  it.each([
    [{}, 'Choose the customer: customerId, or customer {fullName, mobile}, not both.'],
    [
      { customerId: 1, customer: { fullName: 'X', mobile: '9876543210' } },
      'Choose the customer: customerId, or customer {fullName, mobile}, not both.',
    ],
  ])('answers 400 unless exactly one customer is named: %p', async (who, message) => {
    const res = await post(oneWay(who)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
  });

  it.each([
    [{ customer: { fullName: '', mobile: '9876543210' } }, 'customer.fullName is required'],
    [{ customer: { fullName: 'A', mobile: '12345' } }, 'customer.mobile must be a 10-digit Indian number starting with 6, 7, 8 or 9'],
    [{ customer: { fullName: 'A', mobile: '9876543210', email: 'x' } }, 'customer.email must be a valid email address'],
    [{ customerId: 'me' }, 'customerId must be a customer id'],
  ])('answers 400 for %p', async (who, message) => {
    const res = await post(oneWay(who)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
  });

  it('refuses an agent, an admin or an unknown id as the customer', async () => {
    for (const id of [agent.id, admin.id, 99999999]) {
      const res = await post(oneWay({ customerId: id })).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Customer not found.', requestId: expect.any(String) });
    }
    const res = await post(oneWay({ customer: { fullName: 'Agent', mobile: agent.mobile } })).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'This mobile number belongs to an agent or admin account.',
      requestId: expect.any(String),
    });
  });

  it('refuses a deactivated customer', async () => {
    const gone = await signUp(t, 'customer');
    await t.db.getRepository(User).update({ id: gone.id }, { active: false });
    const res = await post(oneWay({ customerId: gone.id })).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'This customer account is deactivated.', requestId: expect.any(String) });
  });

  it('is for admins only', async () => {
    await post(oneWay({ customerId: customer.id }), customer).expect(403);
    await post(oneWay({ customerId: customer.id }), agent).expect(403);
    await t
      .http()
      .post('/api/admin/bookings')
      .send(oneWay({ customerId: customer.id }))
      .expect(401);
  });
});
