import { Alert, buttonClass, errorMessage, useTexts, type Booking } from '@jbp/shared';
import { useState } from 'react';
import { useBookingChange } from '../bookings/useBooking';
import { lifecycleTexts } from './lifecycle.i18n';
import { FormField } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

/** The customer's GSTIN on the booking, until the trip closes; the server checks it (checksum included). */
export function GstinForm({ booking }: { booking: Booking }) {
  const t = useTexts(lifecycleTexts);
  const [gstin, setGstin] = useState(booking.customerGstin ?? '');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useBookingChange((id, value: string | null) => bookingsApi.setGstin(id, value));
  const locked = booking.status === 'completed';
  const submit = (value: string | null) =>
    save.mutate(
      { id: booking._id, value },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('gstinSaved') }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, t('gstinFailed')) }),
      },
    );

  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit(gstin.trim() === '' ? null : gstin);
      }}
    >
      <p className="text-sm text-slate-600">{t('gstinLead')}</p>
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          label={t('gstin')}
          name="gstin"
          value={gstin}
          maxLength={20}
          autoCapitalize="characters"
          disabled={locked}
          onChange={(e) => setGstin(e.target.value)}
          className="w-56"
        />
        {!locked && (
          <button type="submit" className={buttonClass('primary', 'sm')} disabled={save.isPending}>
            {t('saveGstin')}
          </button>
        )}
        {!locked && booking.customerGstin && (
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={save.isPending} onClick={() => submit(null)}>
            {t('clearGstin')}
          </button>
        )}
      </div>
    </form>
  );
}
