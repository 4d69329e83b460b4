import { queryKeys, type Booking, type Id } from '@jbp/shared';
import { bookingsApi } from '@jbp/widgets/api/bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** One booking by id for an admin page (GET /api/bookings/:id). Without an id nothing is fetched. */
export function useBooking(id: string | null) {
  return useQuery({
    queryKey: queryKeys.booking(id ?? ''),
    queryFn: ({ signal }) => bookingsApi.get(id ?? '', signal).then(({ data }) => data),
    enabled: id !== null,
  });
}

/**
 * A change the server answers with the whole booking (status, charges, advance). The page shows
 * that answer at once, and every booking read (the lists, this detail) is fetched again.
 */
export function useBookingChange<Change>(change: (id: Id, value: Change) => Promise<{ data: Booking }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: Id; value: Change }) => change(id, value).then(({ data }) => data),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKeys.booking(booking._id), booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    },
  });
}
