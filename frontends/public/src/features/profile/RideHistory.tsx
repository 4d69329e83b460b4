import { Alert, SkeletonList, buttonClass, commonTexts, errorMessage, queryKeys, useTexts, type Booking } from '@jbp/shared';
import { bookingsApi } from '@jbp/widgets/api/bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BookingCard } from './BookingCard';
import { myBookingsQuery } from './myBookingsQuery';
import { profileTexts } from './profile.i18n';

/** The customer's Ride History: six skeleton cards while loading, then one card per booking. */
export function RideHistory() {
  const queryClient = useQueryClient();
  const t = useTexts(profileTexts);
  const tc = useTexts(commonTexts);
  // The query answers an empty list when both endpoints fail, so only the first load shows skeletons.
  const bookings = useQuery(myBookingsQuery).data ?? null;
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const cancel = useMutation({
    mutationFn: (booking: Booking) => bookingsApi.cancel(booking.id),
    onSuccess: ({ data }) => {
      // Show the server's answer at once; the refetch below brings the list in line.
      queryClient.setQueryData(queryKeys.myBookings, (list: Booking[] | undefined) => list?.map((b) => (b.id === data.id ? data : b)));
      setNotice({ tone: 'success', text: t('cancelled') });
    },
    onError: (error) => {
      console.error('Failed to cancel booking', error);
      setNotice({ tone: 'error', text: errorMessage(error, t('cancelFailed')) });
    },
    onSettled: (_answer, _error, booking) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myBookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.booking(booking.id) }),
      ]),
  });

  // The card closes its question either way; onError has already said what went wrong.
  const cancelBooking = (booking: Booking) =>
    cancel.mutateAsync(booking).then(
      () => undefined,
      () => undefined,
    );

  return (
    <section aria-labelledby="ride-history">
      <h2 id="ride-history" className="mb-4 text-xl font-extrabold text-slate-900">
        {t('rideHistory')}
      </h2>
      {notice && (
        <Alert tone={notice.tone} className="mb-4" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {bookings === null ? (
        <SkeletonList count={6} label={t('loadingBookings')} className="md:grid-cols-2" />
      ) : bookings.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-700">{tc('noBookingsFound')}</p>
          <Link to="/oneway" className={`${buttonClass('accent')} mt-4`}>
            {t('bookOneWay')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {bookings.map((b) => (
            <BookingCard key={b.id} booking={b} onCancel={cancelBooking} />
          ))}
        </ul>
      )}
    </section>
  );
}
