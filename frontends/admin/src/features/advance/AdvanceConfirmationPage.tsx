import { BookingPending } from '@/features/bookings/BookingPending';
import { useBooking } from '@/features/bookings/useBooking';
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
} from '@jbp/shared';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { suggestedAdvance } from '@/features/bookings/AdvancePanel';

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
  const navigate = useNavigate();
  const { load } = useBooking(bookingId);
  // null until the admin types: the field then shows the suggested advance of the loaded booking.
  const [typedAmount, setAmount] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const amount = typedAmount ?? (load.state === 'ready' ? String(suggestedAdvance(load.booking) || '') : '');

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
  if (load.state !== 'ready') return <BookingPending load={load} missing={<EmptyState message="Booking not found." goBack />} />;

  const { booking } = load;
  const slip = `/onewaydutyslip?booking=${booking._id}`;

  const yes = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setError('Enter the advance the customer paid, in rupees.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await bookingsApi.verifyAdvance(booking._id, value);
      navigate(slip);
    } catch (e) {
      console.error('Failed to record advance', e);
      setError(errorMessage(e, 'The advance could not be saved. Please try again.'));
      setSaving(false);
    }
  };

  return (
    <AdminLayout>
      <section className={`${cardClass} mx-auto max-w-xl p-6 sm:p-8`} aria-labelledby="advance-question">
        <p className="font-mono text-sm font-semibold text-slate-500">{booking.reference ?? booking._id}</p>
        <h1 id="advance-question" className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900">
          Did the customer pay an advance?
        </h1>
        <p className="mt-2 text-slate-700">
          Click <strong>Yes</strong> if the customer paid an advance for this booking, otherwise click <strong>No</strong>. Either way
          the duty slip opens next.
        </p>
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          {booking.passenger?.name ?? booking.user?.fullName} · {booking.from} → {booking.to} · {formatDate(booking.date)} · Total{' '}
          {formatAmount(booking.dutySlipTotal ?? booking.totalAmount)}
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
        <form onSubmit={yes} noValidate className="mt-5 grid gap-4">
          <FormField
            label="Advance paid (₹)"
            name="advanceAmount"
            type="number"
            min={1}
            step="0.01"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('success', 'lg')} disabled={saving}>
              {saving ? 'Saving…' : 'Yes'}
            </button>
            <button type="button" className={buttonClass('secondary', 'lg')} disabled={saving} onClick={() => navigate(slip)}>
              No
            </button>
          </div>
        </form>
      </section>
    </AdminLayout>
  );
}
