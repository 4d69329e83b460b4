import { Alert, buttonClass, errorMessage, formatDateTime, useTexts, type Booking } from '@jbp/shared';
import { FinalBill, ReceiptPhotos, TripSheetForm, tripTexts } from '@jbp/widgets/trip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '@jbp/shared';
import { saveBlob } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

/** The trip sheet on booking detail: the driver's link, the office's entry and corrections, the final bill and the invoice. */
export function TripPanel({ booking }: { booking: Booking }) {
  const t = useTexts(tripTexts);
  const queryClient = useQueryClient();
  const link = useMutation({ mutationFn: () => bookingsApi.tripLink(booking._id) });
  const invoice = useMutation({ mutationFn: () => bookingsApi.invoicePdf(booking._id) });
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const { actions, trip } = booking;

  const save = async (update: Parameters<typeof bookingsApi.recordTrip>[1]) => {
    const { data } = await bookingsApi.recordTrip(booking._id, update);
    queryClient.setQueryData(queryKeys.booking(booking._id), data);
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    void queryClient.invalidateQueries({ queryKey: ['booking-history', booking._id] });
  };

  return (
    <div className="grid gap-5">
      {actions.recordTrip && booking.status !== 'completed' && (
        <div className="grid gap-2">
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={link.isPending} onClick={() => link.mutate()}>
            {t('makeLink')}
          </button>
          {link.data && (
            <p className="break-all text-sm" data-testid="driver-link">
              {t('linkValid', { when: formatDateTime(link.data.expiresAt) })}{' '}
              <a className="font-semibold text-blue-700 underline" href={link.data.url}>
                {link.data.url}
              </a>
            </p>
          )}
          {link.isError && <Alert tone="error">{errorMessage(link.error, t('linkFailed'))}</Alert>}
        </div>
      )}
      {trip && <TripSheetForm key={`${booking._id}-${booking.status}`} booking={booking} save={save} disabled={!actions.recordTrip} />}
      {trip && (
        <ReceiptPhotos
          booking={booking}
          canUpload={actions.recordTrip}
          onSaved={(data) => {
            queryClient.setQueryData(queryKeys.booking(booking._id), data);
            void queryClient.invalidateQueries({ queryKey: ['booking-history', booking._id] });
          }}
        />
      )}
      {trip?.bill && (
        <div>
          <h3 className="mb-2 font-bold text-slate-900">{t('finalBill')}</h3>
          <FinalBill bill={trip.bill} />
        </div>
      )}
      {actions.downloadInvoice && (
        <div>
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={invoice.isPending}
            onClick={() =>
              invoice.mutate(undefined, {
                onSuccess: (blob) => saveBlob(blob, `invoice-${booking.reference}.pdf`),
                onError: (error) => setInvoiceError(errorMessage(error, t('invoiceFailed'))),
              })
            }
          >
            {t('downloadInvoice')}
          </button>
          {invoiceError && <Alert tone="error">{invoiceError}</Alert>}
        </div>
      )}
    </div>
  );
}
