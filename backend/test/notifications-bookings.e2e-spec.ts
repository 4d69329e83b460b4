import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';
import { connectSocket, deactivateAndDrain, ofBooking, ownRedisChannel, recordEvents, recorded } from './helpers/sockets.js';
import { book, oneWay, passenger } from './helpers/trips.js';

async function fullName(t: TestApp, user: SignedIn): Promise<string> {
  return (await t.http().get('/api/auth/profile').set(user.auth).expect(200)).body.fullName;
}

describe('Notifications for bookings made through POST /api/bookings', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  const open: Socket[] = [];
  const connect = async (token: string) => {
    const socket = await connectSocket(t, token);
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, ...ownRedisChannel() });
    admin = await signUp(t, 'admin');
    customer = await signUp(t, 'customer');
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tells admins of the committed booking, and not the customer who made it', async () => {
    const booker = await signUp(t, 'customer'); // deactivated below
    const adminSocket = await connect(admin.token);
    const customerSocket = await connect(booker.token);
    const heardByCustomer = recordEvents(customerSocket, 'newBooking');
    const heard = recordEvents(adminSocket, 'newBooking');

    const booking = await book(t, booker);

    expect(await recorded(heard, ofBooking(booking))).toEqual({
      bookingId: booking.id,
      reference: booking.reference,
      customerName: await fullName(t, booker),
      from: booking.from,
      to: booking.to,
      date: booking.date,
      noticeId: expect.any(Number),
      tripType: 'one-way',
    });
    await deactivateAndDrain(t, admin, { id: booker.id, socket: customerSocket, kind: 'customers' });
    expect(heardByCustomer).toEqual([]);
  });

  it('sends one notice for a retried submission with the same Idempotency-Key', async () => {
    const adminSocket = await connect(admin.token);
    const heard = recordEvents<{ reference: string }>(adminSocket, 'newBooking');
    const key = randomUUID();
    const body = oneWay();

    const first = await t.http().post('/api/bookings').set(customer.auth).set('Idempotency-Key', key).send(body).expect(201);
    const retry = await t.http().post('/api/bookings').set(customer.auth).set('Idempotency-Key', key).send(body).expect(201);

    expect(retry.body.data.id).toBe(first.body.data.id);
    // A later booking's notice comes after any the retry could have sent (the outbox delivers in order
    // of writing, each after its commit, so wait for that notice itself, not for the next one heard).
    const later = await book(t, customer);
    const deadline = Date.now() + 15_000;
    while (!heard.some((n) => n.reference === later.reference) && Date.now() < deadline) await sleep(25);
    expect(heard.map((n) => n.reference)).toEqual([first.body.data.reference, later.reference]);
  });

  it('e-mails the passenger the booking reference', async () => {
    const email = `rider-${randomUUID()}@example.test`;
    const booking = await book(t, customer, { passenger: passenger({ email }) });

    const mail = await smtp.waitFor((m) => m.to.includes(email));

    expect(mail.to).toEqual([email]);
    expect(mail.headers.subject).toBe(`Booking ${booking.reference}: ${booking.from} to ${booking.to}`);
    const text = mail.parts.find((p) => p.contentType.startsWith('text/plain'))?.body ?? '';
    expect(text).toContain(`Booking reference: ${booking.reference}`);
    expect(text).toContain(`Vehicle: ${booking.vehicle}`);
  });
});

describe('A booking when the mail server refuses', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: true });
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is still made and answered 201', async () => {
    const customer = await signUp(t, 'customer');
    const email = `rider-${randomUUID()}@example.test`;
    const booking = await book(t, customer, { passenger: passenger({ email }) });
    await smtp.waitForRefusal(email);
    await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth).expect(200);
    expect(smtp.received).toEqual([]);
  });
});

describe('A booking made on instance A, heard on instance B (Redis)', () => {
  const sharedDir = mkdtempSync(join(tmpdir(), 'jbp-shared-'));
  const env = {
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    ...ownRedisChannel(),
    ...(process.env.DATABASE_URL ? {} : { DATABASE_URL: `sqlite:${join(sharedDir, 'shared.sqlite')}` }),
  };
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    rmSync(sharedDir, { recursive: true, force: true });
  });

  it('reaches the admin socket on B', async () => {
    const admin = await signUp(a, 'admin');
    const customer = await signUp(a, 'customer');
    const adminOnB = await connectSocket(b, admin.token);
    try {
      const heard = recordEvents(adminOnB, 'newBooking');
      const booking = await book(a, customer);
      expect(await recorded(heard, ofBooking(booking))).toMatchObject({ bookingId: booking.id, reference: booking.reference });
    } finally {
      adminOnB.close();
    }
  });
});
