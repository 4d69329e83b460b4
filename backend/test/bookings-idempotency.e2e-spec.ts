import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { outboxFor } from './helpers/booking-events.js';
import { Booking } from '../src/bookings/booking.entity.js';
import { Clock } from '../src/common/time/clock.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { createOffer, oneWay, passenger } from './helpers/trips.js';

describe('Bookings: Idempotency-Key', () => {
  let t: TestApp;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await signUp(t, 'agent');
  });
  afterAll(() => t.close());

  const post = (who: SignedIn, body: object, key?: string) => {
    const req = t.http().post('/api/bookings').set(who.auth);
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
  };
  const countOf = (userId: number) => t.db.getRepository(Booking).countBy({ userId });

  it('a retry with the same key answers the first booking (201, same body) and creates nothing', async () => {
    const customer = await signUp(t, 'customer');
    const body = oneWay();
    const key = randomUUID();
    const first = await post(customer, body, key).expect(201);
    const retry = await post(customer, body, key).expect(201);
    expect(retry.body).toEqual(first.body);
    expect(await countOf(customer.id)).toBe(1);
  });

  it('two concurrent requests with the same key make one booking and both answer it', async () => {
    const customer = await signUp(t, 'customer');
    const body = oneWay();
    const key = randomUUID();
    const [a, b] = await Promise.all([post(customer, body, key), post(customer, body, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await countOf(customer.id)).toBe(1);
  });

  it('ten concurrent requests with the same key for an offer make one booking, not a 409', async () => {
    const customer = await signUp(t, 'customer');
    const offer = await createOffer(t, agent);
    const body = { offerId: offer.id, passenger: passenger() };
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(customer, body, key)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await countOf(customer.id)).toBe(1);
  });

  it('announces the booking once, not for the replay', async () => {
    const customer = await signUp(t, 'customer');
    const key = randomUUID();
    const body = oneWay();
    const first = await post(customer, body, key).expect(201);
    await post(customer, body, key).expect(201);
    expect((await outboxFor(t, first.body.data.id)).map((m) => m.topic)).toEqual(['booking.created.notice', 'booking.created.email']);
  });

  it('without a key, each request is a new booking', async () => {
    const customer = await signUp(t, 'customer');
    const body = oneWay();
    await post(customer, body).expect(201);
    await post(customer, body).expect(201);
    expect(await countOf(customer.id)).toBe(2);
  });

  it("keys are per user: another customer's same key is a booking of their own", async () => {
    const [one, two] = await Promise.all([signUp(t, 'customer'), signUp(t, 'customer')]);
    const key = randomUUID();
    const a = await post(one, oneWay(), key).expect(201);
    const b = await post(two, oneWay(), key).expect(201);
    expect(a.body.data.id).not.toBe(b.body.data.id);
    expect(b.body.data.user._id).toBe(two.id);
  });

  it('answers 422 when the key was used for a different booking', async () => {
    const customer = await signUp(t, 'customer');
    const key = randomUUID();
    await post(customer, oneWay({ vehicle: 'Dzire' }), key).expect(201);
    const res = await post(customer, oneWay({ vehicle: 'Crysta' }), key).expect(422);
    expect(res.body).toEqual({
      statusCode: 422,
      message: 'This Idempotency-Key was already used for a different booking.',
      requestId: expect.any(String),
    });
    expect(await countOf(customer.id)).toBe(1);
  });

  it('a retry after the pickup time has passed still answers the booking it made', async () => {
    const customer = await signUp(t, 'customer');
    const body = oneWay();
    const key = randomUUID();
    const first = await post(customer, body, key).expect(201);
    const clock = jest.spyOn(t.app.get(Clock, { strict: false }), 'now').mockReturnValue(new Date(Date.now() + 30 * 86_400_000));
    try {
      const retry = await post(customer, body, key).expect(201);
      expect(retry.body.data.id).toBe(first.body.data.id);
      // Without the key the same body is now refused: the pickup has passed.
      await post(customer, body).expect(400);
    } finally {
      clock.mockRestore();
    }
    expect(await countOf(customer.id)).toBe(1);
  });

  it("a retry of an offer's booking answers the booking, not 'offer taken'", async () => {
    const customer = await signUp(t, 'customer');
    const offer = await createOffer(t, agent);
    const body = { offerId: offer.id, passenger: passenger() };
    const key = randomUUID();
    const first = await post(customer, body, key).expect(201);
    const retry = await post(customer, body, key).expect(201);
    expect(retry.body).toEqual(first.body);
    await post(customer, body, randomUUID()).expect(409);
    expect(await countOf(customer.id)).toBe(1);
  });

  it('a failed request stores nothing under its key, so a corrected retry books', async () => {
    const customer = await signUp(t, 'customer');
    const key = randomUUID();
    await post(customer, oneWay({ to: 'Atlantis' }), key).expect(422);
    await post(customer, oneWay(), key).expect(201);
  });

  it.each(['', 'has space', 'x'.repeat(101), 'semi;colon', 'a/b'])('answers 400 for the key %p', async (key) => {
    const customer = await signUp(t, 'customer');
    const res = await post(customer, oneWay(), key).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Idempotency-Key must be 1 to 100 letters, digits or the characters - _ : .',
      requestId: expect.any(String),
    });
  });
});
