import type { Outbox } from '../outbox/outbox.js';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Namespace, Socket } from 'socket.io';
import type { AuthUser } from '../auth/auth-user.js';
import { BookingCreatedEvent } from '../bookings/booking-created.event.js';
import type { Role } from '../users/role.js';
import { UserSessionsEndedEvent } from '../users/user-sessions-ended.event.js';
import { ADMINS_ROOM, MAIN_NAMESPACE_CLOSED, NotificationsGateway, userRoom } from './notifications.gateway.js';
import type { SocketAuthenticator } from './socket-authenticator.js';

const event = new BookingCreatedEvent({
  bookingId: 42,
  reference: 'JBP-000042',
  customerName: 'Chetan Customer',
  from: 'Jabalpur, Jabalpur, Madhya Pradesh, India',
  to: 'Bhopal, Bhopal, Madhya Pradesh, India',
  date: '2026-12-01',
  time: '07:30',
  vehicle: 'Dzire',
  tripType: 'one-way',
  totalAmount: 4850,
  passenger: { name: 'Chetan', email: 'chetan@example.test', phone: '9876543211' },
});

function gatewayWith(nsp: Partial<Namespace> = {}) {
  const middleware = jest.fn();
  const gateway = new NotificationsGateway(
    { middleware: () => middleware } as unknown as SocketAuthenticator,
    {
      handle: () => undefined,
    } as unknown as Outbox,
  );
  Object.assign(gateway, { nsp });
  return { gateway, middleware };
}

function socketOf(role: Role, expiresAt?: number) {
  const join = jest.fn(async (_room: string) => undefined);
  const disconnect = jest.fn();
  const once = jest.fn();
  const user: AuthUser = { id: 1, role, fullName: 'Someone', email: 's@example.test', mobile: null, language: 'en' };
  return { socket: { data: { user, expiresAt }, join, disconnect, once } as unknown as Socket, join, disconnect, once };
}

describe(NotificationsGateway.name, () => {
  it('guards the namespace with the handshake middleware and closes the main namespace', () => {
    const use = jest.fn();
    const serverUse = jest.fn<(fn: (socket: unknown, next: (err?: Error) => void) => void) => void>();
    const { gateway, middleware } = gatewayWith();
    gateway.afterInit({ use, server: { use: serverUse } } as unknown as Namespace);
    expect(use).toHaveBeenCalledWith(middleware);
    const next = jest.fn();
    serverUse.mock.calls[0][0]({}, next);
    expect(next).toHaveBeenCalledWith(new Error(MAIN_NAMESPACE_CLOSED));
  });

  it('puts an admin in the admins room', () => {
    const { socket, join } = socketOf('admin');
    gatewayWith().gateway.handleConnection(socket);
    expect(join).toHaveBeenCalledWith(ADMINS_ROOM);
  });

  it.each(['customer', 'agent'] as const)('keeps a %s out of the admins room', (role) => {
    const { socket, join } = socketOf(role);
    gatewayWith().gateway.handleConnection(socket);
    expect(join).not.toHaveBeenCalledWith(ADMINS_ROOM);
  });

  it.each(['customer', 'agent', 'admin'] as const)("puts a %s's socket in a room of that user's own", (role) => {
    const { socket, join } = socketOf(role);
    gatewayWith().gateway.handleConnection(socket);
    expect(join).toHaveBeenCalledWith('user:1');
  });

  it("closes every socket of a user whose sessions ended, and only that user's", () => {
    const disconnectSockets = jest.fn();
    const inRoom = jest.fn((_room: string) => ({ disconnectSockets }));
    gatewayWith({ in: inRoom } as unknown as Namespace).gateway.disconnectUser(new UserSessionsEndedEvent(7));
    expect(inRoom).toHaveBeenCalledTimes(1);
    expect(inRoom).toHaveBeenCalledWith(userRoom(7));
    expect(userRoom(7)).toBe('user:7');
    expect(disconnectSockets).toHaveBeenCalledWith(true);
  });

  describe('a session that expires', () => {
    beforeEach(() => {
      jest.useFakeTimers({ now: new Date('2026-12-01T00:00:00Z') });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('is closed when its token expires, not before', () => {
      const { socket, disconnect } = socketOf('admin', Date.now() + 60_000);
      gatewayWith().gateway.handleConnection(socket);
      jest.advanceTimersByTime(59_999);
      expect(disconnect).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(disconnect).toHaveBeenCalledWith(true);
    });

    it('waits past the longest setTimeout for a token of 30 days', () => {
      const days = 24 * 3600_000;
      const { socket, disconnect } = socketOf('customer', Date.now() + 30 * days);
      gatewayWith().gateway.handleConnection(socket);
      jest.advanceTimersByTime(29 * days);
      expect(disconnect).not.toHaveBeenCalled();
      jest.advanceTimersByTime(days);
      expect(disconnect).toHaveBeenCalledWith(true);
    });

    it('stops its timer when the socket goes first', () => {
      const { socket, disconnect, once } = socketOf('admin', Date.now() + 60_000);
      gatewayWith().gateway.handleConnection(socket);
      expect(once).toHaveBeenCalledWith('disconnect', expect.any(Function));
      (once.mock.calls[0] as unknown as [string, () => void])[1]();
      jest.advanceTimersByTime(120_000);
      expect(disconnect).not.toHaveBeenCalled();
    });
  });

  it('sends newBooking with the six api.md fields, the trip type and the notice id to the admins room only', () => {
    const emit = jest.fn();
    const to = jest.fn((_room: string) => ({ emit }));
    gatewayWith({ to } as unknown as Namespace).gateway.notifyAdmins(event, 31);
    expect(to).toHaveBeenCalledTimes(1);
    expect(to).toHaveBeenCalledWith(ADMINS_ROOM);
    expect(emit).toHaveBeenCalledWith('newBooking', {
      bookingId: 42,
      reference: 'JBP-000042',
      customerName: 'Chetan Customer',
      from: 'Jabalpur, Jabalpur, Madhya Pradesh, India',
      to: 'Bhopal, Bhopal, Madhya Pradesh, India',
      date: '2026-12-01',
      tripType: 'one-way',
      noticeId: 31,
    });
  });
});
