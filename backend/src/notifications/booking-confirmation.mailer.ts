import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { AppConfig } from '../config/app-config.js';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import { bookingConfirmationEmail } from './booking-confirmation.email.js';
import { Mailer } from './mailer.js';

/**
 * E-mails the passenger once a booking has committed, from the outbox: a failed e-mail never fails
 * the booking, and is tried again (with the same Message-ID) until the mail server takes it.
 */
@Injectable()
export class BookingConfirmationMailer implements OnModuleInit {
  private readonly logger = new Logger(BookingConfirmationMailer.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit() {
    this.outbox.handle(OUTBOX_TOPICS.bookingConfirmationEmail, (payload, id) =>
      this.send(new BookingCreatedEvent(payload as BookingCreatedEvent), id),
    );
  }

  /** Throws when the mail server refuses or is away, so the outbox tries again later. */
  async send(event: BookingCreatedEvent, outboxId?: number): Promise<void> {
    if (!this.mailer.enabled) {
      this.logger.debug(`No SMTP_URL: no confirmation e-mail for ${event.reference}`);
      return;
    }
    if (!event.passenger.email) {
      this.logger.debug(`No passenger e-mail: no confirmation e-mail for ${event.reference}`);
      return;
    }
    const messageId =
      outboxId === undefined ? undefined : `<outbox-${outboxId}.${this.config.redisKeyPrefix}@${new URL(this.config.publicUrl).hostname}>`;
    await this.mailer.send({ ...bookingConfirmationEmail(event, this.config.operator), messageId });
    this.logger.log(`Confirmation e-mail sent for ${event.reference}`);
  }
}
