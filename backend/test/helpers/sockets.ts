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

/**
 * The next `event` on the socket that `matches` accepts (any, by default), or a rejection after `ms`.
 * A test waiting for its own booking's notice passes `ofBooking(…)`: on the MariaDB suite's one
 * database, an app's outbox worker also delivers the notices an earlier test file's app left undelivered.
 */
export function nextEvent<T = unknown>(
  socket: Socket,
  event: string,
  ms = 5000,
  matches: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const onEvent = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, onEvent);
      resolve(payload);
    };
    socket.on(event, onEvent);
  });
}

/** A `newBooking` notice's test: its booking has this reference, or this customer's name. */
export function ofBooking(booking: { reference: string } | { customerName: string }): (notice: unknown) => boolean {
  return (notice) => {
    const n = notice as { reference?: string; customerName?: string };
    return 'reference' in booking ? n.reference === booking.reference : n.customerName === booking.customerName;
  };
}

/** Every `event` the socket receives from now on, to assert later that some never came. */
export function recordEvents<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/**
 * The first event in `seen` (from recordEvents) that `matches` accepts, whether it came before this
 * call or comes within `ms`: for a notice whose booking is known only once it is made.
 */
export async function recorded<T>(seen: T[], matches: (payload: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = seen.find(matches);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no matching event within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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
