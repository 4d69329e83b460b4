import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { BOOKING_CREATED, BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { AppConfig } from '../config/app-config.js';
import { bookingConfirmationEmail } from './booking-confirmation.email.js';
import { Mailer } from './mailer.js';

/** E-mails the passenger once a booking has committed. A failed e-mail never fails the booking. */
@Injectable()
export class BookingConfirmationMailer {
  private readonly logger = new Logger(BookingConfirmationMailer.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  // async: the listener runs after the booking's response path, not inside its emit() call.
  @OnEvent(BOOKING_CREATED, { async: true })
  async send(event: BookingCreatedEvent): Promise<void> {
    if (!this.mailer.enabled) {
      this.logger.debug(`No SMTP_URL: no confirmation e-mail for ${event.reference}`);
      return;
    }
    if (!event.passenger.email) {
      this.logger.debug(`No passenger e-mail: no confirmation e-mail for ${event.reference}`);
      return;
    }
    try {
      await this.mailer.send(bookingConfirmationEmail(event, this.config.operator));
      this.logger.log(`Confirmation e-mail sent for ${event.reference}`);
    } catch (err) {
      this.logger.warn(`Confirmation e-mail for ${event.reference} failed: ${(err as Error).message}`);
    }
  }
}
