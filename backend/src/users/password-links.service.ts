import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { passwordChangeTime } from '../auth/password-cutoff.js';
import { hashPassword } from '../auth/passwords.js';
import { Clock } from '../common/time/clock.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import {
  PASSWORD_LINK_HOURS,
  PASSWORD_LINK_PAGE,
  passwordLinkKey,
  passwordLinkUserId,
  signPasswordLink,
  verifyPasswordLink,
} from './password-link.js';
import type { Role } from './role.js';
import { User } from './user.entity.js';
import { USER_SESSIONS_ENDED, UserSessionsEndedEvent } from './user-sessions-ended.event.js';
import { ACCOUNT_MESSAGES, NOT_FOUND, UsersService } from './users.service.js';

export const PASSWORD_LINK_MESSAGES = {
  missing: 'The password link is missing.',
  invalid: 'This password link is invalid or has expired. Please ask our office for a new one.',
  changed: 'Your password has been changed. You can log in now.',
};

export interface PasswordLink {
  /** The site page with the token, for the office to send by WhatsApp or read out. */
  path: string;
  expiresAt: string;
}

/**
 * One-time links to set a password: the office books by phone, so it hands the link to the person
 * (phone customers never had a password; anyone may forget theirs). No table: the token is signed
 * over the current password hash, which setting a password changes.
 */
@Injectable()
export class PasswordLinksService {
  private readonly key: Buffer;

  constructor(
    private readonly users: UsersService,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly events: EventEmitter2,
    private readonly audit: AuditLog,
    config: AppConfig,
  ) {
    this.key = passwordLinkKey(config.jwtSecret);
  }

  /** For inactive accounts too: setting a password does not let them log in. Recorded in the audit log. */
  async issue(me: AuthUser, role: Role, id: number): Promise<PasswordLink> {
    return this.transactions.run(async (manager) => {
      const user = await manager.findOneBy(User, { id });
      if (!user || user.role !== role) throw new NotFoundException(NOT_FOUND[role]);
      if (user.deletedAt) throw new ConflictException(ACCOUNT_MESSAGES.deleted);
      const link = this.link(user, PASSWORD_LINK_HOURS * 60);
      await this.audit.record(manager, {
        actor: me,
        entityType: 'user',
        entityId: user.id,
        action: 'user.password-link',
        after: { sentBy: 'office', expiresAt: link.expiresAt },
      });
      return link;
    });
  }

  /** A link valid `minutes` from now for this account, signed over its current password hash. */
  link(user: Pick<User, 'id' | 'passwordHash'>, minutes: number): PasswordLink {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + minutes * 60;
    const token = signPasswordLink(this.key, user.id, expires, user.passwordHash);
    return { path: `${PASSWORD_LINK_PAGE}?token=${token}`, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /**
   * Sets the password and ends every earlier session: tokens issued before `passwordChangedAt` are
   * refused, and once the change has committed the user's open sockets are closed. `invalid` words
   * the refusal: office links and e-mailed reset links tell the person where to get a new one.
   */
  async reset(token: string, password: string, invalid = PASSWORD_LINK_MESSAGES.invalid): Promise<{ message: string }> {
    // Checked before the slow hash, so a junk token costs a lookup and nothing more.
    const user = await this.users.findById(passwordLinkUserId(token) ?? 0);
    if (!user || !this.isValid(token, user)) throw new BadRequestException(invalid);
    const passwordHash = await hashPassword(password);
    await this.transactions.run(async (manager) => {
      const current = await manager.findOneBy(User, { id: user.id });
      if (!current || !this.isValid(token, current)) throw new BadRequestException(invalid);
      // Only while the hash is still the one the token was checked against: of two uses at once on
      // MySQL, the second waits for the first's row lock, then matches no row.
      const changed = await manager.update(
        User,
        { id: current.id, passwordHash: current.passwordHash },
        { passwordHash, passwordChangedAt: passwordChangeTime(this.clock.now()) },
      );
      if (changed.affected !== 1) throw new BadRequestException(invalid);
      await this.audit.record(manager, {
        actor: { id: current.id, role: current.role },
        entityType: 'user',
        entityId: current.id,
        action: 'user.password-changed',
        after: { via: 'password link' },
      });
    });
    this.events.emit(USER_SESSIONS_ENDED, new UserSessionsEndedEvent(user.id));
    return { message: PASSWORD_LINK_MESSAGES.changed };
  }

  private isValid(token: string, user: User): boolean {
    if (user.deletedAt) return false;
    return verifyPasswordLink(this.key, token, user.passwordHash, this.clock.now());
  }
}
