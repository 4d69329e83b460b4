import {
  buttonClass,
  cardClass,
  commonTexts,
  formatAmount,
  formatDate,
  formatTime,
  tripTypeTexts,
  useTexts,
  type Booking,
} from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FareLines } from '@/features/trips/FareLines';
import { profileTexts } from './profile.i18n';
import { StatusBadge, isCancellationPending, saveBlob } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

export interface BookingCardProps {
  booking: Booking;
  onCancel: (booking: Booking) => Promise<void>;
}

function advanceNote(status: Booking['advanceStatus']): 'advanceSubmitted' | 'advanceVerified' | null {
  if (status === 'submitted') return 'advanceSubmitted';
  if (status === 'verified') return 'advanceVerified';
  return null;
}

/**
 * One Ride History entry: From, To, Date, Pickup Time, Total Amount and Status. The figures are the
 * server's bill and the buttons its `actions`: the card itself decides nothing.
 */
export function BookingCard({ booking, onCancel }: BookingCardProps) {
  const navigate = useNavigate();
  const t = useTexts(profileTexts);
  const tc = useTexts(commonTexts);
  const tt = useTexts(tripTypeTexts);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The driver and cab: the office's assignment, or the ones the offer's agent sends.
  const sent = booking.assignment ?? booking.agentAssignment;
  const { bill, actions } = booking;
  const note = advanceNote(booking.advanceStatus);
  const id = String(booking.id);

  const invoice = useMutation({
    // The PDF needs the bearer token, so it is fetched, not linked.
    mutationFn: () => bookingsApi.invoicePdf(booking.id),
    onSuccess: (blob) => saveBlob(blob, `invoice-${booking.reference}.pdf`),
  });

  const cancel = async () => {
    setBusy(true);
    try {
      await onCancel(booking);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`${cardClass} flex flex-col p-5`} data-testid="booking-card">
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">{booking.reference}</p>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-3 grid gap-2 border-l-2 border-dashed border-slate-200 pl-4">
        <div className="relative">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-green-600 ring-4 ring-white" />
          <dt className="text-xs text-slate-500">{tc('from')}</dt>
          <dd className="font-semibold text-slate-900">{booking.from}</dd>
        </div>
        <div className="relative">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-red-600 ring-4 ring-white" />
          <dt className="text-xs text-slate-500">{tc('to')}</dt>
          <dd className="font-semibold text-slate-900">{booking.to}</dd>
        </div>
      </dl>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-500">{tc('date')}</dt>
          <dd className="font-medium text-slate-800">{formatDate(booking.date)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{tc('pickupTime')}</dt>
          <dd className="font-medium text-slate-800">{formatTime(booking.time)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{tc('vehicle')}</dt>
          <dd className="font-medium text-slate-800">{booking.vehicle}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{tt('tripType')}</dt>
          <dd className="font-medium text-slate-800" data-testid="card-trip-type">
            {tt(booking.tripType)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{tc('totalAmount')}</dt>
          <dd className="font-bold text-slate-900" data-testid="card-total">
            {formatAmount(bill.total)}
          </dd>
        </div>
        {bill.paid > 0 && (
          <>
            <div>
              <dt className="text-xs text-slate-500">{tc('advancePaid')}</dt>
              <dd className="font-medium text-green-700">{formatAmount(bill.paid)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{tc('balanceDue')}</dt>
              <dd className="font-medium text-slate-800" data-testid="card-balance">
                {formatAmount(bill.balance)}
              </dd>
            </div>
          </>
        )}
      </dl>
      {booking.fare && (
        // The lines the booking was priced with (its fare version), so a later fare change never alters them.
        <details className="mt-3 rounded-xl border border-slate-200 p-3 text-sm" data-testid="card-fare">
          <summary className="cursor-pointer font-semibold text-blue-800">{t('fareLines')}</summary>
          <div className="mt-2">
            <FareLines priced={{ vehicle: booking.vehicle, ...booking.fare }} />
          </div>
        </details>
      )}
      {sent && (
        <div className="mt-3 grid gap-1 rounded-xl border border-green-200 bg-green-50 p-3 text-sm" data-testid="driver-card">
          <p>
            <span className="text-slate-600">{t('yourDriver')}: </span>
            <strong>{sent.driver.name}</strong>{' '}
            <a className="font-semibold text-blue-700 underline" href={`tel:+91${sent.driver.mobile}`}>
              {sent.driver.mobile}
            </a>
          </p>
          <p>
            <span className="text-slate-600">{t('yourCab')}: </span>
            <strong>
              {sent.cab.vehicle} {sent.cab.registration}
            </strong>
          </p>
          {booking.startCode && booking.status === 'assigned' && (
            <p>
              <span className="text-slate-600">{t('startCode')}: </span>
              <strong className="font-mono text-lg tracking-widest" data-testid="start-code">
                {booking.startCode}
              </strong>
              <span className="block text-xs text-slate-600">{t('startCodeHint')}</span>
            </p>
          )}
        </div>
      )}
      {booking.addresses && (
        <p className="mt-3 break-words text-sm text-slate-600">
          <span className="font-medium text-slate-500">{tc('pickupAddress')}: </span>
          {booking.addresses.pickupAddress}
        </p>
      )}
      {note && <p className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">{t(note)}</p>}
      {booking.statusReason && (
        <p className="mt-3 break-words rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="status-reason">
          {t('officeReason', { reason: booking.statusReason })}
        </p>
      )}
      {isCancellationPending(booking.status) && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="cancellation-pending">
          {t('cancellationPendingNote')}
        </p>
      )}

      {invoice.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('invoiceFailed')}
        </p>
      )}
      {confirming ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3">
          <p className="text-sm font-medium text-red-800">{t('cancelQuestion')}</p>
          <button type="button" className={buttonClass('danger', 'sm')} onClick={cancel} disabled={busy}>
            {busy ? t('cancelling') : t('yesCancel')}
          </button>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirming(false)} disabled={busy}>
            {t('keepBooking')}
          </button>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
          {actions.cancel && (
            <button type="button" className={buttonClass('danger', 'sm')} onClick={() => setConfirming(true)}>
              {t('cancelBooking')}
            </button>
          )}
          {actions.payAdvance && (
            <button
              type="button"
              className={buttonClass('success', 'sm')}
              onClick={() => navigate(`/qr-code?booking=${encodeURIComponent(id)}`, { state: { bookingId: id } })}
            >
              {t('payAdvance')}
            </button>
          )}
          {actions.downloadInvoice && (
            <button type="button" className={buttonClass('primary', 'sm')} onClick={() => invoice.mutate()} disabled={invoice.isPending}>
              {t('invoice')}
            </button>
          )}
          {actions.downloadDutySlip && (
            <Link to={`/onewaydutyslip?booking=${encodeURIComponent(id)}`} className={buttonClass('ghost', 'sm')}>
              {t('dutySlip')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
