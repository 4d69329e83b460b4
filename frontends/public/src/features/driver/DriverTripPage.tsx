import { Alert, SkeletonList, cardClass, commonTexts, errorMessage, formatDate, formatTime, useTexts, type TripUpdate } from '@jbp/shared';
import { FinalBill, ReceiptPhotos, TripSheetForm, tripTexts } from '@jbp/widgets/trip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { driverTexts } from './driver.i18n';
import { StatusBadge } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

/** The booking a driver's link token is for: its first part. */
export function bookingIdOfToken(token: string): string | null {
  const id = /^(\d+)\./.exec(token)?.[1];
  return id ?? null;
}

/** /trip/:token: the driver's phone page from the office's link, no login. Shows the duty slip and records the trip. */
export function DriverTripPage() {
  const { token = '' } = useParams();
  const t = useTexts(driverTexts);
  const tc = useTexts(commonTexts);
  const tt = useTexts(tripTexts);
  const queryClient = useQueryClient();
  const id = bookingIdOfToken(token);
  const key = ['driver-trip', token];
  const trip = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => bookingsApi.tripView(id ?? '', token, signal).then(({ data }) => data),
    enabled: id !== null,
    retry: false,
  });

  if (id === null || trip.isError) {
    return (
      <main className="mx-auto max-w-lg p-4">
        <Alert tone="error">{trip.isError ? errorMessage(trip.error, t('badLink')) : t('badLink')}</Alert>
      </main>
    );
  }
  if (!trip.data) {
    return (
      <main className="mx-auto max-w-lg p-4">
        <SkeletonList count={1} label={t('loading')} />
      </main>
    );
  }
  const b = trip.data;
  const save = async (update: TripUpdate) => {
    const { data } = await bookingsApi.recordTrip(b.id, update, token);
    queryClient.setQueryData(key, data);
  };

  return (
    <main className="mx-auto grid max-w-lg gap-4 p-4">
      <header className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-extrabold text-slate-900">{t('title', { reference: b.reference })}</h1>
        <StatusBadge status={b.status} />
      </header>
      <p className="text-sm text-slate-600">{t('lead')}</p>
      <section className={`${cardClass} grid gap-2 p-4 text-sm`}>
        <p>
          <span className="text-slate-500">{t('pickup')}: </span>
          <strong>
            {formatDate(b.date)} {formatTime(b.time)}
          </strong>
        </p>
        <p>
          <span className="text-slate-500">{tc('from')}: </span>
          {b.from}
        </p>
        <p>
          <span className="text-slate-500">{tc('to')}: </span>
          {b.to}
        </p>
        {b.pickupInfo && <p className="text-slate-700">{b.pickupInfo}</p>}
        <p>
          <span className="text-slate-500">{t('passenger')}: </span>
          {b.passenger.name}{' '}
          <a className="font-semibold text-blue-700 underline" href={`tel:+91${b.passenger.phone}`}>
            {t('call')} {b.passenger.phone}
          </a>
        </p>
        {b.assignment && (
          <p data-testid="driver-cab">
            <span className="text-slate-500">{t('cab')}: </span>
            {b.assignment.cab.vehicle} {b.assignment.cab.registration} · {b.assignment.driver.name}
          </p>
        )}
      </section>
      {b.status === 'completed' ? (
        <section className={`${cardClass} grid gap-3 p-4`}>
          <Alert tone="success">{t('done')}</Alert>
          {b.trip?.bill && <FinalBill bill={b.trip.bill} />}
        </section>
      ) : (
        <section className={`${cardClass} p-4`} aria-label={tt('tripSheet')}>
          <TripSheetForm key={b.status} booking={b} save={save} askStartCode={b.status === 'assigned'} />
        </section>
      )}
      {b.trip && b.status !== 'completed' && (
        <section className={`${cardClass} p-4`}>
          <ReceiptPhotos booking={b} tripToken={token} canUpload onSaved={(data) => queryClient.setQueryData(key, data)} />
        </section>
      )}
    </main>
  );
}
