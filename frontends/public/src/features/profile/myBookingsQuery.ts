import { queryKeys, type Booking } from '@jbp/shared';
import { bookingsApi } from '@jbp/widgets/api/bookings';
import { queryOptions } from '@tanstack/react-query';

/**
 * The signed-in customer's bookings: GET /api/bookings, falling back to GET /api/bookings/my, then an
 * empty list (spec section 8, "Bookings endpoint failure"). A failure is only logged.
 */
async function myBookings(signal: AbortSignal): Promise<Booking[]> {
  try {
    return (await bookingsApi.mine(signal)).data;
  } catch (first) {
    if (signal.aborted) throw first;
    try {
      return (await bookingsApi.mineFallback(signal)).data;
    } catch (second) {
      if (signal.aborted) throw second;
      console.error('Failed to fetch bookings', second);
      return [];
    }
  }
}

export const myBookingsQuery = queryOptions({
  queryKey: queryKeys.myBookings,
  queryFn: ({ signal }) => myBookings(signal),
});
