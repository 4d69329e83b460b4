import {
  Alert,
  SkeletonList,
  VEHICLES,
  VehicleImage,
  buttonClass,
  cardClass,
  findVehicle,
  formatDate,
  formatKm,
  formatAmount,
  formatTime,
  errorMessage,
  commonTexts,
  useTexts,
  useVocabulary,
  type Translate,
  type Vocabulary,
  queryKeys,
  useAuth,
  type FareQuote,
} from '@jbp/shared';
import { tripApi } from '@jbp/widgets/api/trip';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingTexts } from './booking.i18n';
import { rideDate, type RideChoice, type TripState } from './flow';

interface Column {
  key: string;
  header: string;
  cell: (quote: FareQuote) => ReactNode;
}

interface ColumnTexts {
  t: Translate<keyof typeof bookingTexts.en>;
  tc: Translate<keyof typeof commonTexts.en>;
  vocabulary: Vocabulary;
}

/** The spec's columns, with Pickup/Drop Date when a drop date exists and optional End Time and Pickup Info. */
export function vehicleColumns(trip: TripState, { t, tc, vocabulary }: ColumnTexts): Column[] {
  const date = rideDate(trip);
  const columns: Column[] = [
    { key: 'image', header: t('image'), cell: (q) => <VehicleImage vehicle={q.vehicle} className="h-12 w-24" /> },
    { key: 'vehicle', header: tc('vehicle'), cell: (q) => <span className="font-semibold text-slate-900">{q.vehicle}</span> },
    { key: 'from', header: tc('from'), cell: () => trip.from },
    { key: 'to', header: tc('to'), cell: () => trip.to },
  ];
  if (trip.dropDate) {
    columns.push(
      { key: 'pickupDate', header: tc('pickupDate'), cell: () => formatDate(date) },
      { key: 'dropDate', header: tc('dropDate'), cell: () => formatDate(trip.dropDate) },
    );
  } else {
    columns.push({ key: 'date', header: tc('date'), cell: () => formatDate(date) });
  }
  columns.push({ key: 'startTime', header: t('startTime'), cell: () => formatTime(trip.startTime) });
  if (trip.endTime) columns.push({ key: 'endTime', header: t('endTime'), cell: () => formatTime(trip.endTime) });
  if (trip.pickupInfo) columns.push({ key: 'pickupInfo', header: tc('pickupInfo'), cell: () => vocabulary.pickupInfo(trip.pickupInfo) });
  columns.push(
    { key: 'seats', header: tc('seats'), cell: (q) => q.seats ?? findVehicle(q.vehicle)?.seats ?? '-' },
    { key: 'distance', header: tc('distance'), cell: () => formatKm(trip.distance) },
    {
      key: 'amount',
      header: tc('amount'),
      cell: (q) => (
        <span>
          <span className="font-bold text-slate-900">{formatAmount(q.totalAmount)}</span>
          {q.driverAllowance > 0 && (
            <span className="block text-xs text-slate-500">{t('inclAllowance', { amount: formatAmount(q.driverAllowance) })}</span>
          )}
        </span>
      ),
    },
  );
  return columns;
}

/** The quotes in the catalogue's order (Crysta, Dzire, Tavera, Zest, Ertiga). */
function inCatalogueOrder(quotes: FareQuote[]): FareQuote[] {
  const order = (v: string) => {
    const i = VEHICLES.findIndex((x) => x.name.toLowerCase() === v.toLowerCase());
    return i === -1 ? VEHICLES.length : i;
  };
  return [...quotes].sort((a, b) => order(a.vehicle) - order(b.vehicle));
}

/** The five vehicles priced by GET /api/fares for the trip's distance (step 2 of the one-way flow). */
export function VehicleTable({ trip }: { trip: TripState }) {
  const { token } = useAuth();
  const navigate = useNavigate();
  const t = useTexts(bookingTexts);
  const tc = useTexts(commonTexts);
  const vocabulary = useVocabulary();
  const distance = trip.distance;
  const fares = useQuery({
    queryKey: queryKeys.fares(distance ?? 0),
    queryFn: ({ signal }) => tripApi.fares(distance ?? 0, undefined, signal),
    enabled: distance !== undefined && distance !== null,
    // The server's quotes as they are, only put in the catalogue's order.
    select: (answer) => inCatalogueOrder(answer.vehicles),
  });
  const quotes = fares.data ?? null;
  const error = fares.isError ? errorMessage(fares.error, t('faresFailed')) : null;

  const choose = (quote: FareQuote) => {
    if (!token) {
      navigate('/login');
      return;
    }
    const offer: RideChoice = {
      ...trip,
      vehicle: quote.vehicle,
      seats: quote.seats ?? findVehicle(quote.vehicle)?.seats,
      baseAmount: quote.baseAmount,
      driverAllowance: quote.driverAllowance,
      totalAmount: quote.totalAmount,
    };
    navigate('/onewayconfirmvehical', { state: { offer } });
  };

  if (distance === undefined || distance === null) {
    return <Alert tone="error">{t('distanceUnknown')}</Alert>;
  }
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!quotes) {
    return <SkeletonList count={2} label={t('loadingFares')} />;
  }

  const columns = vehicleColumns(trip, { t, tc, vocabulary });
  return (
    <>
      <div className={`${cardClass} relative hidden overflow-x-auto md:block`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('vehiclesAndFares')}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                  {c.header}
                </th>
              ))}
              <th scope="col" className="px-3 py-3 font-semibold">
                <span className="sr-only">{t('action')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {quotes.map((q) => (
              <tr key={q.vehicle} className="hover:bg-blue-50/40">
                {columns.map((c) => (
                  <td key={c.key} className="px-3 py-3 align-middle text-slate-700">
                    {c.cell(q)}
                  </td>
                ))}
                <td className="px-3 py-3">
                  <button
                    type="button"
                    className={buttonClass('accent', 'sm')}
                    onClick={() => choose(q)}
                    aria-label={t('selectVehicle', { vehicle: q.vehicle })}
                  >
                    {tc('select')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-4 md:hidden" aria-label={t('vehiclesAndFares')}>
        {quotes.map((q) => (
          <li key={q.vehicle} className={`${cardClass} p-4`}>
            <div className="flex items-center gap-3">
              <VehicleImage vehicle={q.vehicle} className="h-14 w-28 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="text-lg font-bold text-slate-900">{q.vehicle}</p>
                <p className="text-sm text-slate-500">{findVehicle(q.vehicle)?.model}</p>
              </div>
              <p className="text-right text-xl font-extrabold text-slate-900">{formatAmount(q.totalAmount)}</p>
            </div>
            {q.driverAllowance > 0 && (
              <p className="mt-1 text-right text-xs text-slate-500">{t('inclAllowance', { amount: formatAmount(q.driverAllowance) })}</p>
            )}
            {/* From and To are the same for every vehicle and head the page, so cards leave them out. */}
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
              {columns
                .filter((c) => !['image', 'vehicle', 'amount', 'from', 'to'].includes(c.key))
                .map((c) => (
                  <div key={c.key} className={`min-w-0 ${c.key === 'pickupInfo' ? 'col-span-2' : ''}`}>
                    <dt className="text-xs text-slate-500">{c.header}</dt>
                    <dd className="font-medium text-slate-800">{c.cell(q)}</dd>
                  </div>
                ))}
            </dl>
            <button
              type="button"
              className={`${buttonClass('accent')} mt-4 w-full`}
              onClick={() => choose(q)}
              aria-label={t('selectVehicle', { vehicle: q.vehicle })}
            >
              {tc('select')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
