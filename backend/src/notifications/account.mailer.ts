import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../config/app-config.js';
import {
  EMAIL_CHANGE_REQUESTED,
  EmailChangeRequestedEvent,
  isDeliverable,
  PASSWORD_RESET_REQUESTED,
  PasswordResetRequestedEvent,
} from '../users/account-events.js';
import { emailChangeConfirmation, emailChangeNotice, passwordResetEmail } from './account-emails.js';
import { Mailer, type MailMessage } from './mailer.js';

/** Sends the account e-mails once the request has been answered; a failed e-mail is logged, never shown to the person. */
@Injectable()
export class AccountMailer {
  private readonly logger = new Logger(AccountMailer.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  @OnEvent(PASSWORD_RESET_REQUESTED, { async: true })
  async passwordReset(event: PasswordResetRequestedEvent): Promise<void> {
    if (event.recipient)
      await this.send(passwordResetEmail(event.recipient, this.config.operator), `reset link of account ${event.recipient.userId}`);
  }

  @OnEvent(EMAIL_CHANGE_REQUESTED, { async: true })
  async emailChange(event: EmailChangeRequestedEvent): Promise<void> {
    await this.send(emailChangeConfirmation(event, this.config.operator), `e-mail confirmation of account ${event.userId}`);
    if (isDeliverable(event.oldEmail))
      await this.send(emailChangeNotice(event, this.config.operator), `e-mail change notice of account ${event.userId}`);
  }

  private async send(message: MailMessage, what: string): Promise<void> {
    if (!this.mailer.enabled) {
      this.logger.debug(`No SMTP_URL: no ${what}`);
      return;
    }
    try {
      await this.mailer.send(message);
      this.logger.log(`Sent the ${what}`);
    } catch (err) {
      this.logger.warn(`The ${what} failed: ${(err as Error).message}`);
    }
  }
}
