import { Alert, buttonClass, errorMessage, formatDateTime, useTexts, type Booking } from '@jbp/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, SelectField } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';
import { fleetApi } from '@jbp/widgets/api/desk';
import { tripTexts } from '@jbp/widgets/trip';
import { useBookingChange } from '../bookings/useBooking';
import { lifecycleTexts } from './lifecycle.i18n';

/** Assign (or change) the driver and cab, and the one-click messages to the customer and the driver. */
export function AssignPanel({ booking }: { booking: Booking }) {
  const t = useTexts(tripTexts);
  const drivers = useQuery({
    queryKey: ['fleet', 'drivers', 'active'],
    queryFn: ({ signal }) => fleetApi.drivers({ active: true }, signal),
  });
  const cabs = useQuery({ queryKey: ['fleet', 'cabs', 'active'], queryFn: ({ signal }) => fleetApi.cabs({ active: true }, signal) });
  const [driverId, setDriverId] = useState(String(booking.assignment?.driver.id ?? ''));
  const [cabId, setCabId] = useState(String(booking.assignment?.cab.id ?? ''));
  const assign = useBookingChange(bookingsApi.assign);
  const noShow = useBookingChange((id, reason: string) => bookingsApi.noShow(id, reason));
  const [askingNoShow, setAskingNoShow] = useState(false);
  const tl = useTexts(lifecycleTexts);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { assignment, actions } = booking;

  const submit = () => {
    setNotice(null);
    assign.mutate(
      { id: booking._id, value: { driverId: Number(driverId), cabId: Number(cabId) } },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('assigned') }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, t('assignFailed')) }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {assignment && (
        <dl className="grid gap-1 text-sm" data-testid="assignment">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t('driver')}</dt>
            <dd className="font-semibold">
              {assignment.driver.name} · {assignment.driver.mobile}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t('cab')}</dt>
            <dd className="font-semibold">
              {assignment.cab.vehicle} · {assignment.cab.registration}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t('startCode')}</dt>
            <dd className="font-mono font-bold">{booking.startCode}</dd>
          </div>
          <p className="text-xs text-slate-500">
            {t('heldUntil', { from: formatDateTime(assignment.startsAt), to: formatDateTime(assignment.endsAt) })}
          </p>
        </dl>
      )}
      {booking.contactLinks.length > 0 && (
        <ul className="grid gap-2 text-sm" aria-label={t('driverAndCab')}>
          {booking.contactLinks.map((link) => (
            <li key={`${link.to}-${link.language}`} className="flex flex-wrap items-center gap-2">
              <span className="w-28 text-slate-600">
                {t(link.to === 'customer' ? 'messageCustomer' : 'messageDriver')} · {t(link.language === 'en' ? 'english' : 'hindi')}
              </span>
              <a className={buttonClass('success', 'sm')} href={link.whatsapp} target="_blank" rel="noreferrer">
                WhatsApp
              </a>
              <a className={buttonClass('secondary', 'sm')} href={link.sms}>
                SMS
              </a>
            </li>
          ))}
        </ul>
      )}
      {actions.assign ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('driver')}
            placeholder={t('chooseDriver')}
            value={driverId}
            onChange={(e) => setDriverId(e.target.value)}
            options={(drivers.data?.data ?? []).map((d) => ({
              value: String(d.id),
              label: `${d.name} (${d.mobile})${d.warnings.length ? ' ⚠' : ''}`,
            }))}
          />
          <SelectField
            label={t('cab')}
            placeholder={t('chooseCab')}
            value={cabId}
            onChange={(e) => setCabId(e.target.value)}
            options={(cabs.data?.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.registration} ${c.vehicle}${c.warnings.length ? ' ⚠' : ''}`,
            }))}
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={!driverId || !cabId || assign.isPending}
              onClick={submit}
            >
              {assignment ? t('reassign') : t('assign')}
            </button>
            {actions.markNoShow && (
              <button
                type="button"
                className={buttonClass('danger', 'sm')}
                disabled={noShow.isPending}
                onClick={() => setAskingNoShow(true)}
              >
                {t('noShow')}
              </button>
            )}
            {askingNoShow && (
              <ConfirmDialog
                title={tl('noShowTitle', { reference: booking.reference ?? String(booking._id) })}
                message={tl('noShowMessage')}
                confirmLabel={tl('noShowConfirm')}
                askReason
                reasonHint={tl('noShowReasonHint')}
                onConfirm={(reason) => noShow.mutateAsync({ id: booking._id, value: reason })}
                onClose={() => setAskingNoShow(false)}
              />
            )}
          </div>
        </div>
      ) : (
        !assignment && <p className="text-sm text-slate-600">{t('notAssignable')}</p>
      )}
    </div>
  );
}
