import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { BOOKING_ASSIGNED, BOOKING_COMPLETED, BookingAssignedEvent, BookingCompletedEvent } from '../bookings/trip-events.js';
import { AppConfig } from '../config/app-config.js';
import { formatRupees, toPaise } from '../common/money.js';
import { formatTripDate } from './booking-confirmation.email.js';
import { Mailer, type MailMessage } from './mailer.js';

/** The customer's e-mails along the trip: driver and cab on assignment, the GST invoice on completion. */
@Injectable()
export class TripNoticeMailer {
  private readonly logger = new Logger(TripNoticeMailer.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  @OnEvent(BOOKING_ASSIGNED, { async: true })
  async assigned(event: BookingAssignedEvent): Promise<void> {
    await this.deliver(event.fields.reference, assignedEmail(event, this.config.operator.name));
  }

  @OnEvent(BOOKING_COMPLETED, { async: true })
  async completed(event: BookingCompletedEvent): Promise<void> {
    await this.deliver(event.fields.reference, invoiceEmail(event, this.config.operator.name));
  }

  private async deliver(reference: string, message: MailMessage | null): Promise<void> {
    if (!this.mailer.enabled || !message) return;
    try {
      await this.mailer.send(message);
      this.logger.log(`Trip e-mail "${message.subject}" sent for ${reference}`);
    } catch (err) {
      this.logger.warn(`Trip e-mail for ${reference} failed: ${(err as Error).message}`);
    }
  }
}

export function assignedEmail(event: BookingAssignedEvent, operatorName: string): MailMessage | null {
  const f = event.fields;
  if (!f.passenger.email) return null;
  const lines = [
    `Dear ${f.passenger.name},`,
    '',
    `Your cab for booking ${f.reference} (${f.from} to ${f.to}, ${formatTripDate(f.date)}, ${f.time}) is ready:`,
    '',
    `Driver: ${f.driver.name}, ${f.driver.mobile}`,
    `Cab: ${f.cab.vehicle} ${f.cab.registration}`,
    `Start code: ${f.startCode} (tell it to the driver when the trip starts)`,
    '',
    `प्रिय ${f.passenger.name}, बुकिंग ${f.reference} के लिए ड्राइवर ${f.driver.name} (${f.driver.mobile}), कैब ${f.cab.vehicle} ${f.cab.registration}। स्टार्ट कोड ${f.startCode} यात्रा शुरू होने पर ड्राइवर को बताएँ।`,
    '',
    operatorName,
  ];
  return { to: f.passenger.email, subject: `Your driver for ${f.reference}: ${f.driver.name}, ${f.cab.registration}`, ...bodies(lines) };
}

export function invoiceEmail(event: BookingCompletedEvent, operatorName: string): MailMessage | null {
  const f = event.fields;
  if (!f.passenger.email) return null;
  const lines = [
    `Dear ${f.passenger.name},`,
    '',
    `Thank you for travelling with ${operatorName}. Your GST invoice ${f.serial} for booking ${f.reference} (total ${formatRupees(toPaise(f.total))}) is attached.`,
    '',
    `बुकिंग ${f.reference} का GST बिल ${f.serial} संलग्न है।`,
    '',
    operatorName,
  ];
  return {
    to: f.passenger.email,
    subject: `Invoice ${f.serial} for ${f.reference}`,
    ...bodies(lines),
    attachments: [{ filename: `invoice-${f.serial.replaceAll('/', '-')}.pdf`, content: f.invoicePdf, contentType: 'application/pdf' }],
  };
}

function bodies(lines: string[]): { text: string; html: string } {
  const escape = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html>\n<html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2937">\n${lines
    .filter(Boolean)
    .map((l) => `<p>${escape(l)}</p>`)
    .join('\n')}\n</body></html>\n`;
  return { text: lines.join('\n'), html };
}
