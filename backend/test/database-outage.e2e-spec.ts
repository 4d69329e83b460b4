import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';
import { signUp } from './helpers/factories.js';
import { oneWay } from './helpers/trips.js';

const UNAVAILABLE = 'We cannot reach our records just now. Please try again in a few seconds.';

describe('Started while the database is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    t = await createTestApp({ DATABASE_URL: 'mariadb://root@127.0.0.1:1/jbp_nowhere', DB_RETRY_ATTEMPTS: '0' });
  });
  afterAll(() => t.close());

  it('serves, and says so on /api/health with 503 and Retry-After', async () => {
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'The database is not answering.', requestId: expect.any(String) });
    expect(res.headers['retry-after']).toBe('5');
  });

  it.each([
    ['GET', '/api/offers', undefined],
    ['POST', '/api/auth/login', { emailOrMobile: 'someone@example.test', password: 'whatever1' }],
    ['GET', '/api/bookings', undefined],
  ])('answers %s %s with 503 and Retry-After, never 500', async (method, path, body) => {
    const call = method === 'GET' ? t.http().get(path) : t.http().post(path).send(body);
    const res = await call.set('Authorization', 'Bearer not-a-real-token');
    expect(res.status).toBe(method === 'GET' && path === '/api/bookings' ? 401 : 503);
    if (res.status === 503) {
      expect(res.body).toEqual({ statusCode: 503, message: UNAVAILABLE, requestId: expect.any(String) });
      expect(res.headers['retry-after']).toBe('5');
    }
  });

  it('still answers what needs no database (place suggestions)', async () => {
    const res = await t.http().get('/api/places').query({ text: 'Bhopal' }).expect(200);
    expect(res.body[0].label).toContain('Bhopal');
  });
});

describe('Database lost while serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After instead of 500', async () => {
    const customer = await signUp(t, 'customer');
    await t.db.destroy();
    const res = await t.http().post('/api/bookings').set(customer.auth).send(oneWay());
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ statusCode: 503, message: UNAVAILABLE, requestId: expect.any(String) });
    expect(res.headers['retry-after']).toBe('5');
    await t.db.initialize();
    await t.http().post('/api/bookings').set(customer.auth).send(oneWay()).expect(201);
  });
});
