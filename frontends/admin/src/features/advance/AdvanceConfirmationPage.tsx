import { BookingPending } from '@/features/bookings/BookingPending';
import { useBooking, useBookingChange } from '@/features/bookings/useBooking';
import {
  Alert,
  EmptyState,
  buttonClass,
  cardClass,
  errorMessage,
  formatAmount,
  formatDate,
  RichText,
  commonTexts,
  useTexts,
  type Booking,
} from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AdminLayout } from '@/components/AdminLayout';
import { advanceFieldText, rupeesField } from '@/features/bookings/advanceForm';
import { FormField, statusLabel, statusTexts } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

const paidSchema = (message: string) => z.object({ advanceAmount: rupeesField(message, (rupees) => rupees > 0) });

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
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);

  if (!bookingId) {
    return (
      <AdminLayout>
        <EmptyState message={t('noBookingSelected')}>
          <p className="mt-2 text-sm text-slate-600">{t('openFromList')}</p>
          <Link to="/admin/view-bookings" className={`${buttonClass('primary')} mt-5`}>
            {t('allBookings')}
          </Link>
        </EmptyState>
      </AdminLayout>
    );
  }
  if (!query.isSuccess) return <BookingPending query={query} missing={<EmptyState message={tc('bookingNotFound')} goBack />} />;
  return <AdvanceQuestion booking={query.data} />;
}

/** The question about one loaded booking; the field starts at the advance the server suggests. */
function AdvanceQuestion({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  const ts = useTexts(statusTexts);
  const schema = useMemo(() => paidSchema(t('enterAdvancePaid')), [t]);
  const { register, handleSubmit } = useForm({
    defaultValues: { advanceAmount: advanceFieldText(booking) },
    resolver: zodResolver(schema),
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
            setError(errorMessage(e, t('advanceSaveFailed')));
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
          {t('advanceQuestion')}
        </h1>
        <p className="mt-2 text-slate-700">
          <RichText texts={adminTexts} k="advanceExplain" components={{ b: <strong /> }} />
        </p>
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          {booking.passenger?.name ?? booking.user?.fullName} · {booking.from} → {booking.to} · {formatDate(booking.date)} ·{' '}
          {t('bookingTotal', { amount: formatAmount(booking.bill.total) })}
          {booking.advanceSubmission && (
            <>
              <br />
              {t('customerReported', { amount: formatAmount(booking.advanceSubmission.amount), utr: booking.advanceSubmission.utr })}
            </>
          )}
        </p>
        {!actions.verifyAdvance && (
          <Alert tone="warning" className="mt-4">
            <span id="advance-closed">
              {booking.status === 'pending' ? (
                <>
                  {t('advanceNeedsConfirm')}{' '}
                  <Link to={`/bookingdetail/${booking._id}`} className="font-semibold underline">
                    {t('bookingTitle', { reference: booking.reference ?? String(booking._id) })}
                  </Link>
                </>
              ) : (
                t('advanceClosed', { status: statusLabel(booking.status, 'office', ts) })
              )}
            </span>
          </Alert>
        )}
        {error && (
          <Alert tone="error" className="mt-4" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <form onSubmit={(event) => void yes(event)} noValidate className="mt-5 grid gap-4">
          <FormField
            label={t('advancePaidRupees')}
            type="number"
            min={1}
            step="0.01"
            inputMode="decimal"
            disabled={!actions.verifyAdvance}
            {...register('advanceAmount')}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={buttonClass('success', 'lg')}
              disabled={!actions.verifyAdvance || record.isPending}
              aria-describedby={actions.verifyAdvance ? undefined : 'advance-closed'}
            >
              {record.isPending ? tc('saving') : t('yes')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'lg')}
              disabled={!actions.downloadDutySlip || record.isPending}
              onClick={() => navigate(slip)}
            >
              {t('no')}
            </button>
          </div>
        </form>
      </section>
    </AdminLayout>
  );
}
