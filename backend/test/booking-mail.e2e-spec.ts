import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';
import { OutboxMessage } from '../src/outbox/outbox-message.entity.js';
import { bookingCreated, emitBookingCreated, outboxFor } from './helpers/booking-events.js';
import { type CapturedLogs, captureLogs } from './helpers/logs.js';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';

describe('Booking confirmation e-mail (SMTP_URL)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Jabalpur Cabs <bookings@jabalpurcabs.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails the passenger the reference, route, date, vehicle, total in rupees and whom to call', async () => {
    const event = emitBookingCreated(
      t,
      bookingCreated({
        to: 'Bhopal, Bhopal, Madhya Pradesh, India',
        date: '2026-12-01',
        time: '07:30',
        vehicle: 'Crysta',
        totalAmount: 12450,
        passenger: { name: 'Meera Patel', email: 'meera.patel@example.test', phone: '9876543210' },
      }),
    );

    const mail = await smtp.waitFor((m) => m.to.includes('meera.patel@example.test'));

    expect(mail.to).toEqual(['meera.patel@example.test']);
    expect(mail.from).toBe('bookings@jabalpurcabs.test');
    expect(mail.headers.subject).toBe(`Booking ${event.reference}: ${event.from} to Bhopal, Bhopal, Madhya Pradesh, India`);
    const text = mail.parts.find((p) => p.contentType.startsWith('text/plain'))?.body ?? '';
    const html = mail.parts.find((p) => p.contentType.startsWith('text/html'))?.body ?? '';
    for (const body of [text, html]) {
      expect(body).toContain(event.reference);
      expect(body).toContain('Tue, 1 Dec 2026, 7:30 am');
      expect(body).toContain('Crysta');
      expect(body).toContain('₹12,450.00');
      expect(body).toContain('+91 761 400 1234');
    }
  });

  it('sends one e-mail per booking, each to its own passenger', async () => {
    const first = emitBookingCreated(t);
    const second = emitBookingCreated(t);
    const [m1, m2] = await Promise.all([
      smtp.waitFor((m) => m.to.includes(first.passenger.email)),
      smtp.waitFor((m) => m.to.includes(second.passenger.email)),
    ]);
    expect(m1.headers.subject).toContain(first.reference);
    expect(m2.headers.subject).toContain(second.reference);
    expect(smtp.received.filter((m) => m.to.includes(first.passenger.email))).toHaveLength(1);
  });
});

describe('Booking confirmation e-mail when the mail server refuses', () => {
  let smtp: TestSmtpServer;
  let logs: CapturedLogs;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: true });
    logs = captureLogs('info');
    t = await createTestApp({ SMTP_URL: smtp.url }, { logger: logs.logger });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('logs the failure, keeps the e-mail in the outbox for a later attempt and goes on serving', async () => {
    const emitted = emitBookingCreated(t);
    const { reference, passenger } = emitted;

    // The mail was really tried: the server refused its recipient...
    await smtp.waitForRefusal(passenger.email);
    // ...and the outbox said so, as a warning with the server's reason, and will try again later. (On
    // MariaDB the test files share one database: an e-mail another file left unsent may be tried and
    // refused here first, so the line is the one that names this passenger.)
    const line = await logs.waitFor(
      (l) => l.context === 'OutboxWorker' && l.msg.includes('booking.created.email') && l.msg.includes(passenger.email),
    );
    expect(line.level).toBe(40);
    expect(line.msg).toMatch(
      new RegExp(`^Outbox message \\d+ \\(booking.created.email\\) failed, attempt 1: .*Mailbox ${passenger.email} unavailable`),
    );
    const [mail] = (await outboxFor(t, emitted.bookingId)).filter((m) => m.topic === 'booking.created.email');
    const row = await t.db.getRepository(OutboxMessage).findOneByOrFail({ id: mail.id });
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null, lockedUntil: null });
    expect(row.availableAt.getTime()).toBeGreaterThan(Date.now());
    expect(logs.lines.some((l) => l.msg === `Confirmation e-mail sent for ${reference}`)).toBe(false);

    expect(smtp.received).toEqual([]);
    await t.http().get('/api/health').expect(200);
  });
});
