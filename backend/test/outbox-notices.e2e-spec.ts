import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { EntityManager } from 'typeorm';
import { Outbox } from '../src/outbox/outbox.js';
import { OutboxMessage } from '../src/outbox/outbox-message.entity.js';
import { OUTBOX_TOPICS } from '../src/outbox/outbox-topics.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { fleet, mobile } from './helpers/closed-trips.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';
import { connectSocket, nextEvent, ownRedisChannel } from './helpers/sockets.js';
import { book, createOffer, istDate, officeCancels, passenger } from './helpers/trips.js';

/**
 * Issue 13, item 4: every notice and e-mail is written to the outbox in the transaction of the
 * change it announces. Each case fails its change right after the outbox write (the transaction
 * rolls back: no message, no change), then makes it for real and sees the message delivered.
 */
describe('Every notice and e-mail goes through the outbox, in the transaction of its change', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: SignedIn;
  const open: Socket[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, ...ownRedisChannel() });
    admin = await signUp(t, 'admin');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const count = (topic: string) => t.db.getRepository(OutboxMessage).countBy({ topic });
  const socketOf = async (token: string) => {
    const socket = await connectSocket(t, token);
    open.push(socket);
    return socket;
  };
  /** The next outbox write of `topic` commits nothing: the change fails just after writing it. */
  const failAfterWriting = (topic: string) => {
    const outbox = t.app.get(Outbox);
    const add = outbox.add.bind(outbox);
    jest.spyOn(outbox, 'add').mockImplementation(async (manager: EntityManager, messages: { topic: string; payload: unknown }[]) => {
      await add(manager, messages);
      if (messages.some((m) => m.topic === topic)) throw new Error(`failing the change after writing ${topic}`);
    });
  };
  /** Fails the change after the outbox write and checks nothing was kept, then lets it through. */
  const provesRollback = async (topic: string, attempt: () => Promise<{ status: number }>) => {
    const before = await count(topic);
    failAfterWriting(topic);
    expect((await attempt()).status).toBe(500);
    expect(await count(topic)).toBe(before);
    jest.restoreAllMocks();
  };
  const delivered = async (topic: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await t.db.getRepository(OutboxMessage).find({ where: { topic }, order: { id: 'DESC' }, take: 1 });
      if (rows[0]?.deliveredAt) return rows[0];
      if (Date.now() > deadline) throw new Error(`${topic} was not delivered`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const confirmedBooking = async (customer: SignedIn, overrides: Record<string, unknown> = {}) => {
    const booking = await book(t, customer, overrides);
    await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
    return booking;
  };

  it('the password reset link', async () => {
    const customer = await signUp(t, 'customer');
    const reset = () => t.http().post('/api/auth/password-reset').send({ emailOrMobile: customer.email });
    await provesRollback(OUTBOX_TOPICS.passwordResetEmail, reset);
    expect((await reset()).status).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes(customer.email) && /set a new password/.test(m.headers.subject ?? ''));
    expect(mail.headers['message-id']).toMatch(/^<outbox-\d+\./);
    await delivered(OUTBOX_TOPICS.passwordResetEmail);
  });

  it('the e-mail change: the link to the new address and the notice to the old one, in the language of the site at saving', async () => {
    const customer = await signUp(t, 'customer');
    const newEmail = `new-${randomUUID()}@example.test`;
    const change = () => t.http().put('/api/auth/profile').set(customer.auth).set('Accept-Language', 'hi').send({ email: newEmail });
    await provesRollback(OUTBOX_TOPICS.emailChangeConfirmation, change);
    expect((await change()).status).toBe(200);
    const link = await smtp.waitFor((m) => m.to.includes(newEmail));
    expect(decodeHeader(link.headers.subject)).toBe('Jabalpur Cabs: अपना नया ई-मेल पता पुष्टि करें');
    const body = link.parts.find((p) => p.contentType.startsWith('text/plain'))?.body ?? '';
    expect(body).toMatch(/^प्रिय /);
    expect(body).toContain('Dear '); // the English follows the Hindi
    const notice = await smtp.waitFor((m) => m.to.includes(customer.email) && /बदला जा रहा है/.test(decodeHeader(m.headers.subject)));
    expect(notice).toBeDefined();
    expect((await t.db.getRepository(User).findOneByOrFail({ id: customer.id })).language).toBe('hi');
  });

  it("the admins' new-enquiry notice", async () => {
    const adminSocket = await socketOf(admin.token);
    const enquiry = () =>
      t
        .http()
        .post('/api/enquiries')
        .send({ name: 'Asha Verma', mobile: mobile(), tripType: 'marriage', message: 'Three cars for a wedding' });
    await provesRollback(OUTBOX_TOPICS.newEnquiryNotice, enquiry);
    const heard = nextEvent<{ enquiryId: number; name: string; noticeId: number }>(adminSocket, 'newEnquiry');
    const res = await enquiry();
    expect(res.status).toBe(201);
    expect(await heard).toMatchObject({ name: 'Asha Verma', noticeId: expect.any(Number) });
  });

  it("the status changes to the customer: confirmed and cancelled by e-mail, every change on the customer's socket", async () => {
    const customer = await signUp(t, 'customer');
    const email = `rider-${randomUUID()}@example.test`;
    const booking = await book(t, customer, { passenger: passenger({ email }) });
    const confirm = () => t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' });
    await provesRollback(OUTBOX_TOPICS.bookingStatusEmail, confirm);
    expect((await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth)).body.data.status).toBe('pending');
    const socket = await socketOf(customer.token);
    const heard = nextEvent<{ bookingId: number; status: string; noticeId: number }>(socket, 'bookingStatus');
    expect((await confirm()).status).toBe(200);
    expect(await heard).toEqual({ bookingId: booking.id, reference: booking.reference, status: 'confirmed', noticeId: expect.any(Number) });
    const confirmed = await smtp.waitFor((m) => m.to.includes(email) && /Confirmed$/.test(m.headers.subject ?? ''));
    expect(confirmed.headers.subject).toBe(`Booking ${booking.reference}: Confirmed`);
    await officeCancels(t, admin, booking.id);
    const cancelled = await smtp.waitFor((m) => m.to.includes(email) && /Cancelled$/.test(m.headers.subject ?? ''));
    const body = cancelled.parts.map((p) => p.body).join('\n');
    expect(body).toContain('cancelled by our office');
    // The one status e-mail carries the office's reason (no second e-mail).
    expect(body).toContain('The customer asked us to cancel.');
  });

  it("the customer's own cancel reaches their socket but sends no e-mail (they did it)", async () => {
    const customer = await signUp(t, 'customer');
    const booking = await book(t, customer);
    const emails = await count(OUTBOX_TOPICS.bookingStatusEmail);
    const notices = await count(OUTBOX_TOPICS.bookingStatusNotice);
    await t.http().put(`/api/bookings/${booking.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' }).expect(200);
    expect(await count(OUTBOX_TOPICS.bookingStatusEmail)).toBe(emails);
    expect(await count(OUTBOX_TOPICS.bookingStatusNotice)).toBe(notices + 1);
  });

  it('the driver and cab e-mail on assignment, and the invoice e-mail when the trip closes', async () => {
    const customer = await signUp(t, 'customer');
    const booking = await confirmedBooking(customer, { date: istDate(14), time: '08:00' });
    const { driver, cab } = await fleet(t, admin);
    const assign = () =>
      t.http().put(`/api/bookings/${booking.id}/assignment`).set(admin.auth).send({ driverId: driver.id, cabId: cab.id });
    await provesRollback(OUTBOX_TOPICS.bookingAssignedEmail, assign);
    expect((await t.http().get(`/api/bookings/${booking.id}`).set(admin.auth)).body.data.assignment).toBeNull();
    expect((await assign()).status).toBe(200);
    await smtp.waitFor((m) => m.to.includes(booking.passenger.email) && /^Your driver/.test(m.headers.subject ?? ''));

    const sheet = (body: Record<string, unknown>) => t.http().put(`/api/bookings/${booking.id}/trip`).set(admin.auth).send(body);
    await sheet({ startKm: 100, startAt: `${booking.date}T08:00:00+05:30` }).expect(200);
    const close = () => sheet({ endKm: 500, endAt: `${booking.date}T16:00:00+05:30` });
    await provesRollback(OUTBOX_TOPICS.bookingCompletedEmail, close);
    expect((await t.http().get(`/api/bookings/${booking.id}`).set(admin.auth)).body.data.status).toBe('on-trip');
    expect((await close()).status).toBe(200);
    const invoice = await smtp.waitFor((m) => m.to.includes(booking.passenger.email) && /^Invoice JC\//.test(m.headers.subject ?? ''));
    expect(invoice.parts.map((p) => p.contentType)).toEqual(expect.arrayContaining([expect.stringMatching(/^application\/pdf/)]));
  });

  it("the agent's live notice and e-mail when a customer books their offer", async () => {
    const agent = await signUp(t, 'agent');
    const customer = await signUp(t, 'customer');
    const agentSocket = await socketOf(agent.token);
    const offer = await createOffer(t, agent);
    const bookOffer = () =>
      t
        .http()
        .post('/api/bookings')
        .set(customer.auth)
        .send({
          offerId: offer.id,
          passenger: passenger({ name: 'Kavita Rao', phone: '9876501234' }),
          addresses: { pickupAddress: 'Habibganj station, platform 1', dropAddress: 'Napier Town, Jabalpur' },
        });
    await provesRollback(OUTBOX_TOPICS.offerBookedNotice, bookOffer);
    expect((await t.http().get('/api/offers').expect(200)).body.data.map((o: { id: number }) => o.id)).toContain(offer.id);
    const heard = nextEvent<Record<string, unknown>>(agentSocket, 'offerBooked');
    const res = await bookOffer();
    expect(res.status).toBe(201);
    expect(await heard).toMatchObject({
      offerId: offer.id,
      bookingId: res.body.data.id,
      customerName: 'Kavita Rao',
      customerMobile: '9876501234',
      pickup: 'Habibganj station, platform 1',
      noticeId: expect.any(Number),
    });
    const mail = await smtp.waitFor((m) => m.to.includes(agent.email));
    expect(mail.headers.subject).toContain(`is booked: ${res.body.data.reference}`);
  });
});

/** A header as written (RFC 2047 base64 encoded-words, a character possibly split across words) → its text. */
function decodeHeader(value = ''): string {
  const bytes = [...value.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1], 'base64'));
  return bytes.length ? Buffer.concat(bytes).toString('utf8') : value;
}
