import { OnEvent } from '@nestjs/event-emitter';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import type { BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import { USER_SESSIONS_ENDED, UserSessionsEndedEvent } from '../users/user-sessions-ended.event.js';
import type { EnquiryCreatedEvent } from '../enquiries/enquiry-created.event.js';
import type { BookingStatusNotice, OfferBookedNotice } from '../bookings/trip-events.js';
import { NEW_BOOKING, toNewBookingMessage } from './new-booking.message.js';
import { NEW_ENQUIRY, toNewEnquiryMessage } from './new-enquiry.message.js';
import { BOOKING_STATUS, type BookingStatusMessage, OFFER_BOOKED, type OfferBookedMessage } from './trip-messages.js';
import { SocketAuthenticator, type SocketData } from './socket-authenticator.js';

export const ADMINS_ROOM = 'admins';
/** Every socket of one user, so a deactivation or a new password can close them all (on every instance, with Redis). */
export const userRoom = (userId: number) => `user:${userId}`;
export const MAIN_NAMESPACE_CLOSED = 'Connect to the /api namespace.';
/** setTimeout's longest wait (about 24.8 days); longer sessions re-arm the timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The realtime feed at namespace `/api` (default path `/socket.io`, websocket transport only).
 * Every socket must authenticate; admins join a room and hear `newBooking` and `newEnquiry`, a customer
 * `bookingStatus` for their bookings, an agent `offerBooked` for their offers, from any instance when
 * the Redis adapter is on. CORS and the adapter come from SocketIoAdapter, which reads AppConfig.
 */
@WebSocketGateway({ namespace: '/api', transports: ['websocket'] })
export class NotificationsGateway implements OnGatewayInit<Namespace>, OnGatewayConnection<Socket> {
  @WebSocketServer()
  private readonly nsp: Namespace;

  constructor(
    private readonly authenticator: SocketAuthenticator,
    outbox: Outbox,
  ) {
    outbox.handle(OUTBOX_TOPICS.newBookingNotice, (payload, id) => this.notifyAdmins(payload as BookingCreatedEvent, id));
    outbox.handle(OUTBOX_TOPICS.newEnquiryNotice, (payload, id) => this.notifyAdminsOfEnquiry(payload as EnquiryCreatedEvent, id));
    outbox.handle(OUTBOX_TOPICS.bookingStatusNotice, (payload, id) => this.notifyCustomer(payload as BookingStatusNotice, id));
    outbox.handle(OUTBOX_TOPICS.offerBookedNotice, (payload, id) => this.notifyAgent(payload as OfferBookedNotice, id));
  }

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

  /**
   * From the outbox, after the booking's transaction commits (Bookings never calls the gateway).
   * `noticeId` is the outbox id: a notice delivered twice carries the same one.
   */
  notifyAdmins(event: BookingCreatedEvent, noticeId: number) {
    if (!this.nsp) throw new Error('The realtime feed is not up yet.');
    this.nsp.to(ADMINS_ROOM).emit(NEW_BOOKING, { ...toNewBookingMessage(event), noticeId });
  }

  notifyAdminsOfEnquiry(event: EnquiryCreatedEvent, noticeId: number) {
    this.room(ADMINS_ROOM).emit(NEW_ENQUIRY, { ...toNewEnquiryMessage(event), noticeId });
  }

  /** The owner's open pages hear their booking's new status (and reload it). */
  notifyCustomer(n: BookingStatusNotice, noticeId: number) {
    const message: BookingStatusMessage = { bookingId: n.bookingId, reference: n.reference, status: n.status, noticeId };
    this.room(userRoom(n.userId)).emit(BOOKING_STATUS, message);
  }

  /** The offer's agent hears that it was booked, with whom to pick up and where. */
  notifyAgent(n: OfferBookedNotice, noticeId: number) {
    const message: OfferBookedMessage = {
      offerId: n.offerId,
      bookingId: n.bookingId,
      reference: n.reference,
      from: n.from,
      to: n.to,
      date: n.date,
      time: n.time,
      customerName: n.customer.name,
      customerMobile: n.customer.mobile,
      pickup: n.pickup,
      noticeId,
    };
    this.room(userRoom(n.agent.id)).emit(OFFER_BOOKED, message);
  }

  private room(name: string) {
    if (!this.nsp) throw new Error('The realtime feed is not up yet.');
    return this.nsp.to(name);
  }

  /** The user's sockets close now (deactivated, or a new password set), as their next request would be refused. */
  @OnEvent(USER_SESSIONS_ENDED)
  disconnectUser(event: UserSessionsEndedEvent) {
    this.nsp.in(userRoom(event.userId)).disconnectSockets(true);
  }
}
