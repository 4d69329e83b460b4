import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { FilesService, type PreparedImage } from '../files/files.service.js';
import { Outbox } from '../outbox/outbox.js';
import type { Language } from '../common/i18n/translate.js';
import type { OwnProfileResponse } from '../users/dto/profile.response.js';
import { EmailChanges } from '../users/email-changes.service.js';
import { User } from '../users/user.entity.js';
import { toOwnProfileResponse, toProfileResponse } from '../users/user.mapper.js';
import { ACCOUNT_MESSAGES, type NewAccount, UsersService } from '../users/users.service.js';
import type { AuthUser } from './auth-user.js';
import type { LoginResponse } from './dto/login.response.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import type { JwtPayload } from './jwt.strategy.js';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwords.js';

export const AUTH_MESSAGES = {
  registered: 'Registered Successfully!',
  badCredentials: 'Invalid login credentials',
  awaitingApproval: 'Your account is awaiting approval by an admin.',
  deactivated: 'Your account has been deactivated.',
  emailTaken: ACCOUNT_MESSAGES.emailTaken,
  mobileTaken: ACCOUNT_MESSAGES.mobileTaken,
};

export type { NewAccount } from '../users/users.service.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersService,
    private readonly files: FilesService,
    private readonly jwt: JwtService,
    private readonly emailChanges: EmailChanges,
    private readonly audit: AuditLog,
    private readonly outbox: Outbox,
    private readonly config: AppConfig,
  ) {}

  async register(dto: RegisterDto, idProof?: Buffer, language: Language = 'en') {
    const image = idProof && dto.role === 'agent' ? await this.files.prepareImage(idProof) : undefined;
    const passwordHash = await hashPassword(dto.password);
    const user = await this.transactions.run(async (manager) => {
      const created = await this.createAccount(manager, { ...dto, passwordHash, language });
      if (image) {
        const file = await this.files.storeImage(manager, image, 'id-proof', created.id);
        created.idProofFileId = file.id;
        await manager.update(User, { id: created.id }, { idProofFileId: file.id });
      }
      return created;
    });
    // Customers are active at once, so they leave registration signed in, as after a login;
    // agents and admins wait for an admin's approval and get no session.
    const session = user.active ? await this.sessionFor(user) : null;
    return { message: AUTH_MESSAGES.registered, user: toProfileResponse(user, this.files), session };
  }

  /** Used by registration, the first-admin bootstrap and the demo seed; the users module makes the account. */
  createAccount(manager: EntityManager, input: NewAccount): Promise<User> {
    return this.users.createAccount(manager, input);
  }

  async login(emailOrMobile: string, password: string) {
    const user = await this.users.findByEmailOrMobile(emailOrMobile);
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !passwordOk) throw new UnauthorizedException(AUTH_MESSAGES.badCredentials);
    if (!user.active) {
      throw new ForbiddenException(user.approvedAt ? AUTH_MESSAGES.deactivated : AUTH_MESSAGES.awaitingApproval);
    }
    return this.sessionFor(user);
  }

  /** A bearer token and who it is for: the answer of a login. */
  private async sessionFor(user: User): Promise<LoginResponse> {
    const payload: JwtPayload = { sub: user.id, role: user.role };
    return {
      token: await this.jwt.signAsync(payload),
      user: { id: user.id, role: user.role, fullName: user.fullName, email: user.email, mobile: user.mobile },
    };
  }

  async profile(me: AuthUser): Promise<OwnProfileResponse> {
    const user = await this.users.findById(me.id);
    if (!user) throw new UnauthorizedException('Please log in to continue.');
    return toOwnProfileResponse(user, this.files, this.emailChanges.pendingEmail(user));
  }

  /**
   * Fields left out are kept. A new e-mail takes effect once confirmed through a link sent to it
   * (EmailChanges), when the site can send mail (SMTP_URL); without a mail server nothing is ever
   * sent to the address, so it changes at once. Typing the current address back drops a pending change.
   */
  async updateProfile(me: AuthUser, dto: UpdateProfileDto, language?: Language): Promise<OwnProfileResponse> {
    let emailChange = false;
    const updated = await this.transactions.run(async (manager) => {
      const user = await manager.findOneByOrFail(User, { id: me.id });
      if (language) user.language = language;
      await this.users.assertUnique(manager, dto.email, dto.mobile, user.id);
      const newEmail = dto.email !== undefined && dto.email !== user.email ? dto.email : undefined;
      if (dto.email === user.email) Object.assign(user, { pendingEmail: null, pendingEmailExpiresAt: null });
      if (newEmail && this.config.smtpUrl) {
        await this.emailChanges.request(manager, user, newEmail);
        emailChange = true;
      } else if (newEmail) {
        await this.audit.record(manager, {
          actor: me,
          entityType: 'user',
          entityId: user.id,
          action: 'user.email-changed',
          before: { email: user.email },
          after: { email: newEmail },
        });
        user.email = newEmail;
      }
      const area = dto.area ?? dto.address;
      Object.assign(user, {
        fullName: dto.fullName ?? user.fullName,
        mobile: dto.mobile ?? user.mobile,
        area: area ?? user.area,
        city: dto.city ?? user.city,
        state: dto.state ?? user.state,
        pincode: dto.pincode ?? user.pincode,
      });
      return this.users.saveUnique(manager, user);
    });
    if (emailChange) this.outbox.flush();
    return toOwnProfileResponse(updated, this.files, this.emailChanges.pendingEmail(updated));
  }

  /**
   * A new profile photo from an upload, checked and re-encoded before the transaction; the old
   * photo's file is deleted in the same transaction, so exactly one copy is ever kept.
   */
  async setPhoto(me: AuthUser, upload: Buffer | undefined): Promise<OwnProfileResponse> {
    return this.replacePhoto(me, await this.files.prepareImage(upload));
  }

  removePhoto(me: AuthUser): Promise<OwnProfileResponse> {
    return this.replacePhoto(me, null);
  }

  private async replacePhoto(me: AuthUser, image: PreparedImage | null): Promise<OwnProfileResponse> {
    const updated = await this.transactions.run(async (manager) => {
      const user = await manager.findOneByOrFail(User, { id: me.id });
      const oldImage = user.profileImageFileId;
      user.profileImageFileId = image ? (await this.files.storeImage(manager, image, 'profile', user.id)).id : null;
      const saved = await manager.save(user);
      if (oldImage) await this.files.remove(manager, oldImage);
      return saved;
    });
    return toOwnProfileResponse(updated, this.files, this.emailChanges.pendingEmail(updated));
  }
}
