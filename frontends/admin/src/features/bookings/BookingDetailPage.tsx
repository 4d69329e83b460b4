import {
  Alert,
  EmptyState,
  PageTitle,
  StatusBadge,
  bookingsApi,
  buttonClass,
  errorMessage,
  formatAmount,
  formatDate,
  formatDateTime,
  formatKm,
  formatTime,
  statusLabel,
  type Booking,
} from '@jbp/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { Details } from '@/components/Details';
import { Section } from '@/components/Section';
import { AdvancePanel } from './AdvancePanel';
import { BookingPending } from './BookingPending';
import { ChargesForm } from './ChargesForm';
import { useBooking, useBookingChange } from './useBooking';

/** The admin's status buttons; the server says in `actions` which one applies now. */
const STATUS_ACTIONS: readonly {
  status: 'confirmed' | 'cancelled';
  label: string;
  variant: 'success' | 'danger';
  allowed: keyof Booking['actions'];
}[] = [
  { status: 'confirmed', label: 'Confirm Booking', variant: 'success', allowed: 'confirm' },
  { status: 'cancelled', label: 'Cancel Booking', variant: 'danger', allowed: 'cancelBooking' },
];

/**
 * /bookingdetail/:id: the whole booking, the confirmed/cancelled status buttons (showing the status
 * the server returns), the extra charges, the advance, and links to the advance prompt and duty slip.
 * Every figure is the server's `bill` and every button follows the server's `actions`.
 */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const query = useBooking(id);
  const changeStatus = useBookingChange(bookingsApi.setStatus);
  const [statusNotice, setStatusNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (!query.isSuccess) {
    return (
      <BookingPending
        query={query}
        missing={
          <EmptyState message="Booking not found.">
            <Link to="/admin/view-bookings" className={`${buttonClass('primary')} mt-5`}>
              All Bookings
            </Link>
          </EmptyState>
        }
      />
    );
  }

  const booking = query.data;
  const { bill, actions } = booking;
  const asked = changeStatus.isPending ? changeStatus.variables.value : null;

  const setStatus = (status: 'confirmed' | 'cancelled') => {
    setStatusNotice(null);
    changeStatus.mutate(
      { id: booking._id, value: status },
      {
        onSuccess: (saved) => setStatusNotice({ tone: 'success', text: `Status is now ${statusLabel(saved.status)}.` }),
        onError: (error) => {
          console.error('Failed to update booking status', error);
          setStatusNotice({ tone: 'error', text: errorMessage(error, 'The status could not be changed. Please try again.') });
        },
      },
    );
  };

  return (
    <AdminLayout>
      <Link to="/admin/view-bookings" className="mb-3 inline-block text-sm font-semibold text-blue-700 hover:underline">
        ← All Bookings
      </Link>
      <PageTitle
        title={`Booking ${booking.reference ?? booking._id}`}
        actions={
          <>
            {actions.verifyAdvance && (
              <Link to={`/advanceconformation?booking=${booking._id}`} className={buttonClass('secondary', 'sm')}>
                Advance prompt
              </Link>
            )}
            {actions.downloadDutySlip && (
              <Link to={`/onewaydutyslip?booking=${booking._id}`} className={buttonClass('primary', 'sm')}>
                Duty Slip
              </Link>
            )}
          </>
        }
      >
        Booked {formatDateTime(booking.createdAt)}
      </PageTitle>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-6">
          <Section title="Status">
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={booking.status} variant="detail" className="px-3 py-1.5 text-sm" />
              <div className="flex flex-wrap gap-2">
                {STATUS_ACTIONS.map((action) => (
                  <button
                    key={action.status}
                    type="button"
                    className={buttonClass(action.variant, 'sm')}
                    disabled={changeStatus.isPending || !actions[action.allowed]}
                    onClick={() => setStatus(action.status)}
                  >
                    {asked === action.status ? 'Saving…' : action.label}
                  </button>
                ))}
              </div>
            </div>
            {statusNotice && (
              <Alert tone={statusNotice.tone} className="mt-4" onClose={() => setStatusNotice(null)}>
                {statusNotice.text}
              </Alert>
            )}
          </Section>

          <Section title="Journey">
            <Details
              items={[
                { label: 'From', value: booking.from },
                { label: 'To', value: booking.to },
                { label: 'Date', value: formatDate(booking.date) },
                { label: 'Pickup Time', value: formatTime(booking.time) },
                { label: 'Vehicle', value: booking.vehicle },
                { label: 'Seats', value: booking.seats },
                { label: 'Distance', value: formatKm(booking.distance) },
                { label: 'Pickup Info', value: booking.pickupInfo },
              ]}
            />
          </Section>

          <Section title="Passenger">
            <Details
              items={[
                { label: 'Name', value: booking.passenger?.name },
                { label: 'Phone', value: booking.passenger?.phone },
                { label: 'Email', value: booking.passenger?.email },
                { label: booking.passenger?.idType ?? 'ID', value: booking.passenger?.idNumber },
                {
                  label: 'Customer account',
                  value: booking.user ? (
                    <Link to={`/singlecustomerdetail/${booking.user._id}`} className="font-semibold text-blue-700 hover:underline">
                      {booking.user.fullName ?? `Customer ${booking.user._id}`}
                    </Link>
                  ) : null,
                },
                { label: 'Account mobile', value: booking.user?.mobile },
              ]}
            />
          </Section>

          <Section title="Extra charges">
            <ChargesForm key={booking._id} booking={booking} />
          </Section>
        </div>

        <div className="grid content-start gap-6">
          <Section title="Fare">
            <dl className="grid gap-2 text-sm">
              {bill.lines.map((line) => (
                <div key={line.code} className="flex justify-between gap-4">
                  <dt className="text-slate-600">{line.label}</dt>
                  <dd className="font-medium text-slate-900">{formatAmount(line.amount)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
                <dt className="font-bold text-slate-900">Total</dt>
                <dd className="font-extrabold text-slate-900" data-testid="detail-total">
                  {formatAmount(bill.total)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Advance paid</dt>
                <dd className="font-medium text-green-700">{formatAmount(bill.paid)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="font-bold text-slate-900">Balance due</dt>
                <dd className="font-extrabold text-slate-900" data-testid="detail-balance">
                  {formatAmount(bill.balance)}
                </dd>
              </div>
            </dl>
          </Section>

          <Section title="Advance">
            <AdvancePanel key={booking._id} booking={booking} />
          </Section>
        </div>
      </div>
    </AdminLayout>
  );
}
