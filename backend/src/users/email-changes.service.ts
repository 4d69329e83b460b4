import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import { Clock } from '../common/time/clock.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { uniqueViolation } from '../database/unique-violation.js';
import { type EmailChangeRequestedEvent, isDeliverable } from './account-events.js';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import { passwordLinkKey, passwordLinkUserId, signAccountLink, verifyAccountLink } from './password-link.js';
import { User } from './user.entity.js';
import { ACCOUNT_MESSAGES, UsersService } from './users.service.js';

/** How long the link to confirm a new e-mail address works. */
export const EMAIL_CHANGE_HOURS = 24;
/** The site page that takes the token and confirms the new address. */
export const EMAIL_CHANGE_PAGE = '/confirm-email';

export const EMAIL_CHANGE_MESSAGES = {
  missing: 'The confirmation link is missing.',
  invalid: 'This e-mail confirmation link is invalid or has expired. Please change your e-mail again from your profile.',
  changed: (email: string) => `Your e-mail address is now ${email}.`,
};

/** The state an e-mail link is signed over: using it changes both, so it works once. */
const state = (email: string, pendingEmail: string) => `${email}\n${pendingEmail}`;

/**
 * A new e-mail address takes effect only once its owner opens the link sent to it. The address
 * waits in `users.pendingEmail`; the link is signed over the current and the new address, so it
 * works once, and asking for another address (or typing the current one back) voids it.
 */
@Injectable()
export class EmailChanges {
  private readonly key: Buffer;

  constructor(
    private readonly users: UsersService,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly config: AppConfig,
    private readonly outbox: Outbox,
  ) {
    this.key = passwordLinkKey(config.jwtSecret);
  }

  /**
   * Inside the profile update's transaction: sets the pending address on `user` (the caller saves
   * it) and writes the e-mails to the outbox: the link to the new address, a notice to the old one.
   * The caller flushes the outbox after commit.
   */
  async request(manager: EntityManager, user: User, newEmail: string): Promise<void> {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + EMAIL_CHANGE_HOURS * 3600;
    const token = signAccountLink(this.key, 'email-change', user.id, expires, state(user.email, newEmail));
    const event: EmailChangeRequestedEvent = {
      userId: user.id,
      fullName: user.fullName,
      oldEmail: user.email,
      newEmail,
      url: `${this.config.publicUrl}${EMAIL_CHANGE_PAGE}?token=${token}`,
      expiresAt: new Date(expires * 1000).toISOString(),
      language: user.language,
    };
    await this.outbox.add(manager, [
      { topic: OUTBOX_TOPICS.emailChangeConfirmation, payload: event },
      ...(isDeliverable(user.email) ? [{ topic: OUTBOX_TOPICS.emailChangeNotice, payload: event }] : []),
    ]);
    user.pendingEmail = newEmail;
    user.pendingEmailExpiresAt = new Date(expires * 1000);
    await this.audit.record(manager, {
      actor: user,
      entityType: 'user',
      entityId: user.id,
      action: 'user.email-change-requested',
      after: { email: newEmail },
    });
  }

  /** The pending address while its link still works, else null. */
  pendingEmail(user: Pick<User, 'pendingEmail' | 'pendingEmailExpiresAt'>): string | null {
    const live = user.pendingEmailExpiresAt !== null && user.pendingEmailExpiresAt.getTime() > this.clock.now().getTime();
    return live ? user.pendingEmail : null;
  }

  /** POST /api/auth/email-change/confirm: the new address replaces the old one, if nobody else has taken it meanwhile. */
  async confirm(token: string): Promise<{ message: string }> {
    const user = await this.users.findById(passwordLinkUserId(token) ?? 0);
    if (!user || !this.isValid(token, user)) throw new BadRequestException(EMAIL_CHANGE_MESSAGES.invalid);
    const email = await this.transactions.run(async (manager) => {
      const current = await manager.findOneBy(User, { id: user.id });
      if (!current || !this.isValid(token, current)) throw new BadRequestException(EMAIL_CHANGE_MESSAGES.invalid);
      const newEmail = current.pendingEmail as string;
      await this.users.assertUnique(manager, newEmail, null, current.id);
      // Only while both addresses are still the ones the link was checked against.
      const changed = await manager
        .update(
          User,
          { id: current.id, email: current.email, pendingEmail: newEmail },
          { email: newEmail, pendingEmail: null, pendingEmailExpiresAt: null },
        )
        .catch((error: unknown) => {
          // Someone registered the address in the moment since the check above.
          if (uniqueViolation(error)) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
          throw error;
        });
      if (changed.affected !== 1) throw new BadRequestException(EMAIL_CHANGE_MESSAGES.invalid);
      await this.audit.record(manager, {
        actor: { id: current.id, role: current.role },
        entityType: 'user',
        entityId: current.id,
        action: 'user.email-changed',
        before: { email: current.email },
        after: { email: newEmail },
      });
      return newEmail;
    });
    return { message: EMAIL_CHANGE_MESSAGES.changed(email) };
  }

  private isValid(token: string, user: User): boolean {
    if (!user.pendingEmail || user.deletedAt) return false;
    return verifyAccountLink(this.key, 'email-change', token, state(user.email, user.pendingEmail), this.clock.now());
  }
}
