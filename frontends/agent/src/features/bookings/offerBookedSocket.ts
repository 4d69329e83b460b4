import { io } from 'socket.io-client';

export const OFFER_BOOKED_EVENT = 'offerBooked';

/** What the server sends an agent when a customer books one of their offers (delivered from the outbox). */
export interface OfferBookedEvent {
  offerId: number;
  bookingId: number;
  reference: string;
  from: string;
  to: string;
  date: string;
  time: string;
  customerName: string;
  customerMobile: string;
  pickup: string | null;
  /** The same for a notice delivered twice. */
  noticeId: number;
}

/** Listens for `offerBooked` on the API's realtime socket (namespace /api, the token in the handshake). Returns the function that disconnects. */
export function subscribeToOfferBookings(token: string, onBooked: (event: OfferBookedEvent) => void): () => void {
  const socket = io('/api', { path: '/socket.io', transports: ['websocket'], auth: { token } });
  socket.on(OFFER_BOOKED_EVENT, onBooked);
  socket.on('connect_error', (error: Error) => console.error('Realtime connection failed', error.message));
  return () => {
    socket.off(OFFER_BOOKED_EVENT, onBooked);
    socket.disconnect();
  };
}
