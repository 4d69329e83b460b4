import { Alert, buttonClass, errorMessage, formatAmount, formatDate, formatTime, shortPlace, useTexts, type Booking } from '@jbp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lifecycleTexts } from './lifecycle.i18n';
import { FormField } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

/**
 * The cab's empty return of a one-way trip away from Jabalpur, as the server prices it, with an
 * editable discount and one click to publish it (the price shown is the server's, read again).
 */
export function ReturnOfferPanel({ booking }: { booking: Booking }) {
  const t = useTexts(lifecycleTexts);
  const queryClient = useQueryClient();
  const key = ['return-offer', booking._id, booking.status, booking.returnOfferId] as const;
  const offer = useQuery({ queryKey: key, queryFn: ({ signal }) => bookingsApi.returnOffer(booking._id, signal).then(({ data }) => data) });
  const [discount, setDiscount] = useState<string>('');
  const publish = useMutation({
    mutationFn: () => bookingsApi.publishReturnOffer(booking._id, discount === '' ? undefined : Number(discount)).then(({ data }) => data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['return-offer', booking._id] });
      void queryClient.invalidateQueries({ queryKey: ['booking', String(booking._id)] });
    },
  });
  const data = publish.data ?? offer.data;
  if (!data || (!data.available && data.offerId === null)) return null;

  return (
    <div className="grid gap-3" data-testid="return-offer">
      <p className="text-sm text-slate-600">{t('returnLead')}</p>
      {data.from && data.to && data.date && data.startTime && data.endTime && (
        <p className="font-semibold text-slate-900">
          {t('returnRoute', {
            from: shortPlace(data.from),
            to: shortPlace(data.to),
            date: formatDate(data.date),
            start: formatTime(data.startTime),
            end: formatTime(data.endTime),
          })}
        </p>
      )}
      {data.vehicle && <p className="text-sm">{t('returnVehicle', { vehicle: data.vehicle, seats: data.seats ?? 0 })}</p>}
      {data.fare !== null && <p className="text-sm">{t('returnFare', { fare: formatAmount(data.fare) })}</p>}
      {data.offerId !== null ? (
        <Alert tone="success">{t('published', { id: data.offerId })}</Alert>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            publish.mutate();
          }}
        >
          <FormField
            label={t('discount')}
            name="return-discount"
            type="number"
            min={0}
            max={90}
            inputMode="numeric"
            placeholder={String(data.discountPercent ?? '')}
            value={discount}
            onChange={(e) => setDiscount(e.target.value)}
            className="w-32"
          />
          <p className="text-sm font-semibold" data-testid="return-price">
            {t('offerPrice', { amount: formatAmount(data.amount ?? 0) })}
          </p>
          <button type="submit" className={buttonClass('accent', 'sm')} disabled={publish.isPending}>
            {t('publish')}
          </button>
        </form>
      )}
      {publish.isError && <Alert tone="error">{errorMessage(publish.error, t('publishFailed'))}</Alert>}
    </div>
  );
}
