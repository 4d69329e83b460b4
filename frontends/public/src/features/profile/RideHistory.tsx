import { Alert, SkeletonList, bookingsApi, buttonClass, errorMessage, listMyBookings, normalizeBooking, useApiLoad } from '@jbp/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BookingCard } from './BookingCard';

/** The customer's Ride History: six skeleton cards while loading, then one card per booking. */
export function RideHistory() {
  // listMyBookings logs and answers an empty list when both endpoints fail: a failure here is
  // unexpected, and keeps the skeletons.
  const load = useApiLoad((signal) => listMyBookings(signal), [], 'bookings');
  const bookings = load.state === 'ready' ? load.data : null;
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const cancel = async (id: string) => {
    try {
      const { data } = await bookingsApi.cancel(id);
      const updated = normalizeBooking(data);
      load.setData((list) => list.map((b) => (b.id === id ? { ...b, ...updated, status: updated.status } : b)));
      setNotice({ tone: 'success', text: 'Your cancellation request has been sent.' });
    } catch (error) {
      console.error('Failed to cancel booking', error);
      setNotice({ tone: 'error', text: errorMessage(error, 'We could not cancel this booking. Please call us.') });
    }
  };

  return (
    <section aria-labelledby="ride-history">
      <h2 id="ride-history" className="mb-4 text-xl font-extrabold text-slate-900">
        Ride History
      </h2>
      {notice && (
        <Alert tone={notice.tone} className="mb-4" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {bookings === null ? (
        <SkeletonList count={6} label="Loading bookings" className="md:grid-cols-2" />
      ) : bookings.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-700">No bookings found.</p>
          <Link to="/oneway" className={`${buttonClass('accent')} mt-4`}>
            Book a one-way cab
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {bookings.map((b) => (
            <BookingCard key={b.id} booking={b} onCancel={cancel} />
          ))}
        </ul>
      )}
    </section>
  );
}
