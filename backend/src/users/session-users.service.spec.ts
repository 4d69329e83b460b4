import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { SessionUsers } from './session-users.service.js';
import type { User } from './user.entity.js';
import type { UsersService } from './users.service.js';
import type { UsersVersion } from './users-version.js';

/** What a session keeps of Asha's row. */
const SESSION = {
  id: 7,
  role: 'customer',
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '9876543210',
  language: 'hi',
  active: true,
  passwordChangedAt: null,
};
const ASHA = { ...SESSION, passwordHash: 'not for sessions', city: 'Jabalpur' } as unknown as User;

function setUp(rows: Record<number, User> = { 7: ASHA }) {
  const version = { current: 0, trusted: true };
  const findById = jest.fn(async (id: number) => rows[id] ?? null);
  const sessions = new SessionUsers({ findById } as unknown as UsersService, version as unknown as UsersVersion);
  return { sessions, version, findById, rows };
}

afterEach(() => {
  jest.useRealTimers();
});

describe(SessionUsers.name, () => {
  it("answers only what a session needs of the user, not the password's hash nor the address", async () => {
    const { sessions } = setUp();
    expect(await sessions.find(7)).toEqual(SESSION);
  });

  it('reads a user once while no account changes', async () => {
    const { sessions, findById } = setUp();
    await sessions.find(7);
    await sessions.find(7);
    await sessions.find(7);
    expect(findById).toHaveBeenCalledTimes(1);
  });

  it('reads again after any write to users (the version moved), and answers the new row', async () => {
    const { sessions, version, findById, rows } = setUp();
    await sessions.find(7);
    rows[7] = { ...ASHA, active: false } as User;
    version.current = 1;
    expect((await sessions.find(7))?.active).toBe(false);
    expect(findById).toHaveBeenCalledTimes(2);
  });

  it('does not keep a row read while the version moved: the write may have ended after the read', async () => {
    const { sessions, version, findById } = setUp();
    findById.mockImplementationOnce(async () => {
      version.current = 1;
      return ASHA;
    });
    await sessions.find(7);
    await sessions.find(7);
    expect(findById).toHaveBeenCalledTimes(2);
  });

  it('reads on every request while another instance could change users unheard (Redis down)', async () => {
    const { sessions, version, findById } = setUp();
    version.trusted = false;
    await sessions.find(7);
    await sessions.find(7);
    expect(findById).toHaveBeenCalledTimes(2);
  });

  it('answers null for an unknown id, and does not remember that (the account may be created next)', async () => {
    const { sessions, findById, rows } = setUp({});
    expect(await sessions.find(7)).toBeNull();
    rows[7] = ASHA;
    expect((await sessions.find(7))?.id).toBe(7);
    expect(findById).toHaveBeenCalledTimes(2);
  });

  it('reads again after a minute even when no write was heard (a change made by hand in the database)', async () => {
    jest.useFakeTimers();
    // The fake performance clock starts at 0, which lru-cache takes for "kept without a start".
    jest.advanceTimersByTime(1);
    const { sessions, findById } = setUp();
    await sessions.find(7);
    jest.advanceTimersByTime(59_000);
    await sessions.find(7);
    expect(findById).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2_000);
    await sessions.find(7);
    expect(findById).toHaveBeenCalledTimes(2);
  });
});
