import {
  Alert,
  EmptyState,
  queryKeys,
  buttonClass,
  errorMessage,
  formatAmount,
  formatDate,
  formatDateTime,
  formatKm,
  formatTime,
  commonTexts,
  useTexts,
  useVocabulary,
  tripTypeTexts,
  type Booking,
  type Translate,
} from '@jbp/shared';
import { ConfirmDialog, addressItems, PageTitle, StatusBadge, statusLabel, statusTexts } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';
import { tripTexts } from '@jbp/widgets/trip';
import { adminTexts } from '@/admin.i18n';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { AuditTimeline } from '@/components/audit/AuditTimeline';
import { Details, type Detail } from '@/components/Details';
import { Section } from '@/components/Section';
import { AdvancePanel } from './AdvancePanel';
import { BookingPending } from './BookingPending';
import { ChargesForm } from './ChargesForm';
import { useBooking, useBookingChange } from './useBooking';
import { AssignPanel } from '../trips/AssignPanel';
import { TripPanel } from '../trips/TripPanel';
import { ReturnOfferPanel } from '../trips/ReturnOfferPanel';
import { GstinForm } from '../trips/GstinForm';
import { lifecycleTexts } from '../trips/lifecycle.i18n';

type StatusChange = { status: 'confirmed' | 'cancelled'; reason?: string };

/** The admin's status buttons; the server says in `actions` which one applies now. */
const STATUS_ACTIONS: readonly {
  status: 'confirmed' | 'cancelled';
  label: 'confirmBooking' | 'cancelBooking';
  variant: 'success' | 'danger';
  allowed: keyof Booking['actions'];
}[] = [
  { status: 'confirmed', label: 'confirmBooking', variant: 'success', allowed: 'confirm' },
  { status: 'cancelled', label: 'cancelBooking', variant: 'danger', allowed: 'cancelBooking' },
];

/** A round trip's stops and return, a local car's hours, a package's title: only those the trip has. */
function tripDetailItems(booking: Booking, t: Translate<keyof typeof adminTexts.en>): Detail[] {
  const details = booking.tripDetails;
  if (!details) return [];
  const items: Detail[] = [];
  if (details.packageTitle) items.push({ label: t('package'), value: details.packageTitle });
  if (details.stops?.length) items.push({ label: t('stops'), value: details.stops.join(', ') });
  if (details.returnAt) items.push({ label: t('returnAt'), value: formatDateTime(details.returnAt) });
  if (details.hours) items.push({ label: t('hoursBooked'), value: t('hoursValue', { hours: details.hours }) });
  return items;
}

