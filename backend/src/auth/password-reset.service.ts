import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { AuditLog } from '../audit/audit-log.service.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { isDeliverable, PASSWORD_RESET_REQUESTED, PasswordResetRequestedEvent } from '../users/account-events.js';
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
 * is active or has an address to write to, and takes the same work: one lookup, one signature,
 * one event; the e-mail and the audit entry follow after the answer.
 */
@Injectable()
export class PasswordReset {
  private readonly logger = new Logger(PasswordReset.name);

  constructor(
    private readonly users: UsersService,
    private readonly links: PasswordLinksService,
    private readonly events: EventEmitter2,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly config: AppConfig,
  ) {}

  async request(emailOrMobile: string): Promise<{ message: string }> {
    const user = await this.users.findByEmailOrMobile(emailOrMobile);
    const recipient = user && user.active && !user.deletedAt && isDeliverable(user.email) ? user : null;
    const link = this.links.link(recipient ?? DECOY, PASSWORD_RESET_MINUTES);
    this.events.emit(
      PASSWORD_RESET_REQUESTED,
      new PasswordResetRequestedEvent(
        recipient && {
          userId: recipient.id,
          fullName: recipient.fullName,
          email: recipient.email,
          url: `${this.config.publicUrl}${link.path}`,
          expiresAt: link.expiresAt,
        },
      ),
    );
    return { message: PASSWORD_RESET_MESSAGES.sent };
  }

  /** Sets the new password; every other session ends (PasswordLinksService.reset). */
  confirm(token: string, password: string): Promise<{ message: string }> {
    return this.links.reset(token, password, PASSWORD_RESET_MESSAGES.invalid);
  }

  /** After the answer: the link issued goes on the account's timeline (by nobody signed in). */
  @OnEvent(PASSWORD_RESET_REQUESTED, { async: true })
  async recordLink(event: PasswordResetRequestedEvent): Promise<void> {
    const recipient = event.recipient;
    if (!recipient) return;
    try {
      await this.transactions.run((manager) =>
        this.audit.record(manager, {
          actor: null,
          entityType: 'user',
          entityId: recipient.userId,
          action: 'user.password-link',
          after: { sentBy: 'e-mail', expiresAt: recipient.expiresAt },
        }),
      );
    } catch (error) {
      this.logger.error(`Could not record the reset link of account ${recipient.userId}: ${(error as Error).message}`);
    }
  }
}
