import { User } from '../src/users/user.entity.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';
import { newAccount, PASSWORD, signUp, type SignedIn } from './helpers/factories.js';
import { jpegWithGps } from './helpers/images.js';

describe('Users (admin)', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, 'admin');
  });
  afterAll(() => t.close());

  it('lists customers newest first with _id and id, and no secrets', async () => {
    const older = await signUp(t, 'customer');
    const newer = await signUp(t, 'customer');
    const res = await t.http().get('/api/users/customers').set(admin.auth).expect(200);
    const ids = (res.body as { id: number }[]).map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const customer = res.body.find((c: { id: number }) => c.id === newer.id);
    expect(customer).toMatchObject({
      _id: newer.id,
      id: newer.id,
      email: newer.email,
      mobile: newer.mobile,
      active: true,
      city: 'Jabalpur',
    });
    expect(customer).not.toHaveProperty('passwordHash');
    expect(res.body.every((c: { role: string }) => c.role === 'customer')).toBe(true);
  });

  it("answers one customer, or 404 'Customer not found.'", async () => {
    const customer = await signUp(t, 'customer');
    const res = await t.http().get(`/api/users/customers/${customer.id}`).set(admin.auth).expect(200);
    expect(res.body.email).toBe(customer.email);
    for (const id of [999999, (await signUp(t, 'agent')).id]) {
      const missing = await t.http().get(`/api/users/customers/${id}`).set(admin.auth).expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'Customer not found.', requestId: expect.any(String) });
    }
  });

  it('saves a customer deactivation and reactivation', async () => {
    const customer = await signUp(t, 'customer');
    const off = await t
      .http()
      .put(`/api/users/customers/${customer.id}/status`)
      .set(admin.auth)
      .send({ active: false, reason: 'No longer works with us.' })
      .expect(200);
    expect(off.body.active).toBe(false);
    expect((await t.http().get(`/api/users/customers/${customer.id}`).set(admin.auth)).body.active).toBe(false);
    await t.http().put(`/api/users/customers/${customer.id}/status`).set(admin.auth).send({ active: true }).expect(200);
    await t.http().post('/api/auth/login').send({ emailOrMobile: customer.email, password: PASSWORD }).expect(200);
  });

  it.each(['customers', 'agents', 'admins'] as const)(
    'deactivating one of the %s needs a reason: 400 and nothing changed without it, kept in the audit log with it',
    async (kind) => {
      const role = ({ customers: 'customer', agents: 'agent', admins: 'admin' } as const)[kind];
      const account = await signUp(t, role);
      const path = `/api/users/${kind}/${account.id}/status`;
      for (const body of [{ active: false }, { active: false, reason: ' ' }]) {
        const res = await t.http().put(path).set(admin.auth).send(body).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'Please give a reason in one sentence.', requestId: expect.any(String) });
      }
      const user = await t.db.getRepository(User).findOneByOrFail({ id: account.id });
      expect(user.active).toBe(true);
      const reason = 'Repeated no-shows reported by drivers.';
      await t.http().put(path).set(admin.auth).send({ active: false, reason }).expect(200);
      if (kind !== 'admins') {
        const history = (await t.http().get(`/api/users/${kind}/${account.id}/history`).set(admin.auth).expect(200)).body.data;
        expect(history[0]).toMatchObject({ action: 'user.activation', reason, after: { active: false } });
      }
      await t.http().put(path).set(admin.auth).send({ active: true }).expect(200);
    },
  );

  it('lists agents with their business name, ID proof type and a link to the ID proof', async () => {
    const account = newAccount('agent', { travelerName: 'Rewa Road Cabs', idProofType: 'Aadhar Card' });
    const req = t.http().post('/api/auth/register');
    for (const [k, v] of Object.entries(account)) req.field(k, v);
    const reg = await req.attach('idProofImage', await jpegWithGps(), 'aadhar.jpg').expect(201);
    const res = await t.http().get('/api/users/agents').set(admin.auth).expect(200);
    const agent = res.body.find((a: { id: number }) => a.id === reg.body.user.id);
    expect(agent).toMatchObject({ travelerName: 'Rewa Road Cabs', idProofType: 'Aadhar Card', active: false, pendingApproval: true });
    expect(agent.idProofImage).toMatch(/^\/api\/files\/\d+\?/);
    const one = await t.http().get(`/api/users/agents/${agent.id}`).set(admin.auth).expect(200);
    expect(one.body.email).toBe(account.email);
    await t.http().get(one.body.idProofImage).expect(200);
  });

  it("answers 404 'Agent not found.'", async () => {
    const res = await t.http().get('/api/users/agents/424242').set(admin.auth).expect(404);
    expect(res.body.message).toBe('Agent not found.');
    await t.http().put('/api/users/agents/424242/status').set(admin.auth).send({ active: true }).expect(404);
  });

  it('activates a pending agent, who can then log in; deactivation is saved', async () => {
    const account = newAccount('agent');
    const reg = await t.http().post('/api/auth/register').send(account).expect(201);
    const id = reg.body.user.id;
    const on = await t.http().put(`/api/users/agents/${id}/status`).set(admin.auth).send({ active: true }).expect(200);
    expect(on.body).toMatchObject({ active: true, pendingApproval: false });
    await t.http().post('/api/auth/login').send({ emailOrMobile: account.mobile, password: PASSWORD }).expect(200);
    await t
      .http()
      .put(`/api/users/agents/${id}/status`)
      .set(admin.auth)
      .send({ active: false, reason: 'No longer works with us.' })
      .expect(200);
    const res = await t.http().post('/api/auth/login').send({ emailOrMobile: account.mobile, password: PASSWORD }).expect(403);
    expect(res.body.message).toBe('Your account has been deactivated.');
  });

  it('lists pending admins and approves one', async () => {
    const account = newAccount('admin');
    const reg = await t.http().post('/api/auth/register').send(account).expect(201);
    const list = await t.http().get('/api/users/admins').set(admin.auth).expect(200);
    expect(list.body.find((a: { id: number }) => a.id === reg.body.user.id)).toMatchObject({ pendingApproval: true, active: false });
    await t.http().put(`/api/users/admins/${reg.body.user.id}/status`).set(admin.auth).send({ active: true }).expect(200);
    const login = await t.http().post('/api/auth/login').send({ emailOrMobile: account.email, password: PASSWORD }).expect(200);
    expect(login.body.user.role).toBe('admin');
  });

  it('does not let an admin deactivate their own account', async () => {
    const res = await t
      .http()
      .put(`/api/users/admins/${admin.id}/status`)
      .set(admin.auth)
      .send({ active: false, reason: 'No longer works with us.' })
      .expect(400);
    expect(res.body.message).toBe('You cannot deactivate your own account.');
  });

  it('rejects a status body without a boolean, or with extra fields', async () => {
    const customer = await signUp(t, 'customer');
    for (const body of [{}, { active: 'yes' }, { active: 1 }]) {
      const res = await t.http().put(`/api/users/customers/${customer.id}/status`).set(admin.auth).send(body).expect(400);
      expect(res.body.message).toBe('active must be true or false');
    }
    const extra = await t
      .http()
      .put(`/api/users/customers/${customer.id}/status`)
      .set(admin.auth)
      .send({ active: true, role: 'admin' })
      .expect(400);
    expect(extra.body.message).toBe('The field role is not accepted.');
  });

  it.each(['abc', '0', '1.5', '1e3', '99999999999'])('answers a malformed id %j as a missing one', async (id) => {
    const res = await t.http().get(`/api/users/customers/${id}`).set(admin.auth).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Customer not found.', requestId: expect.any(String) });
  });
});
