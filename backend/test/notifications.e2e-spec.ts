import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import { MESSAGES } from '../src/common/guards/auth.guard.js';
import { MAIN_NAMESPACE_CLOSED } from '../src/notifications/notifications.gateway.js';
import { baseUrl, createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/app.js';
import { bookingCreated, emitBookingCreated } from './helpers/booking-events.js';
import { signUp } from './helpers/factories.js';
import { connectSocket, deactivateAndDrain, nextEvent, ofBooking, ownRedisChannel, recordEvents } from './helpers/sockets.js';

describe('Realtime notifications (socket.io /api)', () => {
  let t: TestApp;
  const open: Socket[] = [];
  const connect = async (token?: string, opts?: Parameters<typeof connectSocket>[2]) => {
    const socket = await connectSocket(t, token, opts);
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp(ownRedisChannel());
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  describe('handshake', () => {
    it('refuses a connection without a token, saying to log in', async () => {
      await expect(connect()).rejects.toThrow(MESSAGES.noToken);
    });

    it('refuses a token it did not sign', async () => {
      const { JwtService } = await import('@nestjs/jwt');
      const forged = new JwtService({ secret: `${TEST_JWT_SECRET}-not` }).sign({ sub: 1, role: 'admin' });
      await expect(connect(forged)).rejects.toThrow(MESSAGES.badToken);
    });

    it('refuses a user an admin has deactivated, though the token has not expired', async () => {
      const admin = await signUp(t, 'admin');
      const customer = await signUp(t, 'customer');
      (await connect(customer.token)).close();
      await t
        .http()
        .put(`/api/users/customers/${customer.id}/status`)
        .set(admin.auth)
        .send({ active: false, reason: 'No longer works with us.' })
        .expect(200);
      await expect(connect(customer.token)).rejects.toThrow(MESSAGES.inactive);
    });

    it('closes the open sockets of a user the moment an admin deactivates them, and no one else', async () => {
      const [admin, other, agent] = await Promise.all([signUp(t, 'admin'), signUp(t, 'admin'), signUp(t, 'agent')]);
      const [first, second, bystander, agentSocket] = await Promise.all([
        connect(other.token),
        connect(other.token),
        connect(admin.token),
        connect(agent.token),
      ]);
      const closed = Promise.all([nextEvent<string>(first, 'disconnect'), nextEvent<string>(second, 'disconnect')]);
      await t
        .http()
        .put(`/api/users/admins/${other.id}/status`)
        .set(admin.auth)
        .send({ active: false, reason: 'No longer works with us.' })
        .expect(200);
      expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
      // Activating someone closes nothing; the other admin goes on hearing new bookings.
      await t.http().put(`/api/users/agents/${agent.id}/status`).set(admin.auth).send({ active: true }).expect(200);
      const event = bookingCreated();
      const heard = nextEvent<{ reference: string }>(bystander, 'newBooking', 5000, ofBooking(event));
      emitBookingCreated(t, event);
      expect((await heard).reference).toBe(event.reference);
      expect(bystander.connected).toBe(true);
      expect(agentSocket.connected).toBe(true);
    });

    it('closes the socket when its token expires', async () => {
      const { JwtService } = await import('@nestjs/jwt');
      const admin = await signUp(t, 'admin');
      const shortLived = new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: admin.id, role: 'admin' }, { expiresIn: 2 });
      const socket = await connect(shortLived);
      const reason = await nextEvent<string>(socket, 'disconnect', 5000);
      expect(reason).toBe('io server disconnect');
      await expect(connect(shortLived)).rejects.toThrow(MESSAGES.badToken);
    });

    it('serves websockets only, not HTTP long-polling', async () => {
      const customer = await signUp(t, 'customer');
      await expect(connect(customer.token, { transports: ['polling'] })).rejects.toThrow();
      await expect(connect(customer.token)).resolves.toMatchObject({ connected: true });
    });

    it('keeps the main namespace closed', async () => {
      const socket = io(baseUrl(t), { transports: ['websocket'], reconnection: false, forceNew: true });
      open.push(socket);
      const err = await nextEvent<Error>(socket, 'connect_error');
      expect(err.message).toBe(MAIN_NAMESPACE_CLOSED);
    });
  });

  describe('newBooking', () => {
    it('reaches every connected admin with the booking summary, and no customer or agent', async () => {
      const [admin1, admin2, customer, agent] = await Promise.all([
        signUp(t, 'admin'),
        signUp(t, 'admin'),
        signUp(t, 'customer'),
        signUp(t, 'agent'),
      ]);
      const [a1, a2, c, g] = await Promise.all([
        connect(admin1.token),
        connect(admin2.token),
        connect(customer.token),
        connect(agent.token),
      ]);
      const heardByCustomer = recordEvents(c, 'newBooking');
      const heardByAgent = recordEvents(g, 'newBooking');
      const event = bookingCreated({ customerName: 'Ravi Shukla', to: 'Katni, Katni, Madhya Pradesh, India' });
      const heard = Promise.all([nextEvent(a1, 'newBooking', 5000, ofBooking(event)), nextEvent(a2, 'newBooking', 5000, ofBooking(event))]);

      emitBookingCreated(t, event);

      const expected = {
        bookingId: event.bookingId,
        reference: event.reference,
        customerName: 'Ravi Shukla',
        from: event.from,
        to: 'Katni, Katni, Madhya Pradesh, India',
        date: event.date,
        tripType: 'one-way',
      };
      expect(await heard).toEqual([
        { ...expected, noticeId: expect.any(Number) },
        { ...expected, noticeId: expect.any(Number) },
      ]);
      await Promise.all([
        deactivateAndDrain(t, admin1, { id: customer.id, socket: c, kind: 'customers' }),
        deactivateAndDrain(t, admin1, { id: agent.id, socket: g, kind: 'agents' }),
      ]);
      expect(heardByCustomer).toEqual([]);
      expect(heardByAgent).toEqual([]);
    });
  });
});
