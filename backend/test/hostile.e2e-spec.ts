import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { User } from '../src/users/user.entity.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/app.js';
import { bearer, newAccount, PASSWORD, signUp, type SignedIn } from './helpers/factories.js';

const BAD_TOKEN = 'Your session has expired or is not valid. Please log in again.';

describe('Hostile input', () => {
  let t: TestApp;
  let customer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await signUp(t, 'customer');
  });
  afterAll(() => t.close());

  const userCount = () => t.db.getRepository(User).count();

  describe('SQL-like strings', () => {
    it.each(["' OR '1'='1", "admin@example.test' --", '" OR ""="', '1; DROP TABLE users; --'])('log nobody in with %s', async (value) => {
      const res = await t.http().post('/api/auth/login').send({ emailOrMobile: value, password: value }).expect(401);
      expect(res.body.message).toBe('Invalid login credentials');
    });

    it('are stored as plain text, and the tables survive', async () => {
      const name = "Robert'); DROP TABLE users;--";
      const res = await t
        .http()
        .post('/api/auth/register')
        .send(newAccount('customer', { fullName: name, area: "1' OR 1=1" }))
        .expect(201);
      expect(res.body.user.fullName).toBe(name);
      expect(await userCount()).toBeGreaterThan(1);
      const places = await t.http().get('/api/places').query({ text: "bho' OR 1=1 --" }).expect(200);
      expect(Array.isArray(places.body)).toBe(true);
    });
  });

  describe('wrong types', () => {
    it.each([
      [{ emailOrMobile: { $gt: '' }, password: PASSWORD }, 'Email or mobile is required'],
      [{ emailOrMobile: ['a@b.c'], password: PASSWORD }, 'Email or mobile is required'],
      [{ emailOrMobile: 'a@b.c', password: 12345678 }, 'Password is required'],
      [{ emailOrMobile: 'a@b.c', password: null }, 'Password is required'],
    ])('login rejects %j', async (body, message) => {
      const res = await t.http().post('/api/auth/login').send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('registration rejects a role given as a list and stores nothing', async () => {
      const before = await userCount();
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ ...newAccount(), role: ['admin'] })
        .expect(400);
      expect(res.body.message).toBe('Role must be Admin, Agent or Customer');
      expect(await userCount()).toBe(before);
    });

    it('a JSON body that is not an object is refused', async () => {
      await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('"just a string"').expect(400);
    });
  });

  describe('extra fields', () => {
    it('registration refuses fields it does not know, such as active or passwordHash', async () => {
      const before = await userCount();
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ ...newAccount('agent'), active: true, passwordHash: 'x' })
        .expect(400);
      expect(res.body.message).toBe('The field active is not accepted.');
      expect(await userCount()).toBe(before);
    });

    it('a profile update cannot change the role', async () => {
      const res = await t.http().put('/api/auth/profile').set(customer.auth).send({ role: 'admin', fullName: 'Escalated' }).expect(400);
      expect(res.body.message).toBe('The field role is not accepted.');
      const me = await t.http().get('/api/auth/profile').set(customer.auth).expect(200);
      expect(me.body).toMatchObject({ role: 'customer' });
      expect(me.body.fullName).not.toBe('Escalated');
    });

    it('__proto__ in a body does not grant anything', async () => {
      const res = await t
        .http()
        .put('/api/auth/profile')
        .set(customer.auth)
        .set('Content-Type', 'application/json')
        .send('{"__proto__": {"role": "admin"}, "city": "Jabalpur"}');
      expect([200, 400]).toContain(res.status);
      await t.http().get('/api/users/customers').set(customer.auth).expect(403);
    });
  });

  describe('oversized and malformed bodies', () => {
    it('answers 413 for a JSON body over the limit', async () => {
      const res = await t
        .http()
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ emailOrMobile: 'x'.repeat(9 * 1024 * 1024), password: 'x' }))
        .expect(413);
      expect(res.body).toEqual({
        statusCode: 413,
        message: 'The request body is too large: at most 100 KB is accepted.',
        requestId: expect.any(String),
      });
    });

    it('answers 400 for broken JSON', async () => {
      const res = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"emailOrMobile": ').expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.', requestId: expect.any(String) });
    });
  });

  describe('forged and stale tokens', () => {
    const claims = () => ({ sub: customer.id, role: 'admin' });

    it.each([
      ['signed with another secret', () => jwt.sign(claims(), 'some-other-secret', { algorithm: 'HS256', expiresIn: '1h' })],
      ['with alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), exp: Math.floor(Date.now() / 1000) + 3600 })}.`],
      ['signed with HS512 and the right secret', () => jwt.sign(claims(), TEST_JWT_SECRET, { algorithm: 'HS512', expiresIn: '1h' })],
      ['expired', () => jwt.sign({ sub: customer.id, role: 'customer' }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: -10 })],
      ['not a JWT at all', () => 'hello'],
      ['with a tampered payload', () => tamper(jwt.sign({ sub: customer.id, role: 'customer' }, TEST_JWT_SECRET, { expiresIn: '1h' }))],
    ])('refuses a token %s, with a clear message', async (_label, token) => {
      const res = await t.http().get('/api/auth/profile').set(bearer(token())).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: BAD_TOKEN, requestId: expect.any(String) });
      await t.http().get('/api/users/customers').set(bearer(token())).expect(401);
    });

    it('refuses a valid token for an account that no longer exists', async () => {
      const token = jwt.sign({ sub: 987654, role: 'admin' }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
      const res = await t.http().get('/api/users/customers').set(bearer(token)).expect(401);
      expect(res.body.message).toBe('Your account is not active. Please log in again or contact us.');
    });

    it("takes the role from the database, not from the token's claims", async () => {
      const token = jwt.sign({ sub: customer.id, role: 'admin' }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
      const res = await t.http().get('/api/users/customers').set(bearer(token)).expect(403);
      expect(res.body.message).toBe('You do not have permission to do this.');
    });
  });
});

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return `${header}.${b64({ ...claims, role: 'admin', sub: claims.sub + 1 })}.${signature}`;
}
