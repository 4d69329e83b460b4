import type { NewBookingEvent, NewEnquiryEvent } from '@jbp/shared';
import { io } from 'socket.io-client';

export const NEW_BOOKING_EVENT = 'newBooking';
export const NEW_ENQUIRY_EVENT = 'newEnquiry';

export interface DeskEvents {
  onBooking: (event: NewBookingEvent) => void;
  onEnquiry: (event: NewEnquiryEvent) => void;
}

/**
 * Listens for `newBooking` and `newEnquiry` on the API's realtime socket (namespace /api, websocket
 * transport, the token in the handshake: api.md "Realtime"). Returns the function that disconnects.
 */
export function subscribeToNewBookings(token: string, { onBooking, onEnquiry }: DeskEvents): () => void {
  // Same origin as the page: the shell and the API are served together (or proxied in dev).
  const socket = io('/api', { path: '/socket.io', transports: ['websocket'], auth: { token } });
  socket.on(NEW_BOOKING_EVENT, onBooking);
  socket.on(NEW_ENQUIRY_EVENT, onEnquiry);
  socket.on('connect_error', (error: Error) => console.error('Realtime connection failed', error.message));
  return () => {
    socket.off(NEW_BOOKING_EVENT, onBooking);
    socket.off(NEW_ENQUIRY_EVENT, onEnquiry);
    socket.disconnect();
  };
}
