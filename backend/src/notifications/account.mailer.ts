import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import type { EmailChangeRequestedEvent, ResetLinkRecipient } from '../users/account-events.js';
import { emailChangeConfirmation, emailChangeNotice, passwordResetEmail } from './account-emails.js';
import { OutboxMail } from './outbox-mail.js';

/** The account e-mails, from the outbox: each written with the request that asked for it, retried until the mail server takes it. */
@Injectable()
export class AccountMailer implements OnModuleInit {
  constructor(
    private readonly mail: OutboxMail,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit() {
    const operator = this.mail.operator;
    this.outbox.handle(OUTBOX_TOPICS.passwordResetEmail, (payload, id) => {
      const r = payload as ResetLinkRecipient;
      return this.mail.send(id, `reset link of account ${r.userId}`, () => passwordResetEmail(r, operator, r.language), r.email);
    });
    this.outbox.handle(OUTBOX_TOPICS.emailChangeConfirmation, (payload, id) => {
      const e = payload as EmailChangeRequestedEvent;
      return this.mail.send(
        id,
        `e-mail confirmation of account ${e.userId}`,
        () => emailChangeConfirmation(e, operator, e.language),
        e.newEmail,
      );
    });
    this.outbox.handle(OUTBOX_TOPICS.emailChangeNotice, (payload, id) => {
      const e = payload as EmailChangeRequestedEvent;
      return this.mail.send(
        id,
        `e-mail change notice of account ${e.userId}`,
        () => emailChangeNotice(e, operator, e.language),
        e.oldEmail,
      );
    });
  }
}
