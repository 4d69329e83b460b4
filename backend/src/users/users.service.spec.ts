import { describe, expect, it } from '@jest/globals';
import { BadRequestException, ConflictException } from '@nestjs/common';
import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { EntityManager, Repository } from 'typeorm';
import type { TransactionRunner } from '../database/transaction-runner.js';
import { parseRole } from './role.js';
import type { User } from './user.entity.js';
import type { AuditLog } from '../audit/audit-log.service.js';
import { normaliseMobile, UsersService } from './users.service.js';

describe('normaliseMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('reads %s as %s', (input, expected) => expect(normaliseMobile(input)).toBe(expected));

  it.each(['5876543210', '987654321', '98765432100', 'abcdefghij', '', '+1 9876543210'])('refuses %s', (input) => {
    expect(normaliseMobile(input)).toBeNull();
  });
});

describe('parseRole', () => {
  it.each([
    ['Admin', 'admin'],
    ['AGENT', 'agent'],
    [' customer ', 'customer'],
  ])('reads %s as %s', (input, expected) => expect(parseRole(input)).toBe(expected));
  it.each(['driver', '', 42, null])('refuses %s', (input) => expect(parseRole(input)).toBeUndefined());
});

describe(`${UsersService.name}: phone customers`, () => {
  /** An EntityManager over an in-memory users table: just what the methods under test call. */
  function fakeManager(rows: Partial<User>[]) {
    const users = rows.map((row, i) => ({ id: i + 1, active: true, role: 'customer', ...row }) as User);
    const matches = (where: Partial<User>) => (u: User) => Object.entries(where).every(([key, value]) => u[key as keyof User] === value);
    const manager = {
      findOneBy: async (_entity: unknown, where: Partial<User>) => users.find(matches(where)) ?? null,
      existsBy: async (_entity: unknown, where: Partial<User>) => users.some(matches(where)),
      create: (_entity: unknown, values: Partial<User>) => ({ ...values }) as User,
      save: async (user: User) => {
        const saved = { ...user, id: users.length + 1 } as User;
        users.push(saved);
        return saved;
      },
    };
    return { manager: manager as unknown as EntityManager, users };
  }
  const service = new UsersService({} as Repository<User>, {} as TransactionRunner, {} as EventEmitter2, {} as AuditLog);

  it('finds the customer with the mobile', async () => {
    const { manager, users } = fakeManager([{ fullName: 'Asha', mobile: '9876543210' }]);
    await expect(service.findOrCreatePhoneCustomer(manager, { fullName: 'Someone else', mobile: '9876543210' })).resolves.toBe(users[0]);
    expect(users).toHaveLength(1);
  });

  it('creates an active customer, on the reserved .invalid domain without an e-mail', async () => {
    const { manager, users } = fakeManager([]);
    const created = await service.findOrCreatePhoneCustomer(manager, { fullName: 'Ramesh Tiwari', mobile: '9123456780' });
    expect(created).toMatchObject({ role: 'customer', fullName: 'Ramesh Tiwari', mobile: '9123456780', active: true });
    expect(created.email).toBe('9123456780@phone-booking.invalid');
    expect(created.passwordHash).toMatch(/^\$2[aby]\$/);
    const withMail = await service.findOrCreatePhoneCustomer(manager, { fullName: 'Rita', mobile: '9123456781', email: 'Rita@Example.in' });
    expect(withMail.email).toBe('rita@example.in');
    expect(users).toHaveLength(2);
  });

  it.each([
    [{ role: 'agent' as const }, ConflictException, 'This mobile number belongs to an agent or admin account.'],
    [{ role: 'admin' as const }, ConflictException, 'This mobile number belongs to an agent or admin account.'],
    [{ active: false }, BadRequestException, 'This customer account is deactivated.'],
  ])('refuses a mobile of %p', async (row, error, message) => {
    const { manager } = fakeManager([{ mobile: '9876543210', ...row }]);
    const attempt = service.findOrCreatePhoneCustomer(manager, { fullName: 'X', mobile: '9876543210' });
    await expect(attempt).rejects.toThrow(error);
    await expect(attempt).rejects.toThrow(message);
  });

  it('refuses an e-mail that another account has', async () => {
    const { manager } = fakeManager([{ email: 'taken@example.in', mobile: '9000000000' }]);
    await expect(
      service.findOrCreatePhoneCustomer(manager, { fullName: 'X', mobile: '9876543210', email: 'taken@example.in' }),
    ).rejects.toThrow('Email is already registered');
  });

  it.each([
    [1, null],
    [2, 'Customer not found.'],
    [3, 'This customer account is deactivated.'],
    [4, 'Customer not found.'],
  ])('looks up customer %p by id: %p', async (id, refusal) => {
    const { manager, users } = fakeManager([{}, { role: 'agent' }, { active: false }]);
    const lookup = service.getActiveCustomer(manager, id);
    if (refusal) await expect(lookup).rejects.toThrow(refusal);
    else await expect(lookup).resolves.toBe(users[0]);
  });
});
