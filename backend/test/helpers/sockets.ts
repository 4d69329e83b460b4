import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { baseUrl, type TestApp } from './app.js';

/**
 * A socket.io client on the app's `/api` namespace, connected (or refused) before it resolves.
 * Resolves with the socket on `connect`; rejects with the server's error on `connect_error`.
 */
export function connectSocket(t: TestApp, token?: string, opts: { transports?: ('websocket' | 'polling')[] } = {}): Promise<Socket> {
  const socket = io(`${baseUrl(t)}/api`, {
    transports: opts.transports ?? ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    timeout: 5000,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next `event` on the socket, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Every `event` the socket receives from now on, to assert later that some never came. */
export function recordEvents<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/**
 * Env for createTestApp: a Redis key prefix of its own, so that when REDIS_URL is set (as on CI)
 * this app's sockets never hear another test run's bookings, nor it theirs.
 */
export function ownRedisChannel(): { REDIS_KEY_PREFIX: string } {
  return { REDIS_KEY_PREFIX: `jbp-test-${process.pid}-${randomUUID()}` };
}

/**
 * Waits until everything the server has sent this socket so far has arrived: an admin deactivates
 * the socket's user, and the server's disconnect is then the last packet on that connection. Use it
 * before asserting that an event never came; the user cannot log in afterwards.
 */
export async function deactivateAndDrain(
  t: TestApp,
  admin: { auth: { Authorization: string } },
  user: { id: number; socket: Socket; kind: 'customers' | 'agents' | 'admins' },
): Promise<void> {
  const closed = nextEvent<string>(user.socket, 'disconnect');
  await t
    .http()
    .put(`/api/users/${user.kind}/${user.id}/status`)
    .set(admin.auth)
    .send({ active: false, reason: 'No longer works with us.' })
    .expect(200);
  if ((await closed) !== 'io server disconnect') throw new Error('the socket was not closed by the server');
}
