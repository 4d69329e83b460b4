import { bookingsApi, isApiError, useApiLoad, type ApiLoad, type Booking } from '@jbp/shared';

export type BookingLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; booking: Booking };

/**
 * One booking by id for an admin page: loading, missing (404), failed (any other error, with a
 * readable message) or ready. `setBooking` shows the booking a later call returned. Without an id
 * nothing is fetched and the state stays loading.
 */
export function useBooking(id: string | null) {
  const booking = useApiLoad<Booking | null>(
    (signal) => (id ? bookingsApi.get(id, signal).then(({ data }) => data) : null),
    [id],
    'booking',
    'We could not load this booking. Please try again.',
  );

  return { load: bookingLoad(booking), setBooking: booking.setData };
}

function bookingLoad(booking: ApiLoad<Booking | null>): BookingLoad {
  if (booking.state === 'ready') return booking.data ? { state: 'ready', booking: booking.data } : { state: 'missing' };
  if (booking.state === 'failed') {
    return isApiError(booking.error) && booking.error.status === 404 ? { state: 'missing' } : { state: 'failed', message: booking.message };
  }
  return { state: 'loading' };
}
