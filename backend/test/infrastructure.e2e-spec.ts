import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';
import { signUp } from './helpers/factories.js';
import { ownRedisChannel } from './helpers/sockets.js';
import { oneWay } from './helpers/trips.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const wrongLogin = { emailOrMobile: 'nobody@example.test', password: 'whatever1' };

describe('Request ids and caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('echoes a request id in X-Request-Id and in the error body', async () => {
    const res = await t.http().get('/api/bookings/999999').expect(401);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    const ok = await t.http().get('/api/health').expect(200);
    expect(ok.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });

  it("keeps a caller's own plain id and replaces an unusable one", async () => {
    const kept = await t.http().get('/api/nothing-here').set('X-Request-Id', 'lb-1234').expect(404);
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    expect(kept.body.requestId).toBe('lb-1234');
    const replaced = await t.http().get('/api/health').set('X-Request-Id', 'x'.repeat(200));
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks every answer to a signed-in caller no-store, and leaves public answers cacheable', async () => {
    const customer = await signUp(t, 'customer');
    const profile = await t.http().get('/api/auth/profile').set(customer.auth).expect(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const list = await t.http().get('/api/bookings').set(customer.auth).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const refused = await t.http().get('/api/users/customers').set(customer.auth).expect(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const fares = await t.http().get('/api/offers').expect(200);
    expect(fares.headers['cache-control']).not.toBe('no-store');
  });
});

describe('Client address behind a proxy (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default: a spoofed address does not escape the login limit', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      for (const ip of ['10.0.0.1', '10.0.0.2'])
        await t.http().post('/api/auth/login').set('X-Forwarded-For', ip).send(wrongLogin).expect(401);
      const res = await t.http().post('/api/auth/login').set('X-Forwarded-For', '10.0.0.3').send(wrongLogin).expect(429);
      expect(res.body.message).toBe('Too many attempts. Please try again in a minute.');
    } finally {
      await t.close();
    }
  });

  it('believes X-Forwarded-For from a trusted proxy: each client is counted on its own', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: 'loopback' });
    try {
      for (let i = 0; i < 2; i += 1) await t.http().post('/api/auth/login').set('X-Forwarded-For', '10.0.0.1').send(wrongLogin).expect(401);
      await t.http().post('/api/auth/login').set('X-Forwarded-For', '10.0.0.1').send(wrongLogin).expect(429);
      await t.http().post('/api/auth/login').set('X-Forwarded-For', '10.0.0.2').send(wrongLogin).expect(401);
    } finally {
      await t.close();
    }
  });
});

describe('Login limit (AUTH_RATE_LIMIT)', () => {
  it('counts login, registration and password links together, and leaves other routes alone', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '4' });
    try {
      const customer = await signUp(t, 'customer'); // registers and signs in: 2 of 4
      await t.http().post('/api/auth/login').send(wrongLogin).expect(401);
      await t.http().post('/api/auth/password-reset').send({ emailOrMobile: 'nobody@example.com' }).expect(202);
      const res = await t.http().post('/api/auth/login').send(wrongLogin).expect(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.headers).not.toHaveProperty('x-ratelimit-limit-auth');
      await t.http().post('/api/bookings').set(customer.auth).send(oneWay()).expect(201);
    } finally {
      await t.close();
    }
  });

  it('is off at 0', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    try {
      for (let i = 0; i < 12; i += 1) await t.http().post('/api/auth/login').send(wrongLogin).expect(401);
    } finally {
      await t.close();
    }
  });
});

describe('Booking limit per account (BOOKING_RATE_LIMIT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BOOKING_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 past the limit for that account only, with Retry-After', async () => {
    const first = await signUp(t, 'customer');
    const second = await signUp(t, 'customer');
    await t.http().post('/api/bookings').set(first.auth).send(oneWay()).expect(201);
    await t.http().post('/api/bookings').set(first.auth).send(oneWay()).expect(201);
    const refused = await t.http().post('/api/bookings').set(first.auth).send(oneWay()).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'You have made too many bookings in the last hour. Please call us to book more.',
      requestId: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    await t.http().post('/api/bookings').set(second.auth).send(oneWay()).expect(201);
    const mine = await t.http().get('/api/bookings').set(first.auth).expect(200);
    expect(mine.body.data).toHaveLength(2);
  });
});

describe('Login limit across instances (Redis)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jbp-limits-'));
  const env = {
    REDIS_URL,
    ...ownRedisChannel(),
    AUTH_RATE_LIMIT: '3',
    ...(process.env.DATABASE_URL ? {} : { DATABASE_URL: `sqlite:${join(dir, 'shared.sqlite')}` }),
  };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts attempts on both instances together', async () => {
    await a.http().post('/api/auth/login').send(wrongLogin).expect(401);
    await b.http().post('/api/auth/login').send(wrongLogin).expect(401);
    await a.http().post('/api/auth/login').send(wrongLogin).expect(401);
    const res = await b.http().post('/api/auth/login').send(wrongLogin).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    await a.http().post('/api/auth/login').send(wrongLogin).expect(429);
  });
});
