import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '../src/common/time/clock.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/app.js';
import { bearer, PASSWORD, type SignedIn, signUp } from './helpers/factories.js';
import { connectSocket, nextEvent, ownRedisChannel } from './helpers/sockets.js';
import { oneWay } from './helpers/trips.js';

const INVALID = 'This password link is invalid or has expired. Please ask our office for a new one.';
const CHANGED = 'Your password has been changed. You can log in now.';
const NEW_PASSWORD = 'a-brand-new-secret-7';
const SESSION_ENDED = 'Your session has expired or is not valid. Please log in again.';

describe('Password links', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(ownRedisChannel());
    admin = await signUp(t, 'admin');
  });
  afterAll(() => t.close());

  const linkFor = (kind: 'customers' | 'agents', id: number | string, body: object = {}) =>
    t.http().post(`/api/users/${kind}/${id}/password-link`).set(admin.auth).send(body);
  const tokenFor = async (kind: 'customers' | 'agents', id: number) =>
    new URL((await linkFor(kind, id).expect(201)).body.path as string, 'http://x').searchParams.get('token')!;
  const reset = (token: unknown, password = NEW_PASSWORD, confirmPassword: unknown = password) =>
    t.http().post('/api/auth/reset-password').send({ token, password, confirmPassword });
  const login = (emailOrMobile: string, password: string) => t.http().post('/api/auth/login').send({ emailOrMobile, password });
  const refused = async (token: unknown) =>
    expect((await reset(token).expect(400)).body).toEqual({ statusCode: 400, message: INVALID, requestId: expect.any(String) });
  const clock = () => t.app.get(Clock, { strict: false });

  it('lets a customer set a password once: the new one logs in, the old one and the link are spent', async () => {
    const customer = await signUp(t, 'customer');
    const before = Date.now();
    const res = await linkFor('customers', customer.id).expect(201);
    expect(res.body).toEqual({
      path: expect.stringMatching(/^\/resetpassword\?token=\d+\.\d+\.[\w-]{43}$/),
      expiresAt: expect.any(String),
    });
    expect(res.body.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    // A day from the second the link was made (its expiry is whole seconds, so the second `before` fell in).
    const after = Date.now();
    const expiresAt = new Date(res.body.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 24 * 3600_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 24 * 3600_000);

    const token = new URL(res.body.path, 'http://x').searchParams.get('token');
    expect((await reset(token).expect(200)).body).toEqual({ message: CHANGED });
    await login(customer.email, NEW_PASSWORD).expect(200);
    await login(customer.email, PASSWORD).expect(401);
    await refused(token);
    await login(customer.email, NEW_PASSWORD).expect(200);
  });

  it('ends every session from before the new password: old token 401, open socket closed; a new login works', async () => {
    const customer = await signUp(t, 'customer');
    // Tokens count whole seconds, and one from the very second of the change stays valid: so the
    // session the thief holds is signed a few seconds back rather than the test sleeping.
    const iat = Math.floor(Date.now() / 1000) - 5;
    const stolen = new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: customer.id, role: 'customer', iat }, { expiresIn: '1h' });
    const profile = (token: string) => t.http().get('/api/auth/profile').set(bearer(token));
    await profile(stolen).expect(200);
    const socket = await connectSocket(t, stolen);
    try {
      const closed = nextEvent<string>(socket, 'disconnect');
      await reset(await tokenFor('customers', customer.id)).expect(200);
      expect(await closed).toBe('io server disconnect');
      expect((await profile(stolen).expect(401)).body).toEqual({ statusCode: 401, message: SESSION_ENDED, requestId: expect.any(String) });
      await expect(connectSocket(t, stolen)).rejects.toThrow(SESSION_ENDED);
    } finally {
      socket.close();
    }
    const fresh = (await login(customer.email, NEW_PASSWORD).expect(200)).body.token as string;
    expect((await profile(fresh).expect(200)).body).toMatchObject({ email: customer.email });
    (await connectSocket(t, fresh)).close();
  });

  it('spends every earlier link once a password is set', async () => {
    const customer = await signUp(t, 'customer');
    const moved = jest.spyOn(clock(), 'now').mockReturnValue(new Date(Date.now() - 3600_000));
    const older = await tokenFor('customers', customer.id).finally(() => moved.mockRestore());
    const newer = await tokenFor('customers', customer.id);
    expect(newer).not.toBe(older);
    await reset(newer).expect(200);
    await refused(older);
    await login(customer.email, NEW_PASSWORD).expect(200);
  });

  it('works until the second it expires, 24 hours on', async () => {
    const customer = await signUp(t, 'customer');
    const { body } = await linkFor('customers', customer.id).expect(201);
    const token = new URL(body.path, 'http://x').searchParams.get('token');
    const expiresAt = new Date(body.expiresAt).getTime();
    const moved = jest.spyOn(clock(), 'now');
    try {
      moved.mockReturnValue(new Date(expiresAt));
      await refused(token);
      moved.mockReturnValue(new Date(expiresAt + 86_400_000));
      await refused(token);
      moved.mockReturnValue(new Date(expiresAt - 1000));
      await reset(token).expect(200);
    } finally {
      moved.mockRestore();
    }
    await login(customer.email, NEW_PASSWORD).expect(200);
  });

  it('refuses a tampered, malformed or orphaned token and changes nothing', async () => {
    const customer = await signUp(t, 'customer');
    const other = await signUp(t, 'customer');
    const token = await tokenFor('customers', customer.id);
    const [id, expires, sig] = token.split('.');
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    for (const bad of [
      `${other.id}.${expires}.${sig}`,
      `${id}.${Number(expires) + 86_400}.${sig}`,
      `${id}.${expires}.${flipped}`,
      `${id}.${expires}`,
      'not-a-token',
      `${token}x`,
    ]) {
      await refused(bad);
    }
    await login(customer.email, PASSWORD).expect(200);
    await login(other.email, PASSWORD).expect(200);

    const gone = await signUp(t, 'customer');
    const goneToken = await tokenFor('customers', gone.id);
    await t.db.getRepository(User).delete({ id: gone.id });
    await refused(goneToken);

    await reset(token).expect(200); // the real one still works after all that
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const customer = await signUp(t, 'customer');
    const token = await tokenFor('customers', customer.id);
    const results = await Promise.all(['first-new-password', 'second-new-password'].map((password) => reset(token, password)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0].status === 200 ? 'first-new-password' : 'second-new-password';
    const loser = winner === 'first-new-password' ? 'second-new-password' : 'first-new-password';
    await login(customer.email, winner).expect(200);
    await login(customer.email, loser).expect(401);
  });

  it.each([
    ['no token', { token: undefined, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'The password link is missing.'],
    ['an empty token', { token: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'The password link is missing.'],
    ['a token that is not text', { token: 12345, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'The password link is missing.'],
    ['no password', {}, 'Password is required'],
    ['a short password', { password: 'short12', confirmPassword: 'short12' }, 'Password must be at least 8 characters'],
    ['a long password', { password: 'x'.repeat(73), confirmPassword: 'x'.repeat(73) }, 'Password must be at most 72 characters'],
    ['no confirmation', { password: NEW_PASSWORD }, 'Please confirm your password'],
    ['a different confirmation', { password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` }, 'Passwords do not match!'],
    ['an unknown field', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, role: 'admin' }, 'The field role is not accepted.'],
  ])('answers 400 for %s and keeps the link', async (_case, fields, message) => {
    const customer = await signUp(t, 'customer');
    const token = await tokenFor('customers', customer.id);
    const res = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token, ...fields })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
    await login(customer.email, PASSWORD).expect(200);
    await reset(token).expect(200);
  });

  it('takes exactly 72 characters', async () => {
    const customer = await signUp(t, 'customer');
    await reset(await tokenFor('customers', customer.id), 'y'.repeat(72)).expect(200);
    await login(customer.email, 'y'.repeat(72)).expect(200);
  });

  it('gives agents links too, pending or active', async () => {
    const agent = await signUp(t, 'agent');
    await reset(await tokenFor('agents', agent.id)).expect(200);
    await login(agent.email, NEW_PASSWORD).expect(200);

    const pending = await signUp(t, 'agent', { active: false });
    await reset(await tokenFor('agents', pending.id)).expect(200);
    const res = await login(pending.email, NEW_PASSWORD).expect(403);
    expect(res.body.message).toBe('Your account is awaiting approval by an admin.');
  });

  it('sets the password of a deactivated customer, who still cannot log in', async () => {
    const customer = await signUp(t, 'customer');
    await t
      .http()
      .put(`/api/users/customers/${customer.id}/status`)
      .set(admin.auth)
      .send({ active: false, reason: 'No longer works with us.' })
      .expect(200);
    await reset(await tokenFor('customers', customer.id)).expect(200);
    const res = await login(customer.email, NEW_PASSWORD).expect(403);
    expect(res.body.message).toBe('Your account has been deactivated.');
  });

  it('answers 404 for an unknown id, one of another role, or a malformed one', async () => {
    const customer = await signUp(t, 'customer');
    const agent = await signUp(t, 'agent');
    for (const id of [999999, agent.id, admin.id]) {
      expect((await linkFor('customers', id).expect(404)).body).toEqual({
        statusCode: 404,
        message: 'Customer not found.',
        requestId: expect.any(String),
      });
    }
    for (const id of [999999, customer.id, admin.id]) {
      expect((await linkFor('agents', id).expect(404)).body).toEqual({
        statusCode: 404,
        message: 'Agent not found.',
        requestId: expect.any(String),
      });
    }
    expect((await linkFor('customers', 'abc').expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Customer not found.',
      requestId: expect.any(String),
    });
    expect((await linkFor('agents', '1.5').expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Agent not found.',
      requestId: expect.any(String),
    });
  });

  it('needs no body, and refuses unknown fields', async () => {
    const customer = await signUp(t, 'customer');
    await t.http().post(`/api/users/customers/${customer.id}/password-link`).set(admin.auth).expect(201);
    const res = await linkFor('customers', customer.id, { expiresAt: '2099-01-01T00:00:00Z' }).expect(400);
    expect(res.body.message).toBe('The field expiresAt is not accepted.');
  });

  it('lets a customer booked by phone set a password, log in and see the booking', async () => {
    const mobile = `7${String(randomInt(1e9)).padStart(9, '0')}`;
    const booked = await t
      .http()
      .post('/api/admin/bookings')
      .set(admin.auth)
      .send(oneWay({ customer: { fullName: 'Phone Customer', mobile } }))
      .expect(201);
    const customerId: number = booked.body.data.user._id;
    await login(mobile, NEW_PASSWORD).expect(401);

    await reset(await tokenFor('customers', customerId)).expect(200);
    const session = await login(mobile, NEW_PASSWORD).expect(200);
    expect(session.body.user).toMatchObject({ id: customerId, role: 'customer', mobile });
    const mine = await t.http().get('/api/bookings/my').set('Authorization', `Bearer ${session.body.token}`).expect(200);
    expect((mine.body.data as { id: number }[]).map((b) => b.id)).toEqual([booked.body.data.id]);
  });

  it('lists both routes in the OpenAPI document', async () => {
    const { body } = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/customers/{id}/password-link',
        '/api/users/agents/{id}/password-link',
        '/api/auth/reset-password',
      ]),
    );
    expect(body.paths['/api/auth/reset-password'].post.responses).toHaveProperty('200');
    expect(body.paths['/api/users/customers/{id}/password-link'].post.responses).toHaveProperty('201');
  });
});

describe('Password links rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('counts reset attempts like logins: 429 past the limit', async () => {
    const body = { token: `1.1.${'A'.repeat(43)}`, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let i = 0; i < 3; i += 1) await t.http().post('/api/auth/reset-password').send(body).expect(400);
    const res = await t.http().post('/api/auth/reset-password').send(body).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many attempts. Please try again in a minute.',
      requestId: expect.any(String),
    });
    await t.http().post('/api/auth/login').send({ emailOrMobile: 'nobody@example.test', password: 'whatever1' }).expect(429);
  });
});
