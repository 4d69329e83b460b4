import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import { bookingConfirmationEmail } from './booking-confirmation.email.js';
import { OutboxMail } from './outbox-mail.js';

/**
 * E-mails the passenger once a booking has committed, from the outbox: a failed e-mail never fails
 * the booking, and is tried again (with the same Message-ID) until the mail server takes it.
 */
@Injectable()
export class BookingConfirmationMailer implements OnModuleInit {
  constructor(
    private readonly mail: OutboxMail,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit() {
    this.outbox.handle(OUTBOX_TOPICS.bookingConfirmationEmail, (payload, id) =>
      this.send(new BookingCreatedEvent(payload as BookingCreatedEvent), id),
    );
  }

  /** Throws when the mail server refuses or is away, so the outbox tries again later. */
  send(event: BookingCreatedEvent, outboxId: number): Promise<void> {
    return this.mail.send(
      outboxId,
      `confirmation e-mail for ${event.reference}`,
      () => bookingConfirmationEmail(event, this.mail.operator, event.language),
      event.passenger.email,
    );
  }
}
