import {
  RichText,
  Skeleton,
  brandingTexts,
  buttonClass,
  commonTexts,
  formatAmount,
  formatDate,
  formatTime,
  shortPlace,
  useTexts,
  type Booking,
} from '@jbp/shared';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { profileTexts } from './profile.i18n';

/** The booking the pay page just made, from the profile's navigation state ({justBooked: id}). */
export function justBookedId(state: unknown): number | null {
  const id = state && typeof state === 'object' ? (state as Record<string, unknown>).justBooked : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The highlighted card the profile opens with after a booking: its reference, trip and amount,
 * and what happens next (the office's call, the advance, the cancellation terms), with the buttons
 * to pay the advance and download the slip. Figures and buttons are the server's (bill, actions).
 */
export function BookingConfirmation({ booking, loading }: { booking: Booking | undefined; loading: boolean }) {
  const t = useTexts(profileTexts);
  const tc = useTexts(commonTexts);
  const tb = useTexts(brandingTexts);
  const navigate = useNavigate();
  const card = useRef<HTMLElement>(null);
  const ready = booking !== undefined;
  // Brought into view once it has its content (the profile editor sits above on a phone).
  useEffect(() => {
    if (ready) card.current?.scrollIntoView?.({ block: 'start' });
  }, [ready]);

  if (!booking) return loading ? <Skeleton className="h-64 rounded-2xl" /> : null;
  const id = String(booking.id);
  const { bill, actions } = booking;
  return (
    <section
      ref={card}
      aria-labelledby="booking-confirmation"
      data-testid="booking-confirmation"
      className="scroll-mt-24 rounded-2xl border-2 border-green-500 bg-green-50 p-5 shadow-sm sm:p-7"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-7 shrink-0 text-green-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="booking-confirmation" className="text-xl font-extrabold text-slate-900">
            {t('confirmationTitle')}
          </h2>
          <p className="mt-1 text-slate-700">
            {t('confirmationReference')} <strong className="text-lg tracking-wide text-slate-900">{booking.reference}</strong>
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-white p-4 text-sm sm:grid-cols-4">
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">{tc('journey')}</dt>
          <dd className="font-semibold text-slate-900">
            {shortPlace(booking.from)} → {shortPlace(booking.to)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{tc('date')}</dt>
          <dd className="font-medium text-slate-800">
            {formatDate(booking.date)}, {formatTime(booking.time)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{tc('totalAmount')}</dt>
          <dd className="font-bold text-slate-900">{formatAmount(bill.total)}</dd>
        </div>
        {booking.addresses && (
          <div className="col-span-2 sm:col-span-4">
            <dt className="text-xs text-slate-500">{tc('pickupAddress')}</dt>
            <dd className="break-words font-medium text-slate-800">{booking.addresses.pickupAddress}</dd>
          </div>
        )}
      </dl>
      <h3 className="mt-5 font-bold text-slate-900">{t('nextTitle')}</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-800">
        <li>{t('nextCall', { phone: booking.passenger.phone, hours: tb('supportHours') })}</li>
        <li>{t('nextAdvance', { advance: formatAmount(bill.advanceDue) })}</li>
        <li>
          <RichText
            texts={profileTexts}
            k="nextCancel"
            components={{ policy: <Link to="/refund-policy" className="font-semibold text-blue-700 underline" /> }}
          />
        </li>
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        {actions.payAdvance ? (
          <button
            type="button"
            className={buttonClass('success')}
            onClick={() => navigate(`/qr-code?booking=${encodeURIComponent(id)}`, { state: { bookingId: id } })}
          >
            {t('payAdvance')}
          </button>
        ) : (
          <span className="grid gap-1">
            <button type="button" className={buttonClass('success')} disabled aria-describedby="advance-waits">
              {t('payAdvance')}
            </button>
            <span id="advance-waits" className="text-xs text-slate-600">
              {t('advanceAfterConfirm')}
            </span>
          </span>
        )}
        {actions.downloadDutySlip && (
          <Link to={`/onewaydutyslip?booking=${encodeURIComponent(id)}`} className={buttonClass('secondary')}>
            {t('downloadSlip')}
          </Link>
        )}
      </div>
    </section>
  );
}
