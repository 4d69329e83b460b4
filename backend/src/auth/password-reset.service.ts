import { Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { isDeliverable, type ResetLinkRecipient } from '../users/account-events.js';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import { PASSWORD_RESET_MINUTES } from '../users/password-link.js';
import { PasswordLinksService } from '../users/password-links.service.js';
import { UsersService } from '../users/users.service.js';

export const PASSWORD_RESET_MESSAGES = {
  sent:
    'If an account has this e-mail address or mobile number, we have sent a link to set a new password to its e-mail address. ' +
    'The link works once, for 30 minutes.',
  invalid: 'This password reset link is invalid or has expired. Please ask for a new one with "Forgot password?" on the login page.',
};

// Signed for nobody when no e-mail goes out, so both answers cost the same work.
const DECOY = { id: 1, passwordHash: '$2b$11$decoydecoydecoydecoydecoydecoydecoydecoydecoydecoyde' };

/**
 * "Forgot password?": a link valid 30 minutes by e-mail, the office's password-link mechanism with
 * a shorter life (single use, no table). The answer is the same whether or not an account exists,
 * is active or has an address to write to: one lookup and one signature, and for an account that
 * can be written to, one short transaction writing the e-mail to the outbox with its audit entry.
 */
@Injectable()
export class PasswordReset {
  constructor(
    private readonly users: UsersService,
    private readonly links: PasswordLinksService,
    private readonly outbox: Outbox,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly config: AppConfig,
  ) {}

  async request(emailOrMobile: string): Promise<{ message: string }> {
    const user = await this.users.findByEmailOrMobile(emailOrMobile);
    const recipient = user && user.active && !user.deletedAt && isDeliverable(user.email) ? user : null;
    const link = this.links.link(recipient ?? DECOY, PASSWORD_RESET_MINUTES);
    if (recipient) {
      const payload: ResetLinkRecipient = {
        userId: recipient.id,
        fullName: recipient.fullName,
        email: recipient.email,
        url: `${this.config.publicUrl}${link.path}`,
        expiresAt: link.expiresAt,
        language: recipient.language,
      };
      // The e-mail and the link's entry on the account's timeline commit together (nobody signed in).
      await this.transactions.run(async (manager) => {
        await this.outbox.add(manager, [{ topic: OUTBOX_TOPICS.passwordResetEmail, payload }]);
        await this.audit.record(manager, {
          actor: null,
          entityType: 'user',
          entityId: recipient.id,
          action: 'user.password-link',
          after: { sentBy: 'e-mail', expiresAt: link.expiresAt },
        });
      });
      this.outbox.flush();
    }
    return { message: PASSWORD_RESET_MESSAGES.sent };
  }

  /** Sets the new password; every other session ends (PasswordLinksService.reset). */
  confirm(token: string, password: string): Promise<{ message: string }> {
    return this.links.reset(token, password, PASSWORD_RESET_MESSAGES.invalid);
  }
}
