import { buttonClass, cardClass, formatDate, formatDuration, formatKm, formatTime, useTexts, useVocabulary } from '@jbp/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { rideDate, type TripState } from './flow';
import { bookingTexts } from './booking.i18n';
import { JabalpurNotice } from './JabalpurNotice';
import { TripSearchForm } from './TripSearchForm';
import { VehicleTable } from './VehicleTable';

function readTrip(state: unknown): TripState | null {
  if (!state || typeof state !== 'object') return null;
  const t = state as Partial<TripState>;
  return typeof t.from === 'string' && typeof t.to === 'string' ? (t as TripState) : null;
}

/** /onewayshowvehical: the one-way form, then (with a trip in navigation state) the vehicle table. */
export function OneWayVehiclesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useTexts(bookingTexts);
  const vocabulary = useVocabulary();
  const trip = readTrip(location.state);

  if (!trip) {
    return (
      <>
        <PageHeader eyebrow={t('oneWayEyebrow')} title={t('whereTitle')} subtitle={t('whereLead')} />
        <Page narrow>
          <div className={`${cardClass} -mt-14 p-5 sm:p-8`}>
            <TripSearchForm onSubmit={(t) => navigate('/onewayshowvehical', { state: t })} />
          </div>
          <JabalpurNotice className="mt-6" />
        </Page>
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow={t('chooseCab')} title={`${trip.from.split(',')[0]} → ${trip.to.split(',')[0]}`}>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-blue-100">
          <span>{formatDate(rideDate(trip))}</span>
          {trip.startTime && <span>{formatTime(trip.startTime)}</span>}
          <span>{formatKm(trip.distance)}</span>
          {trip.duration !== undefined && <span>{t('aboutDuration', { duration: formatDuration(trip.duration) })}</span>}
          {trip.pickupInfo && <span>{vocabulary.pickupInfo(trip.pickupInfo)}</span>}
        </p>
      </PageHeader>
      <Page>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-bold text-slate-900">{t('availableVehicles')}</h2>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => navigate('/onewayshowvehical', { state: null })}>
            {t('changeTrip')}
          </button>
        </div>
        <VehicleTable trip={trip} />
        <p className="mt-4 text-sm text-slate-500">{t('faresNote')}</p>
      </Page>
    </>
  );
}
