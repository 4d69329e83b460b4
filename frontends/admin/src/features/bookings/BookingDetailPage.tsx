import { BookingPending } from './BookingPending';
import { useBooking } from './useBooking';
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
  normalizeStatus,
  statusLabel,
  type Booking,
} from '@jbp/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { Details } from '@/components/Details';
import { Section } from '@/components/Section';
import { AdvancePanel } from './AdvancePanel';
import { ChargesForm } from './ChargesForm';

const STATUS_ACTIONS = [
  { status: 'confirmed', label: 'Confirm Booking', variant: 'success' },
  { status: 'cancelled', label: 'Cancel Booking', variant: 'danger' },
] as const;

/** What the duty slip adds up, as the server reports it (falls back to the fare when absent). */
function money(b: Booking) {
  const total = b.dutySlipTotal ?? b.totalAmount;
  const advance = b.advanceAmount ?? 0;
  return { total, advance, balance: b.balanceDue ?? total - advance };
}

/**
 * /bookingdetail/:id: the whole booking, the confirmed/cancelled status buttons (showing the status
 * the server returns), the extra charges, the advance, and links to the advance prompt and duty slip.
 */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const { load, setBooking } = useBooking(id);
  const [changing, setChanging] = useState<string | null>(null);
  const [statusNotice, setStatusNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (load.state !== 'ready') {
    return (
      <BookingPending
        load={load}
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

  const { booking } = load;
  const current = normalizeStatus(booking.status);
  const totals = money(booking);

  const changeStatus = async (status: 'confirmed' | 'cancelled') => {
    setChanging(status);
    setStatusNotice(null);
    try {
      const { data } = await bookingsApi.setStatus(booking._id, status);
      setBooking({ ...booking, ...data });
      setStatusNotice({ tone: 'success', text: `Status is now ${statusLabel(data.status)}.` });
    } catch (error) {
      console.error('Failed to update booking status', error);
      setStatusNotice({ tone: 'error', text: errorMessage(error, 'The status could not be changed. Please try again.') });
    } finally {
      setChanging(null);
    }
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
            <Link to={`/advanceconformation?booking=${booking._id}`} className={buttonClass('secondary', 'sm')}>
              Advance prompt
            </Link>
            <Link to={`/onewaydutyslip?booking=${booking._id}`} className={buttonClass('primary', 'sm')}>
              Duty Slip
            </Link>
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
                    disabled={changing !== null || current === action.status}
                    onClick={() => changeStatus(action.status)}
                  >
                    {changing === action.status ? 'Saving…' : action.label}
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
            <ChargesForm booking={booking} onSaved={setBooking} />
          </Section>
        </div>

        <div className="grid content-start gap-6">
          <Section title="Fare">
            <dl className="grid gap-2 text-sm">
              {[
                ['Base fare', booking.baseAmount],
                ['Driver allowance', booking.driverAllowance],
                ['Halting charges', booking.haltingCharges],
                ['Toll tax and parking', booking.tollTaxAndParking],
                ['Extra hours charges', booking.extraHoursCharges],
                ['Extra km charges', booking.extraKmCharges],
              ].map(([label, value]) => (
                <div key={label as string} className="flex justify-between gap-4">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium text-slate-900">{formatAmount(value)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
                <dt className="font-bold text-slate-900">Total</dt>
                <dd className="font-extrabold text-slate-900" data-testid="detail-total">
                  {formatAmount(totals.total)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Advance paid</dt>
                <dd className="font-medium text-green-700">{formatAmount(totals.advance)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="font-bold text-slate-900">Balance due</dt>
                <dd className="font-extrabold text-slate-900" data-testid="detail-balance">
                  {formatAmount(totals.balance)}
                </dd>
              </div>
            </dl>
          </Section>

          <Section title="Advance">
            <AdvancePanel booking={booking} onSaved={setBooking} />
          </Section>
        </div>
      </div>
    </AdminLayout>
  );
}
