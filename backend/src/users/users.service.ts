import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Language } from '../common/i18n/translate.js';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Not, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { uniqueViolation } from '../database/unique-violation.js';
import { rowsById } from '../common/listing/rows-by-id.js';
import type { AuthUser } from '../auth/auth-user.js';
import { passwordChangeTime } from '../auth/password-cutoff.js';
import { hashPassword } from '../auth/passwords.js';
import type { Role } from './role.js';
import { User } from './user.entity.js';
import { USER_SESSIONS_ENDED, UserSessionsEndedEvent } from './user-sessions-ended.event.js';

export const NOT_FOUND: Record<Role, string> = {
  customer: 'Customer not found.',
  agent: 'Agent not found.',
  admin: 'Admin not found.',
};

export const ACCOUNT_MESSAGES = {
  emailTaken: 'Email is already registered',
  mobileTaken: 'Mobile is already registered',
  deleted: 'This account was deleted by its owner and cannot be used again.',
};

/** Why an admin's phone booking cannot be for the customer named. */
export const CUSTOMER_MESSAGES = {
  notFound: NOT_FOUND.customer,
  inactive: 'This customer account is deactivated.',
  mobileNotCustomer: 'This mobile number belongs to an agent or admin account.',
};

export interface NewAccount {
  role: Role;
  fullName: string;
  email: string;
  mobile: string | null;
  password: string;
  /** Hashed ahead by callers that keep the slow hash out of their transaction. */
  passwordHash?: string;
  area?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  travelerName?: string | null;
  idProofType?: User['idProofType'];
  /** Customers always start active; agents and admins wait for an admin unless this says otherwise. */
  active?: boolean;
  /** The site's language at registration (Accept-Language): their e-mails' and PDFs' language. */
  language?: Language;
}

/** A customer an admin takes a phone booking for. */
export interface PhoneCustomer {
  fullName: string;
  mobile: string;
  email?: string;
}

