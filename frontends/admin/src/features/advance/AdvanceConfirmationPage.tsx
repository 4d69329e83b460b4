import { BookingPending } from '@/features/bookings/BookingPending';
import { useBooking, useBookingChange } from '@/features/bookings/useBooking';
import {
  Alert,
  EmptyState,
  FormField,
  bookingsApi,
  buttonClass,
  cardClass,
  errorMessage,
  formatAmount,
  formatDate,
  type Booking,
} from '@jbp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AdminLayout } from '@/components/AdminLayout';
import { advanceFieldText, rupeesField } from '@/features/bookings/advanceForm';

const paidSchema = z.object({ advanceAmount: rupeesField('Enter the advance the customer paid, in rupees.', (rupees) => rupees > 0) });

/** The booking the prompt is about: `?booking=<id>`, or `{bookingId}` navigation state. */
function bookingIdOf(search: string, state: unknown): string | null {
  const fromQuery = new URLSearchParams(search).get('booking');
  if (fromQuery) return fromQuery;
  const id = (state as { bookingId?: unknown } | null)?.bookingId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * /advanceconformation: before printing the duty slip, the office says whether the customer paid an
 * advance. Yes records it (PATCH …/advance); Yes and No both open the duty slip of the booking.
 */
export function AdvanceConfirmationPage() {
  const location = useLocation();
  const bookingId = bookingIdOf(location.search, location.state);
  const query = useBooking(bookingId);

  if (!bookingId) {
    return (
      <AdminLayout>
        <EmptyState message="No booking selected.">
          <p className="mt-2 text-sm text-slate-600">Open a booking from the list and choose Advance prompt.</p>
          <Link to="/admin/view-bookings" className={`${buttonClass('primary')} mt-5`}>
            All Bookings
          </Link>
        </EmptyState>
      </AdminLayout>
    );
  }
  if (!query.isSuccess) return <BookingPending query={query} missing={<EmptyState message="Booking not found." goBack />} />;
  return <AdvanceQuestion booking={query.data} />;
}

/** The question about one loaded booking; the field starts at the advance the server suggests. */
function AdvanceQuestion({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const { register, handleSubmit } = useForm({
    defaultValues: { advanceAmount: advanceFieldText(booking) },
    resolver: zodResolver(paidSchema),
  });
  const record = useBookingChange(bookingsApi.verifyAdvance);
  const [error, setError] = useState<string | null>(null);
  const slip = `/onewaydutyslip?booking=${booking._id}`;
  const { actions } = booking;

  const yes = handleSubmit(
    ({ advanceAmount }) => {
      setError(null);
      record.mutate(
        { id: booking._id, value: advanceAmount },
        {
          onSuccess: () => navigate(slip),
          onError: (e) => {
            console.error('Failed to record advance', e);
            setError(errorMessage(e, 'The advance could not be saved. Please try again.'));
          },
        },
      );
    },
    (errors) => setError(errors.advanceAmount?.message ?? null),
  );

  return (
    <AdminLayout>
      <section className={`${cardClass} mx-auto max-w-xl p-6 sm:p-8`} aria-labelledby="advance-question">
        <p className="font-mono text-sm font-semibold text-slate-500">{booking.reference ?? booking._id}</p>
        <h1 id="advance-question" className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900">
          Did the customer pay an advance?
        </h1>
        <p className="mt-2 text-slate-700">
          Click <strong>Yes</strong> if the customer paid an advance for this booking, otherwise click <strong>No</strong>. Either way the
          duty slip opens next.
        </p>
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          {booking.passenger?.name ?? booking.user?.fullName} · {booking.from} → {booking.to} · {formatDate(booking.date)} · Total{' '}
          {formatAmount(booking.bill.total)}
          {booking.advanceSubmission && (
            <>
              <br />
              The customer reported {formatAmount(booking.advanceSubmission.amount)} by UPI (UTR {booking.advanceSubmission.utr}).
            </>
          )}
        </p>
        {error && (
          <Alert tone="error" className="mt-4" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <form onSubmit={(event) => void yes(event)} noValidate className="mt-5 grid gap-4">
          <FormField
            label="Advance paid (₹)"
            type="number"
            min={1}
            step="0.01"
            inputMode="decimal"
            disabled={!actions.verifyAdvance}
            {...register('advanceAmount')}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('success', 'lg')} disabled={!actions.verifyAdvance || record.isPending}>
              {record.isPending ? 'Saving…' : 'Yes'}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'lg')}
              disabled={!actions.downloadDutySlip || record.isPending}
              onClick={() => navigate(slip)}
            >
              No
            </button>
          </div>
        </form>
      </section>
    </AdminLayout>
  );
}
