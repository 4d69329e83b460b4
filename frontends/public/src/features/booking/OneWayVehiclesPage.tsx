import { buttonClass, cardClass, formatDate, formatDuration, formatKm, formatTime } from '@jbp/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { rideDate, type TripState } from './flow';
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
  const trip = readTrip(location.state);

  if (!trip) {
    return (
      <>
        <PageHeader
          eyebrow="One-way cab"
          title="Where are you going?"
          subtitle="Pickup is from Jabalpur. Choose your drop place, date and time."
        />
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
      <PageHeader eyebrow="Choose your cab" title={`${trip.from.split(',')[0]} → ${trip.to.split(',')[0]}`}>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-blue-100">
          <span>{formatDate(rideDate(trip))}</span>
          {trip.startTime && <span>{formatTime(trip.startTime)}</span>}
          <span>{formatKm(trip.distance)}</span>
          {trip.duration !== undefined && <span>about {formatDuration(trip.duration)}</span>}
          {trip.pickupInfo && <span>{trip.pickupInfo}</span>}
        </p>
      </PageHeader>
      <Page>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-bold text-slate-900">Available vehicles</h2>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => navigate('/onewayshowvehical', { state: null })}>
            Change trip
          </button>
        </div>
        <VehicleTable trip={trip} />
        <p className="mt-4 text-sm text-slate-500">
          Fares include the driver allowance where it applies. Toll tax, parking and state permits are paid as actuals.
        </p>
      </Page>
    </>
  );
}
