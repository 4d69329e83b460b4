import { useEffect, useState } from 'react';
import { bookingsApi, errorMessage, isApiError, type Booking } from '@jbp/shared';

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
  const [load, setLoad] = useState<BookingLoad>({ state: 'loading' });

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    bookingsApi
      .get(id, controller.signal)
      .then(({ data }) => setLoad(data ? { state: 'ready', booking: data } : { state: 'missing' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to fetch booking', error);
        setLoad(
          isApiError(error) && error.status === 404
            ? { state: 'missing' }
            : { state: 'failed', message: errorMessage(error, 'We could not load this booking. Please try again.') },
        );
      });
    return () => controller.abort();
  }, [id]);

  return { load, setBooking: (booking: Booking) => setLoad({ state: 'ready', booking }) };
}
