import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { AuditLog } from '../src/audit/audit-log.service.js';
import { TransactionRunner } from '../src/database/transaction-runner.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { book, createOffer, passenger } from './helpers/trips.js';

interface Entry {
  at: string;
  actor: { id: number | null; name: string; role: string } | null;
  entityType: string;
  entityId: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('The audit log', () => {
  let t: TestApp;
  let admin: SignedIn;
  let adminName: string;
  let customer: SignedIn;
  let customerName: string;
  const history = async (path: string, who: SignedIn = admin) => (await t.http().get(path).set(who.auth).expect(200)).body.data as Entry[];
  /** Oldest first, as [action, actor role, before, after]. */
  const story = (entries: Entry[]) => [...entries].reverse().map((e) => [e.action, e.actor?.role ?? null, e.before, e.after]);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, 'admin');
    adminName = (await t.http().get('/api/auth/profile').set(admin.auth)).body.fullName;
    customer = await signUp(t, 'customer');
    customerName = (await t.http().get('/api/auth/profile').set(customer.auth)).body.fullName;
  });
  afterAll(() => t.close());

  it("records a booking's life: made, confirmed, charges, advance submitted and verified, cancelled", async () => {
    const booking = await book(t, customer);
    await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
    // Confirming what is confirmed, and charges left as they are, change nothing and record nothing.
    await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
    await t
      .http()
      .patch(`/api/bookings/${booking.id}/charges`)
      .set(admin.auth)
      .send({ haltingCharges: 300, extraKmCharges: 0 })
      .expect(200);
    await t.http().patch(`/api/bookings/${booking.id}/charges`).set(admin.auth).send({ haltingCharges: 300 }).expect(200);
    await t.http().post(`/api/bookings/${booking.id}/advance`).set(customer.auth).send({ amount: 1050, utr: '412345678901' }).expect(200);
    await t.http().patch(`/api/bookings/${booking.id}/advance`).set(admin.auth).send({ advanceAmount: 1050 }).expect(200);
    await t.http().put(`/api/bookings/${booking.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' }).expect(200);

    const entries = await history(`/api/bookings/${booking.id}/history`);
    expect(story(entries)).toEqual([
      ['booking.created', 'customer', null, { status: 'pending', totalAmount: booking.totalAmount, offerId: null }],
      ['booking.status', 'admin', { status: 'pending' }, { status: 'confirmed' }],
      ['booking.charges', 'admin', { haltingCharges: 0 }, { haltingCharges: 300 }],
      [
        'booking.advance-submitted',
        'customer',
        { advanceStatus: 'none' },
        { advanceStatus: 'submitted', amount: 1050, utr: '412345678901' },
      ],
      [
        'booking.advance-verified',
        'admin',
        { advanceStatus: 'submitted', advanceAmount: 0 },
        { advanceStatus: 'verified', advanceAmount: 1050 },
      ],
      ['booking.status', 'customer', { status: 'confirmed' }, { status: 'cancelled by the customer', cancellationCharge: 0 }],
    ]);
    expect(entries[0]).toMatchObject({ entityType: 'booking', entityId: booking.id, actor: { id: customer.id, name: customerName } });
    expect(entries[1].actor).toEqual({ id: admin.id, name: adminName, role: 'admin' });
    expect(new Date(entries[0].at).getTime()).toBeGreaterThanOrEqual(new Date(entries[5].at).getTime());
    expect((await history(`/api/bookings/${booking.id}/history?sort=at`)).map((e) => e.action)[0]).toBe('booking.created');
  });

  it('writes nothing when the change is refused', async () => {
    const booking = await book(t, customer);
    await t.http().post(`/api/bookings/${booking.id}/advance`).set(customer.auth).send({ amount: 500, utr: '412345678901' }).expect(409);
    await t.http().put(`/api/bookings/${booking.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' }).expect(200);
    await t.http().put(`/api/bookings/${booking.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' }).expect(409);
    expect((await history(`/api/bookings/${booking.id}/history`)).map((e) => e.action)).toEqual(['booking.status', 'booking.created']);
  });

  it("shows the owner their booking's history with the office as the operator, and without internal entries", async () => {
    const rider = passenger();
    const booking = await book(t, customer, { passenger: rider });
    await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
    const full = await t.http().get(`/api/bookings/${booking.id}/passenger-id`).set(admin.auth).expect(200);
    expect(full.body).toEqual({ idType: 'Aadhar Card', idNumber: rider.idNumber });

    const office = await history(`/api/bookings/${booking.id}/history`);
    expect(office.map((e) => e.action)).toEqual(['booking.passenger-id-viewed', 'booking.status', 'booking.created']);
    expect(office[0].actor).toEqual({ id: admin.id, name: adminName, role: 'admin' });

    const own = await history(`/api/bookings/${booking.id}/history`, customer);
    expect(own.map((e) => e.action)).toEqual(['booking.status', 'booking.created']);
    expect(own[0].actor).toEqual({ id: null, name: 'Jabalpur Cabs', role: 'admin' });
    expect(JSON.stringify(own)).not.toContain(adminName);
  });

  it('answers history to the owner and admins only', async () => {
    const booking = await book(t, customer);
    const other = await signUp(t, 'customer');
    const agent = await signUp(t, 'agent');
    expect((await t.http().get(`/api/bookings/${booking.id}/history`).set(other.auth).expect(403)).body.message).toBe(
      'You can only see your own bookings.',
    );
    await t.http().get(`/api/bookings/${booking.id}/history`).set(agent.auth).expect(403);
    await t.http().get(`/api/bookings/${booking.id}/history`).expect(401);
    expect((await t.http().get('/api/bookings/99999999/history').set(admin.auth).expect(404)).body.message).toBe('Booking not found.');
    await t.http().get(`/api/bookings/${booking.id}/passenger-id`).set(customer.auth).expect(403);
    await t.http().get('/api/bookings/99999999/passenger-id').set(admin.auth).expect(404);
  });

  it("records activation, password links and offers on the people's timelines", async () => {
    const agent = await signUp(t, 'agent', { active: false });
    await t.http().put(`/api/users/agents/${agent.id}/status`).set(admin.auth).send({ active: true }).expect(200);
    await t.http().put(`/api/users/agents/${agent.id}/status`).set(admin.auth).send({ active: true }).expect(200);
    const login = await t.http().post('/api/auth/login').send({ emailOrMobile: agent.email, password: 'correct-horse-42' }).expect(200);
    const offer = await createOffer(t, { ...agent, auth: { Authorization: `Bearer ${login.body.token}` } }, { amount: 1800 });
    const link = await t.http().post(`/api/users/agents/${agent.id}/password-link`).set(admin.auth).send({}).expect(201);
    await t
      .http()
      .put(`/api/users/agents/${agent.id}/status`)
      .set(admin.auth)
      .send({ active: false, reason: 'No longer works with us.' })
      .expect(200);

    const entries = await history(`/api/users/agents/${agent.id}/history`);
    expect(story(entries)).toEqual([
      ['user.activation', 'admin', { active: false, pendingApproval: true }, { active: true, pendingApproval: false }],
      ['offer.created', 'agent', null, expect.objectContaining({ amount: 1800, vehicle: 'Dzire' })],
      ['user.password-link', 'admin', null, { sentBy: 'office', expiresAt: link.body.expiresAt }],
      ['user.activation', 'admin', { active: true, pendingApproval: false }, { active: false, pendingApproval: false }],
    ]);
    expect(entries.find((e) => e.action === 'offer.created')).toMatchObject({ entityType: 'offer', entityId: offer.id });

    const customerTimeline = await history(`/api/users/customers/${customer.id}/history?limit=200`);
    expect(customerTimeline.length).toBeGreaterThan(0);
    expect(customerTimeline.every((e) => e.actor?.id === customer.id || e.entityId === customer.id)).toBe(true);
  });

  it("records a password set through a link on the person's timeline", async () => {
    const person = await signUp(t, 'customer');
    const link = await t.http().post(`/api/users/customers/${person.id}/password-link`).set(admin.auth).send({}).expect(201);
    const token = new URL(link.body.path as string, 'http://x').searchParams.get('token');
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'a-new-password-1', confirmPassword: 'a-new-password-1' })
      .expect(200);
    expect((await history(`/api/users/customers/${person.id}/history`)).map((e) => [e.action, e.actor?.id])).toEqual([
      ['user.password-changed', person.id],
      ['user.password-link', admin.id],
    ]);
  });

  it('pages long timelines with the list headers, and 404s for the wrong kind of account', async () => {
    const res = await t.http().get(`/api/users/customers/${customer.id}/history?limit=1`).set(admin.auth).expect(200);
    expect(res.body.data).toHaveLength(1);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(1);
    expect(res.headers.link).toContain('rel="next"');
    expect((await t.http().get(`/api/users/agents/${customer.id}/history`).set(admin.auth).expect(404)).body.message).toBe(
      'Agent not found.',
    );
    expect((await t.http().get(`/api/users/customers/${admin.id}/history`).set(admin.auth).expect(404)).body.message).toBe(
      'Customer not found.',
    );
    await t.http().get(`/api/users/customers/${customer.id}/history`).set(customer.auth).expect(403);
  });

  it('writes an entry inside the transaction of its change: a rollback takes it away too', async () => {
    const audit = t.app.get(AuditLog);
    const attempt = t.app.get(TransactionRunner).run(async (manager) => {
      await audit.record(manager, {
        actor: { id: admin.id, role: 'admin' },
        entityType: 'user',
        entityId: customer.id,
        action: 'user.activation',
        after: { active: true },
      });
      expect(await manager.countBy(AuditEntry, { entityId: customer.id, action: 'user.activation' })).toBe(1);
      throw new Error('the change failed');
    });
    await expect(attempt).rejects.toThrow('the change failed');
    expect(await t.db.getRepository(AuditEntry).countBy({ entityId: customer.id, action: 'user.activation' })).toBe(0);
  });
});
