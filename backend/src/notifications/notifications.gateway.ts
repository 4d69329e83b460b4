import { OnEvent } from '@nestjs/event-emitter';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { BOOKING_CREATED, BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { USER_SESSIONS_ENDED, UserSessionsEndedEvent } from '../users/user-sessions-ended.event.js';
import { ENQUIRY_CREATED, EnquiryCreatedEvent } from '../enquiries/enquiry-created.event.js';
import { NEW_BOOKING, toNewBookingMessage } from './new-booking.message.js';
import { NEW_ENQUIRY, toNewEnquiryMessage } from './new-enquiry.message.js';
import { SocketAuthenticator, type SocketData } from './socket-authenticator.js';

export const ADMINS_ROOM = 'admins';
/** Every socket of one user, so a deactivation or a new password can close them all (on every instance, with Redis). */
export const userRoom = (userId: number) => `user:${userId}`;
export const MAIN_NAMESPACE_CLOSED = 'Connect to the /api namespace.';
/** setTimeout's longest wait (about 24.8 days); longer sessions re-arm the timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The realtime feed at namespace `/api` (default path `/socket.io`, websocket transport only).
 * Every socket must authenticate; admins join a room and hear `newBooking` and `newEnquiry`, from any instance when
 * the Redis adapter is on. CORS and the adapter come from SocketIoAdapter, which reads AppConfig.
 */
@WebSocketGateway({ namespace: '/api', transports: ['websocket'] })
export class NotificationsGateway implements OnGatewayInit<Namespace>, OnGatewayConnection<Socket> {
  @WebSocketServer()
  private readonly nsp: Namespace;

  constructor(private readonly authenticator: SocketAuthenticator) {}

  afterInit(nsp: Namespace) {
    nsp.use(this.authenticator.middleware());
    // Nothing is served on the main namespace: no unauthenticated sockets parked there.
    nsp.server.use((_socket, next) => next(new Error(MAIN_NAMESPACE_CLOSED)));
  }

  handleConnection(socket: Socket) {
    const { user, expiresAt } = socket.data as SocketData;
    void socket.join(userRoom(user.id));
    if (user.role === 'admin') void socket.join(ADMINS_ROOM);
    if (expiresAt !== undefined) this.closeAt(socket, expiresAt);
  }

  /** An expired token is refused on HTTP; a socket opened with it is closed when it expires. */
  private closeAt(socket: Socket, expiresAt: number) {
    const wait = expiresAt - Date.now();
    const timer = setTimeout(
      () => (wait > MAX_TIMER_MS ? this.closeAt(socket, expiresAt) : socket.disconnect(true)),
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  // Bookings emits this after its transaction commits; it never calls the gateway itself.
  @OnEvent(BOOKING_CREATED)
  notifyAdmins(event: BookingCreatedEvent) {
    this.nsp.to(ADMINS_ROOM).emit(NEW_BOOKING, toNewBookingMessage(event));
  }

  @OnEvent(ENQUIRY_CREATED)
  notifyAdminsOfEnquiry(event: EnquiryCreatedEvent) {
    this.nsp.to(ADMINS_ROOM).emit(NEW_ENQUIRY, toNewEnquiryMessage(event));
  }

  /** The user's sockets close now (deactivated, or a new password set), as their next request would be refused. */
  @OnEvent(USER_SESSIONS_ENDED)
  disconnectUser(event: UserSessionsEndedEvent) {
    this.nsp.in(userRoom(event.userId)).disconnectSockets(true);
  }
}
