import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { AppConfig } from '../config/app-config.js';
import { BookingConfirmationMailer } from './booking-confirmation.mailer.js';
import type { Mailer, MailMessage } from './mailer.js';

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
  const subject = new BookingConfirmationMailer({ enabled: mailer.enabled, send } as unknown as Mailer, config);
  return { subject, send };
}

describe(BookingConfirmationMailer.name, () => {
  let debug: ReturnType<typeof jest.spyOn>;
  let warn: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the confirmation to the passenger with the operator contact from config', async () => {
    const { subject, send } = listener({ enabled: true });
    await subject.send(event());
    expect(send).toHaveBeenCalledTimes(1);
    const mail = send.mock.calls[0][0];
    expect(mail.to).toBe('meera@example.test');
    expect(mail.text).toContain('JBP-000009');
    expect(mail.text).toContain('+91 98260 00000');
  });

  it('sends nothing without SMTP_URL, and says so at debug level', async () => {
    const { subject, send } = listener({ enabled: false });
    await subject.send(event());
    expect(send).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith('No SMTP_URL: no confirmation e-mail for JBP-000009');
  });

  it('sends nothing when the passenger gave no e-mail', async () => {
    const { subject, send } = listener({ enabled: true });
    await subject.send(event(''));
    expect(send).not.toHaveBeenCalled();
  });

  it('logs a failed send and never throws it back at the booking', async () => {
    const { subject } = listener({ enabled: true, send: () => Promise.reject(new Error('550 mailbox unavailable')) });
    await expect(subject.send(event())).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Confirmation e-mail for JBP-000009 failed: 550 mailbox unavailable');
  });
});
