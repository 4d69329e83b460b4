import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TransactionRunner } from '../database/transaction-runner.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Role } from './role.js';
import { User } from './user.entity.js';
import { USER_SESSIONS_ENDED, UserSessionsEndedEvent } from './user-sessions-ended.event.js';

export const NOT_FOUND: Record<Role, string> = {
  customer: 'Customer not found.',
  agent: 'Agent not found.',
  admin: 'Admin not found.',
};

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly transactions: TransactionRunner,
    private readonly events: EventEmitter2,
  ) {}

  findById(id: number): Promise<User | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return Promise.resolve(null);
    return this.users.findOneBy({ id });
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

  /**
   * Activation by an admin; the first activation also approves a pending agent or admin. A
   * deactivation is announced once it has committed, so open realtime sessions end at once.
   */
  async setActive(actor: AuthUser, role: Role, id: number, active: boolean): Promise<User> {
    if (id === actor.id && !active) throw new BadRequestException('You cannot deactivate your own account.');
    const saved = await this.transactions.run(async (manager) => {
      const user = await manager.findOneBy(User, { id });
      if (!user || user.role !== role) throw new NotFoundException(NOT_FOUND[role]);
      user.active = active;
      if (active && !user.approvedAt) user.approvedAt = new Date();
      return manager.save(user);
    });
    if (!active) this.events.emit(USER_SESSIONS_ENDED, new UserSessionsEndedEvent(saved.id));
    return saved;
  }
}

/** Accepts 98765 43210, +91 9876543210 or 09876543210 for the stored 10 digits. */
export function normaliseMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}
