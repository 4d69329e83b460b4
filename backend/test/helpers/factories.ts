import { randomInt } from 'node:crypto';
import type { Role } from '../../src/users/role.js';
import { User } from '../../src/users/user.entity.js';
import type { TestApp } from './app.js';

export const PASSWORD = 'correct-horse-42';

let counter = 0;

/** Registration fields unique to this call, so tests can share a database and run in any order. */
export function newAccount(role: Role | string = 'customer', overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${process.pid}-${counter}-${randomInt(1e6)}`;
  return {
    role: String(role),
    fullName: `Test ${String(role)} ${counter}`,
    email: `user-${tag}@example.test`,
    mobile: `9${String(randomInt(1e9)).padStart(9, '0')}`,
    area: 'Napier Town',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    pincode: '482001',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

export interface SignedIn {
  id: number;
  token: string;
  email: string;
  mobile: string;
  auth: { Authorization: string };
}

/** Registers through the API, activates agents and admins directly in the database, and logs in. */
export async function signUp(t: TestApp, role: Role, opts: { active?: boolean } = {}): Promise<SignedIn> {
  const account = newAccount(role);
  const res = await t.http().post('/api/auth/register').send(account).expect(201);
  const id = res.body.user.id as number;
  const active = opts.active ?? true;
  if (role !== 'customer' || !active) {
    await t.db.getRepository(User).update({ id }, { active, approvedAt: active ? new Date() : null });
  }
  let token = '';
  if (active) {
    const login = await t.http().post('/api/auth/login').send({ emailOrMobile: account.email, password: PASSWORD }).expect(200);
    token = login.body.token;
  }
  return { id, token, email: account.email, mobile: account.mobile, auth: { Authorization: `Bearer ${token}` } };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
