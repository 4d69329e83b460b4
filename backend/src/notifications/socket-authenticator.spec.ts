import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Socket } from 'socket.io';
import { MESSAGES } from '../common/guards/auth.guard.js';
import type { User } from '../users/user.entity.js';
import type { UsersService } from '../users/users.service.js';
import { SOCKET_AUTH_UNAVAILABLE, SocketAuthenticator } from './socket-authenticator.js';

const SECRET = 'unit-test-secret-long-enough-for-hs256-0123456789';
const jwt = new JwtService({ secret: SECRET, signOptions: { algorithm: 'HS256', expiresIn: '1h' } });

const CHANGED_SECOND = Math.floor(Date.now() / 1000) - 600;

const people: Record<number, Partial<User>> = {
  1: { id: 1, role: 'admin', fullName: 'Asha Admin', email: 'asha@example.test', mobile: '9876543210', active: true },
  2: { id: 2, role: 'customer', fullName: 'Chetan Customer', email: 'chetan@example.test', mobile: '9876543211', active: true },
  3: { id: 3, role: 'agent', fullName: 'Deepak Deactivated', email: 'deepak@example.test', mobile: '9876543212', active: false },
  // Set a password through a link ten minutes ago, 750 ms into that second (tokens live an hour,
  // so a fixed date would make this user's tokens expire as the calendar passes it).
  4: {
    id: 4,
    role: 'customer',
    fullName: 'Pooja Password',
    email: 'pooja@example.test',
    mobile: '9876543213',
    active: true,
    passwordChangedAt: new Date(CHANGED_SECOND * 1000 + 750),
  },
};

function authenticator(findById: (id: number) => Promise<User | null> = async (id) => (people[id] as User) ?? null) {
  return new SocketAuthenticator(jwt, { findById } as unknown as UsersService);
}

const tokenFor = (sub: number, role = 'admin') => jwt.sign({ sub, role });

/** An unsigned token (`alg: none`), the classic forgery. */
function unsignedToken(sub: number): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
}

describe(SocketAuthenticator.name, () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  describe('authenticate', () => {
    it('answers the active user behind a valid token, and when the token expires', async () => {
      const token = tokenFor(1);
      const { exp } = jwt.decode<{ exp: number }>(token);
      await expect(authenticator().authenticate(token)).resolves.toEqual({
        user: { id: 1, role: 'admin', fullName: 'Asha Admin', email: 'asha@example.test', mobile: '9876543210' },
        expiresAt: exp * 1000,
      });
    });

    it('accepts the token with a "Bearer " prefix too', async () => {
      await expect(authenticator().authenticate(`Bearer ${tokenFor(2)}`)).resolves.toMatchObject({ user: { id: 2, role: 'customer' } });
    });

    it.each([
      ['no token', undefined],
      ['an empty token', ''],
      ['a token that is not a string', { sub: 1 }],
    ])('refuses %s with the log-in message', async (_case, token) => {
      await expect(authenticator().authenticate(token)).rejects.toThrow(MESSAGES.noToken);
    });

    it.each([
      ['garbage', 'not-a-jwt'],
      ['a token signed with another key', new JwtService({ secret: 'someone-elses-secret-0123456789-abcdef' }).sign({ sub: 1 })],
      ['an expired token', new JwtService({ secret: SECRET }).sign({ sub: 1, role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 })],
      ['an unsigned alg:none token', unsignedToken(1)],
      ['an HS512 token with the right key', jwt.sign({ sub: 1 }, { algorithm: 'HS512' })],
      [
        'a tampered payload',
        tokenFor(2).replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify({ sub: 1, role: 'admin' })).toString('base64url')}.`),
      ],
    ])('refuses %s as an invalid session', async (_case, token) => {
      await expect(authenticator().authenticate(token)).rejects.toThrow(MESSAGES.badToken);
    });

    it('refuses a deactivated user even with a valid token', async () => {
      await expect(authenticator().authenticate(tokenFor(3, 'agent'))).rejects.toThrow(MESSAGES.inactive);
    });

    it('refuses a token of a user who no longer exists', async () => {
      await expect(authenticator().authenticate(tokenFor(99))).rejects.toThrow(MESSAGES.inactive);
    });

    it('refuses a token issued before the user last set a password, as an invalid session', async () => {
      const older = jwt.sign({ sub: 4, role: 'customer', iat: CHANGED_SECOND - 1 });
      await expect(authenticator().authenticate(older)).rejects.toThrow(MESSAGES.badToken);
    });

    it('accepts a token issued in the second of the password change, or later', async () => {
      for (const iat of [CHANGED_SECOND, CHANGED_SECOND + 1]) {
        const token = jwt.sign({ sub: 4, role: 'customer', iat });
        await expect(authenticator().authenticate(token)).resolves.toMatchObject({ user: { id: 4 } });
      }
    });

    it('takes the role from the database, not from the token', async () => {
      await expect(authenticator().authenticate(tokenFor(2, 'admin'))).resolves.toMatchObject({ user: { role: 'customer' } });
    });

    it('hides database errors behind a readable message', async () => {
      const broken = authenticator(() => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:3306')));
      await expect(broken.authenticate(tokenFor(1))).rejects.toThrow(SOCKET_AUTH_UNAVAILABLE);
    });
  });

  describe('middleware', () => {
    function handshake(auth: Record<string, unknown>) {
      const socket = { handshake: { auth }, data: {} } as unknown as Socket;
      return new Promise<{ socket: Socket; err?: Error }>((resolve) =>
        authenticator().middleware()(socket, (err?: Error) => resolve({ socket, err })),
      );
    }

    it('puts the user and the expiry on socket.data and lets the connection through', async () => {
      const { socket, err } = await handshake({ token: tokenFor(2) });
      expect(err).toBeUndefined();
      expect(socket.data.user).toMatchObject({ id: 2, role: 'customer' });
      expect(socket.data.expiresAt).toBeGreaterThan(Date.now());
    });

    it('refuses the connection with a readable error and no user', async () => {
      const { socket, err } = await handshake({});
      expect(err).toBeInstanceOf(Error);
      expect(err?.message).toBe(MESSAGES.noToken);
      expect(socket.data.user).toBeUndefined();
    });
  });
});
