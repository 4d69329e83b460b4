import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BookingAssignedNotice, BookingCompletedNotice, BookingStatusNotice, OfferBookedNotice } from '../bookings/trip-events.js';
import { AppConfig } from '../config/app-config.js';
import { InvoiceRegister } from '../invoices/invoice-register.service.js';
import { renderInvoicePdf } from '../invoices/invoice.pdf.js';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import { OutboxMail } from './outbox-mail.js';
import { assignedEmail, invoiceEmail, offerBookedEmail, statusEmail } from './trip-emails.js';

/** The e-mails along a trip, from the outbox: driver and cab, status changes, the GST invoice, and "offer booked" to the agent. */
@Injectable()
export class TripNoticeMailer implements OnModuleInit {
  constructor(
    private readonly mail: OutboxMail,
    private readonly outbox: Outbox,
    private readonly invoices: InvoiceRegister,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    const operator = this.config.operator;
    this.outbox.handle(OUTBOX_TOPICS.bookingAssignedEmail, (payload, id) => {
      const n = payload as BookingAssignedNotice;
      return this.mail.send(id, `driver e-mail for ${n.reference}`, () => assignedEmail(n, operator), n.passenger.email);
    });
    this.outbox.handle(OUTBOX_TOPICS.bookingStatusEmail, (payload, id) => {
      const n = payload as BookingStatusNotice;
      return this.mail.send(id, `${n.status} e-mail for ${n.reference}`, () => statusEmail(n, operator), n.passenger.email);
    });
    this.outbox.handle(OUTBOX_TOPICS.bookingCompletedEmail, (payload, id) => {
      const n = payload as BookingCompletedNotice;
      return this.mail.send(id, `invoice e-mail for ${n.reference}`, () => this.invoiceMail(n), n.passenger.email);
    });
    this.outbox.handle(OUTBOX_TOPICS.offerBookedEmail, (payload, id) => {
      const n = payload as OfferBookedNotice;
      const portal = `${this.config.publicUrl}/agentprofile`;
      return this.mail.send(id, `offer-booked e-mail for ${n.reference}`, () => offerBookedEmail(n, operator, portal), n.agent.email);
    });
  }

  /** The PDF is made when the e-mail goes, from the invoice as stored (a re-issue since is what is sent). */
  private async invoiceMail(n: BookingCompletedNotice) {
    const invoice = await this.invoices.findForBooking(n.bookingId);
    if (!invoice) throw new Error(`The invoice of booking ${n.reference} is missing.`);
    const pdf = await renderInvoicePdf(invoice.body, { language: n.language });
    return invoiceEmail({ ...n, serial: invoice.serial }, this.config.operator, pdf);
  }
}