/** The users table's one owner: accounts are created, found and switched on or off here. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly transactions: TransactionRunner,
    private readonly events: EventEmitter2,
    private readonly audit: AuditLog,
  ) {}

  /**
   * One account by id, every column, no relations. Asked on every signed-in request (the token's
   * user), so it is one plain query prepared once rather than a built one.
   */
  async findById(id: number): Promise<User | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const [user] = await rowsById(this.users.manager, User, [id]);
    return user ?? null;
  }

  findByEmailOrMobile(emailOrMobile: string): Promise<User | null> {
    const value = emailOrMobile.trim();
    if (value.includes('@')) return this.users.findOneBy({ email: value.toLowerCase() });
    const mobile = normaliseMobile(value);
    return mobile ? this.users.findOneBy({ mobile }) : Promise.resolve(null);
  }

  listByRole(role: Role): Promise<User[]> {
    return this.users.find({ where: { role }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async getByRole(role: Role, id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user || user.role !== role) throw new NotFoundException(NOT_FOUND[role]);
    return user;
  }

  /** Used by registration, the first-admin bootstrap, the demo seed and phone bookings. */
  async createAccount(manager: EntityManager, input: NewAccount): Promise<User> {
    await this.assertUnique(manager, input.email, input.mobile);
    const active = input.active ?? input.role === 'customer';
    const user = manager.create(User, {
      role: input.role,
      fullName: input.fullName,
      email: input.email.toLowerCase(),
      mobile: input.mobile,
      area: input.area ?? null,
      city: input.city ?? null,
      state: input.state ?? null,
      pincode: input.pincode ?? null,
      passwordHash: input.passwordHash ?? (await hashPassword(input.password)),
      active,
      approvedAt: active ? new Date() : null,
      travelerName: input.role === 'agent' ? (input.travelerName ?? null) : null,
      idProofType: input.role === 'agent' ? (input.idProofType ?? null) : null,
      language: input.language ?? 'en',
    });
    return this.saveUnique(manager, user);
  }

  /** 409 when another account (other than `exceptId`) has the e-mail or the mobile. */
  async assertUnique(manager: EntityManager, email?: string, mobile?: string | null, exceptId?: number) {
    const others = exceptId ? { id: Not(exceptId) } : {};
    if (email && (await manager.existsBy(User, { email: email.toLowerCase(), ...others }))) {
      throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
    }
    if (mobile && (await manager.existsBy(User, { mobile, ...others }))) {
      throw new ConflictException(ACCOUNT_MESSAGES.mobileTaken);
    }
  }

  /** The checks above cannot see a concurrent insert: the unique indexes have the last word. */
  async saveUnique(manager: EntityManager, user: User): Promise<User> {
    try {
      return await manager.save(user);
    } catch (error) {
      const index = uniqueViolation(error);
      if (index?.includes('email')) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
      if (index?.includes('mobile')) throw new ConflictException(ACCOUNT_MESSAGES.mobileTaken);
      throw error;
    }
  }

  /** An active customer by id, inside the caller's transaction: 404 for no such customer, 400 if deactivated. */
  async getActiveCustomer(manager: EntityManager, id: number): Promise<User> {
    const user = await manager.findOneBy(User, { id });
    if (!user || user.role !== 'customer') throw new NotFoundException(CUSTOMER_MESSAGES.notFound);
    if (!user.active) throw new BadRequestException(CUSTOMER_MESSAGES.inactive);
    return user;
  }

  /**
   * The customer with this mobile, or a new one. A phone customer gets an active account with a
   * random password nobody knows; they sign in once they have set their own through a password
   * link from the office. Without an e-mail the account gets an address on the reserved .invalid
   * domain, never delivered.
   */
  async findOrCreatePhoneCustomer(manager: EntityManager, details: PhoneCustomer): Promise<User> {
    const existing = await manager.findOneBy(User, { mobile: details.mobile });
    if (existing) {
      if (existing.role !== 'customer') throw new ConflictException(CUSTOMER_MESSAGES.mobileNotCustomer);
      if (!existing.active) throw new BadRequestException(CUSTOMER_MESSAGES.inactive);
      return existing;
    }
    return this.createAccount(manager, {
      role: 'customer',
      fullName: details.fullName,
      email: details.email ?? `${details.mobile}@phone-booking.invalid`,
      mobile: details.mobile,
      password: randomBytes(24).toString('base64url'),
      active: true,
    });
  }

  /**
   * A customer's own deletion: the row stays for the bookings it owns, with a name for the
   * accounts and nothing else personal. E-mail on the reserved .invalid domain (unique, never
   * delivered), no mobile (the unique index allows many nulls; a later phone booking with the old
   * number makes a new customer), a password hash nobody knows, inactive, every session ended by
   * `passwordChangedAt`. The caller removes the files first and announces the end of the sessions
   * after the commit.
   */
  async anonymise(manager: EntityManager, user: User, unusablePasswordHash: string, now: Date): Promise<void> {
    await manager.update(
      User,
      { id: user.id },
      {
        fullName: deletedCustomerName(user.id),
        email: `deleted-${user.id}@deleted.invalid`,
        mobile: null,
        area: null,
        city: null,
        state: null,
        pincode: null,
        pendingEmail: null,
        pendingEmailExpiresAt: null,
        travelerName: null,
        idProofType: null,
        idProofFileId: null,
        profileImageFileId: null,
        passwordHash: unusablePasswordHash,
        passwordChangedAt: passwordChangeTime(now),
        active: false,
        deletedAt: now,
      },
    );
  }

  /**
   * Activation by an admin; the first activation also approves a pending agent or admin. A
   * deactivation is announced once it has committed, so open realtime sessions end at once.
   */
  async setActive(actor: AuthUser, role: Role, id: number, active: boolean, reason?: string): Promise<User> {
    if (id === actor.id && !active) throw new BadRequestException('You cannot deactivate your own account.');
    const saved = await this.transactions.run(async (manager) => {
      const user = await manager.findOneBy(User, { id });
      if (!user || user.role !== role) throw new NotFoundException(NOT_FOUND[role]);
      if (active && user.deletedAt) throw new ConflictException(ACCOUNT_MESSAGES.deleted);
      if (user.active === active) return user;
      const before = { active: user.active, pendingApproval: !user.active && !user.approvedAt };
      user.active = active;
      if (active && !user.approvedAt) user.approvedAt = new Date();
      const changed = await manager.save(user);
      await this.audit.record(manager, {
        actor,
        entityType: 'user',
        entityId: id,
        action: 'user.activation',
        before,
        after: { active, pendingApproval: false },
        reason: reason ?? null,
      });
      return changed;
    });
    if (!active) this.events.emit(USER_SESSIONS_ENDED, new UserSessionsEndedEvent(saved.id));
    return saved;
  }
}

/** What is left of a customer who deleted their account: a name for the accounts, nothing to reach or identify them by. */
export function deletedCustomerName(id: number): string {
  return `Deleted customer #${id}`;
}

/** Accepts 98765 43210, +91 9876543210 or 09876543210 for the stored 10 digits. */
export function normaliseMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}
