import type { NewBookingEvent } from '@jbp/shared';
import { io } from 'socket.io-client';

export const NEW_BOOKING_EVENT = 'newBooking';

/**
 * Listens for `newBooking` on the API's realtime socket (namespace /api, websocket transport, the
 * token in the handshake: api.md "Realtime"). Returns the function that disconnects.
 */
export function subscribeToNewBookings(token: string, onBooking: (event: NewBookingEvent) => void): () => void {
  // Same origin as the page: the shell and the API are served together (or proxied in dev).
  const socket = io('/api', { path: '/socket.io', transports: ['websocket'], auth: { token } });
  socket.on(NEW_BOOKING_EVENT, onBooking);
  socket.on('connect_error', (error: Error) => console.error('Realtime connection failed', error.message));
  return () => {
    socket.off(NEW_BOOKING_EVENT, onBooking);
    socket.disconnect();
  };
}
