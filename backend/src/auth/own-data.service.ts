import { randomBytes } from 'node:crypto';
import { ConflictException, ForbiddenException, Injectable, StreamableFile, UnauthorizedException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AuditLog } from '../audit/audit-log.service.js';
import { AuditTrail } from '../audit/audit-trail.service.js';
import { BookingPrivacy } from '../bookings/booking-privacy.service.js';
import { Clock } from '../common/time/clock.js';
import { todayInIst } from '../common/time/ist.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { FilesService } from '../files/files.service.js';
import { OffersService } from '../offers/offers.service.js';
import { EmailChanges } from '../users/email-changes.service.js';
import { USER_SESSIONS_ENDED, UserSessionsEndedEvent } from '../users/user-sessions-ended.event.js';
import { User } from '../users/user.entity.js';
import { toOwnProfileResponse } from '../users/user.mapper.js';
import { deletedCustomerName, UsersService } from '../users/users.service.js';
import type { AuthUser } from './auth-user.js';
import type { ProfileExportResponse } from './dto/profile-export.response.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const OWN_DATA_MESSAGES = {
  deleted: 'Your account has been deleted. Your bookings stay in our accounts without your personal details.',
  notCustomer: 'Agent and admin accounts are closed by our office. Please write to us to close yours.',
  wrongPassword: 'The password is not correct.',
  upcoming: (references: string[]) => `Please cancel your upcoming bookings first (${references.join(', ')}), then delete your account.`,
};

/**
 * A person's rights over their data (DPDP Act 2023): a copy of everything kept about them, and
 * deleting their account. Deletion erases or anonymises what identifies them in one transaction:
 * each module its own table (users, files, bookings through BookingPrivacy, the audit log), while
 * the bookings and their money stay for the accounts.
 */
@Injectable()
export class OwnData {
  constructor(
    private readonly users: UsersService,
    private readonly bookings: BookingPrivacy,
    private readonly offers: OffersService,
    private readonly files: FilesService,
    private readonly trail: AuditTrail,
    private readonly audit: AuditLog,
    private readonly emailChanges: EmailChanges,
    private readonly transactions: TransactionRunner,
    private readonly events: EventEmitter2,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** GET /api/auth/profile/export, as a JSON download. */
  async export(me: AuthUser): Promise<StreamableFile> {
    const user = await this.users.findById(me.id);
    if (!user) throw new UnauthorizedException('Please log in to continue.');
    const now = this.clock.now();
    const data: ProfileExportResponse = {
      exportedAt: now.toISOString(),
      account: {
        ...toOwnProfileResponse(user, this.files, this.emailChanges.pendingEmail(user)),
        approvedAt: user.approvedAt,
        passwordChangedAt: user.passwordChangedAt,
        travelerName: user.travelerName,
        idProofType: user.idProofType,
      },
      bookings: await this.bookings.forExport(me),
      offers: await this.offers.allOf(user.id),
      files: (await this.files.ownedBy(user.id)).map(({ id, purpose, mimeType, byteSize, createdAt }) => ({
        id,
        purpose,
        mimeType,
        byteSize,
        createdAt,
      })),
      activity: await this.trail.forExport(user.id, { kind: 'owner', operatorName: this.config.operator.name }),
    };
    return new StreamableFile(Buffer.from(JSON.stringify(data, null, 2)), {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="jabalpur-cabs-my-data-${todayInIst(now)}.json"`,
    });
  }

  /** DELETE /api/auth/profile with the password again: customers only, once no trip is still to come. */
  async delete(me: AuthUser, password: string): Promise<{ message: string }> {
    if (me.role !== 'customer') throw new ForbiddenException(OWN_DATA_MESSAGES.notCustomer);
    const user = await this.users.findById(me.id);
    if (!user || !(await verifyPassword(password, user.passwordHash))) throw new ForbiddenException(OWN_DATA_MESSAGES.wrongPassword);
    // A hash of random bytes: no password matches it, and it is still a well-formed bcrypt hash.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    await this.transactions.run(async (manager) => {
      const current = await manager.findOneByOrFail(User, { id: user.id });
      const upcoming = await this.bookings.upcoming(manager, current.id);
      if (upcoming.length > 0) throw new ConflictException(OWN_DATA_MESSAGES.upcoming(upcoming));
      const now = this.clock.now();
      await this.bookings.anonymise(manager, current.id, deletedCustomerName(current.id));
      await this.users.anonymise(manager, current, unusable, now);
      await this.files.removeOwned(manager, current.id);
      await this.audit.erasePersonalData(manager, current.id);
      await this.audit.record(manager, { actor: me, entityType: 'user', entityId: current.id, action: 'user.deleted' });
    });
    this.events.emit(USER_SESSIONS_ENDED, new UserSessionsEndedEvent(user.id));
    return { message: OWN_DATA_MESSAGES.deleted };
  }
}