/**
 * /bookingdetail/:id: the whole booking, the confirmed/cancelled status buttons (showing the status
 * the server returns), the extra charges, the advance, and links to the advance prompt and duty slip.
 * Every figure is the server's `bill` and every button follows the server's `actions`.
 */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const query = useBooking(id);
  const changeStatus = useBookingChange((bookingId, change: StatusChange) =>
    bookingsApi.setStatus(bookingId, change.status, change.reason),
  );
  const [confirming, setConfirming] = useState(false);
  const [statusNotice, setStatusNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  const ttype = useTexts(tripTypeTexts);
  const ts = useTexts(statusTexts);
  const vocabulary = useVocabulary();
  const tt = useTexts(tripTexts);
  const tl = useTexts(lifecycleTexts);

  if (!query.isSuccess) {
    return (
      <BookingPending
        query={query}
        missing={
          <EmptyState message={tc('bookingNotFound')}>
            <Link to="/admin/view-bookings" className={`${buttonClass('primary')} mt-5`}>
              {t('allBookings')}
            </Link>
          </EmptyState>
        }
      />
    );
  }

  const booking = query.data;
  const { bill, actions } = booking;
  const asked = changeStatus.isPending ? changeStatus.variables.value.status : null;
  const saved = (updated: Booking) =>
    setStatusNotice({ tone: 'success', text: t('statusNow', { status: statusLabel(updated.status, 'office', ts) }) });

  const setStatus = (status: 'confirmed' | 'cancelled') => {
    setStatusNotice(null);
    // Cancelling asks first, with the reason the customer is told (the dialog shows a failure itself).
    if (status === 'cancelled') return setConfirming(true);
    changeStatus.mutate(
      { id: booking._id, value: { status } },
      {
        onSuccess: saved,
        onError: (error) => {
          console.error('Failed to update booking status', error);
          setStatusNotice({ tone: 'error', text: errorMessage(error, t('statusFailed')) });
        },
      },
    );
  };

  return (
    <AdminLayout>
      <Link to="/admin/view-bookings" className="mb-3 inline-block text-sm font-semibold text-blue-700 hover:underline">
        {t('backToBookings')}
      </Link>
      <PageTitle
        title={t('bookingTitle', { reference: booking.reference ?? booking._id })}
        actions={
          <>
            {actions.verifyAdvance && (
              <Link to={`/advanceconformation?booking=${booking._id}`} className={buttonClass('secondary', 'sm')}>
                {t('advancePrompt')}
              </Link>
            )}
            {actions.downloadDutySlip && (
              <Link to={`/onewaydutyslip?booking=${booking._id}`} className={buttonClass('primary', 'sm')}>
                {t('dutySlip')}
              </Link>
            )}
          </>
        }
      >
        {t('bookedOn', { when: formatDateTime(booking.createdAt) })}
      </PageTitle>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-6">
          <Section title={tc('status')}>
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={booking.status} variant="detail" audience="office" className="px-3 py-1.5 text-sm" />
              <div className="flex flex-wrap gap-2">
                {STATUS_ACTIONS.map((action) => (
                  <button
                    key={action.status}
                    type="button"
                    className={buttonClass(action.variant, 'sm')}
                    disabled={changeStatus.isPending || !actions[action.allowed]}
                    onClick={() => setStatus(action.status)}
                  >
                    {asked === action.status ? tc('saving') : t(action.label)}
                  </button>
                ))}
              </div>
            </div>
            {booking.statusReason && (
              <p className="mt-3 text-sm text-slate-700">
                <span className="font-semibold">{t('statusReason')}:</span> {booking.statusReason}
              </p>
            )}
            {statusNotice && (
              <Alert tone={statusNotice.tone} className="mt-4" onClose={() => setStatusNotice(null)}>
                {statusNotice.text}
              </Alert>
            )}
            {confirming && (
              <ConfirmDialog
                title={t('cancelTitle', { reference: booking.reference ?? String(booking._id) })}
                message={t('cancelMessage')}
                confirmLabel={t('cancelConfirm')}
                askReason
                reasonHint={t('reasonForCustomer')}
                onConfirm={(reason) => changeStatus.mutateAsync({ id: booking._id, value: { status: 'cancelled', reason } }).then(saved)}
                onClose={() => setConfirming(false)}
              />
            )}
          </Section>

          <Section title={tc('journey')}>
            <Details
              items={[
                { label: ttype('tripType'), value: ttype(booking.tripType) },
                ...tripDetailItems(booking, t),
                { label: tc('from'), value: booking.from },
                { label: tc('to'), value: booking.to },
                { label: tc('date'), value: formatDate(booking.date) },
                { label: tc('pickupTime'), value: formatTime(booking.time) },
                { label: tc('vehicle'), value: booking.vehicle },
                { label: tc('seats'), value: booking.seats },
                { label: tc('distance'), value: formatKm(booking.distance) },
                { label: tc('pickupInfo'), value: vocabulary.pickupInfo(booking.pickupInfo) },
                ...addressItems(booking.addresses, tc),
              ]}
            />
          </Section>

          <Section title={tc('passenger')}>
            <Details
              items={[
                { label: tc('name'), value: booking.passenger?.name },
                { label: tc('phone'), value: booking.passenger?.phone },
                { label: tc('email'), value: booking.passenger?.email },
                {
                  label: booking.passenger?.idType ? vocabulary.idType(booking.passenger.idType) : tc('idProof'),
                  value: booking.passenger?.idNumber,
                },
                {
                  label: t('customerAccount'),
                  value: booking.user ? (
                    <Link to={`/singlecustomerdetail/${booking.user._id}`} className="font-semibold text-blue-700 hover:underline">
                      {booking.user.fullName ?? t('customerNumber', { id: booking.user._id })}
                    </Link>
                  ) : null,
                },
                { label: t('accountMobile'), value: booking.user?.mobile },
              ]}
            />
          </Section>

          <Section title={tt('driverAndCab')}>
            {booking.unassignedSoon && (
              <Alert tone="warning" className="mb-4">
                {tl('unassignedSoon')}
              </Alert>
            )}
            {booking.agentAssignment && (
              <p className="mb-3 text-sm" data-testid="agent-assignment">
                {tl('agentSends')}: <strong>{booking.agentAssignment.driver.name}</strong> ({booking.agentAssignment.driver.mobile}) ·{' '}
                {booking.agentAssignment.cab.vehicle} {booking.agentAssignment.cab.registration}
              </p>
            )}
            <AssignPanel key={booking._id} booking={booking} />
          </Section>

          {booking.tripType === 'one-way' && booking.assignment && (
            <Section title={tl('returnTitle')}>
              <ReturnOfferPanel booking={booking} />
            </Section>
          )}

          <Section title={tl('gstinTitle')}>
            <GstinForm key={`${booking._id}-${booking.customerGstin ?? ''}`} booking={booking} />
          </Section>

          {(booking.trip || booking.actions.recordTrip) && (
            <Section title={tt('tripSheet')}>
              <TripPanel booking={booking} />
            </Section>
          )}

          <Section title={t('extraCharges')}>
            <ChargesForm key={booking._id} booking={booking} />
          </Section>

          <AuditTimeline
            queryKey={queryKeys.bookingHistory(booking._id)}
            load={(page, limit, signal) => bookingsApi.history(booking._id, { page, limit }, signal)}
          />
        </div>

        <div className="grid content-start gap-6">
          <Section title={t('fare')}>
            <dl className="grid gap-2 text-sm">
              {bill.lines.map((line) => (
                <div key={line.code} className="flex justify-between gap-4">
                  <dt className="text-slate-600">{vocabulary.billLine(line)}</dt>
                  <dd className="font-medium text-slate-900">{formatAmount(line.amount)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
                <dt className="font-bold text-slate-900">{tc('total')}</dt>
                <dd className="font-extrabold text-slate-900" data-testid="detail-total">
                  {formatAmount(bill.total)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{tc('advancePaid')}</dt>
                <dd className="font-medium text-green-700">{formatAmount(bill.paid)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="font-bold text-slate-900">{tc('balanceDue')}</dt>
                <dd className="font-extrabold text-slate-900" data-testid="detail-balance">
                  {formatAmount(bill.balance)}
                </dd>
              </div>
            </dl>
          </Section>

          <Section title={t('advance')}>
            <AdvancePanel key={booking._id} booking={booking} />
          </Section>
        </div>
      </div>
    </AdminLayout>
  );
}
