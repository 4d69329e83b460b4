import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { AppConfig } from '../config/app-config.js';
import { BookingConfirmationMailer } from './booking-confirmation.mailer.js';
import { OutboxMail } from './outbox-mail.js';
import type { Mailer, MailMessage } from './mailer.js';
import type { Outbox } from '../outbox/outbox.js';

const config = new AppConfig({ JWT_SECRET: 'x'.repeat(40), OPERATOR_PHONE: '+91 98260 00000' });

const event = (email = 'meera@example.test') =>
  new BookingCreatedEvent({
    bookingId: 9,
    reference: 'JBP-000009',
    customerName: 'Meera Patel',
    from: 'Jabalpur',
    to: 'Katni',
    date: '2026-12-01',
    time: '07:30',
    vehicle: 'Dzire',
    tripType: 'one-way',
    totalAmount: 1900,
    passenger: { name: 'Meera Patel', email, phone: '9876543210' },
  });

function listener(mailer: { enabled: boolean; send?: (m: MailMessage) => Promise<void> }) {
  const send = jest.fn(mailer.send ?? (async (_m: MailMessage) => undefined));
  const subject = new BookingConfirmationMailer(
    new OutboxMail({ enabled: mailer.enabled, send } as unknown as Mailer, config),
    {} as Outbox,
  );
  return { subject, send };
}

describe(BookingConfirmationMailer.name, () => {
  let debug: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the confirmation to the passenger with the operator contact from config', async () => {
    const { subject, send } = listener({ enabled: true });
    await subject.send(event(), 1);
    expect(send).toHaveBeenCalledTimes(1);
    const mail = send.mock.calls[0][0];
    expect(mail.to).toBe('meera@example.test');
    expect(mail.text).toContain('JBP-000009');
    expect(mail.text).toContain('+91 98260 00000');
  });

  it('sends nothing without SMTP_URL, and says so at debug level', async () => {
    const { subject, send } = listener({ enabled: false });
    await subject.send(event(), 1);
    expect(send).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith('No SMTP_URL: no confirmation e-mail for JBP-000009');
  });

  it('sends nothing when the passenger gave no e-mail', async () => {
    const { subject, send } = listener({ enabled: true });
    await subject.send(event(''), 1);
    expect(send).not.toHaveBeenCalled();
  });

  it('throws a failed send back to the outbox, which tries again later', async () => {
    const { subject } = listener({ enabled: true, send: () => Promise.reject(new Error('421 try again later')) });
    await expect(subject.send(event(), 7)).rejects.toThrow('421 try again later');
  });

  it('gives each outbox message one Message-ID, the same on every attempt', async () => {
    const { subject, send } = listener({ enabled: true });
    await subject.send(event(), 7);
    await subject.send(event(), 7);
    await subject.send(event(), 8);
    const ids = send.mock.calls.map((call) => call[0].messageId);
    expect(ids[0]).toMatch(/^<outbox-7\.jbp-socket\.io@localhost>$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(/^<outbox-8\./);
  });
});
