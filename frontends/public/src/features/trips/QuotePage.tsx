import {
  Alert,
  EmptyState,
  RETURN_TO_PARAM,
  SkeletonList,
  VehicleImage,
  buttonClass,
  cardClass,
  commonTexts,
  errorMessage,
  formatDateTime,
  formatKm,
  queryKeys,
  rememberIntent,
  tripTypeTexts,
  useAuth,
  useTexts,
  type QuoteRequest,
  type VehicleQuote,
} from '@jbp/shared';
import { tripsApi } from '@jbp/widgets/api/trip';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { SummaryList } from '@/components/SummaryList';
import type { FlowState, RideChoice } from '@/features/booking/flow';
import { CancellationTerms } from './CancellationTerms';
import { FareLines, IncludedExtra } from './FareLines';
import { CHOSEN_VEHICLE_PARAM, quotePath, readQuoteSearch, splitIstDateTime } from './quoteSearch';
import { tripsTexts } from './trips.i18n';

/** The chosen vehicle as the booking flow carries it (the server prices it again on booking). */
export function rideFromQuote(request: QuoteRequest, priced: VehicleQuote, distance: number): RideChoice {
  const pickup = splitIstDateTime(request.pickupAt);
  const drop = splitIstDateTime(request.returnAt);
  return {
    from: request.from ?? '',
    to: request.to ?? '',
    date: pickup.date,
    startTime: pickup.time,
    ...(drop.date ? { dropDate: drop.date } : {}),
    distance,
    vehicle: priced.vehicle,
    seats: priced.seats,
    request: { ...request, vehicle: priced.vehicle },
    priced,
  };
}

interface VehicleQuoteCardProps {
  priced: VehicleQuote;
  /** The vehicle the visitor chose before logging in: marked, and its button focused. */
  chosen: boolean;
  onChoose: () => void;
}

function VehicleQuoteCard({ priced, chosen, onChoose }: VehicleQuoteCardProps) {
  const t = useTexts(tripsTexts);
  const tc = useTexts(commonTexts);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!chosen) return;
    button.current?.scrollIntoView?.({ block: 'center' });
    button.current?.focus();
  }, [chosen]);
  return (
    <li
      className={`${cardClass} grid gap-4 p-5 ${chosen ? 'ring-2 ring-orange-500' : ''}`}
      aria-label={priced.vehicle}
      aria-current={chosen ? 'true' : undefined}
    >
      {chosen && (
        <p className="rounded-lg bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900" data-testid="chosen-vehicle">
          {t('yourChoice')}
        </p>
      )}
      <div className="flex items-center gap-4">
        <VehicleImage vehicle={priced.vehicle} className="h-14 w-28" />
        <div>
          <h2 className="text-lg font-bold text-slate-900">{priced.vehicle}</h2>
          <p className="text-sm text-slate-500">{tc('seatCount', { count: priced.seats })}</p>
        </div>
      </div>
      <FareLines priced={priced} />
      <IncludedExtra priced={priced} />
      <button ref={button} type="button" className={`${buttonClass('accent')} w-full`} onClick={onChoose}>
        {t('chooseVehicle', { vehicle: priced.vehicle })}
      </button>
    </li>
  );
}

/** /quote: every vehicle's fare for the searched trip, line by line, from POST /api/quotes. */
export function QuotePage() {
  const t = useTexts(tripsTexts);
  const tc = useTexts(commonTexts);
  const tt = useTexts(tripTypeTexts);
  const [params] = useSearchParams();
  const request = useMemo(() => readQuoteSearch(params), [params]);
  const navigate = useNavigate();
  const { role } = useAuth();
  const answer = useQuery({
    queryKey: queryKeys.quote(request ?? {}),
    queryFn: ({ signal }) => tripsApi.quote(request as QuoteRequest, signal),
    enabled: request !== null,
  });

  if (!request) {
    return (
      <Page>
        <EmptyState message={t('noSearch')} goBack />
      </Page>
    );
  }

  const quote = answer.data?.data;
  const canBook = role === 'customer' || role === 'admin';
  const chosenVehicle = params.get(CHOSEN_VEHICLE_PARAM);
  const choose = (priced: VehicleQuote) => {
    if (!quote) return;
    if (!canBook) {
      // The login wall keeps this very quote, with the vehicle chosen, in returnTo (as the guard does).
      navigate(`/login${rememberIntent(quotePath(request, priced.vehicle), null)}`);
      return;
    }
    const state: FlowState = { offer: rideFromQuote(request, priced, quote.distance), flow: 'trip' };
    navigate('/customerdetailform', { state });
  };

  return (
    <>
      <PageHeader eyebrow={tt(request.tripType)} title={t('quoteTitle')} subtitle={t('quoteLead')} />
      <Page>
        <section className={`${cardClass} p-5`} aria-labelledby="your-trip">
          <h2 id="your-trip" className="mb-3 text-lg font-bold text-slate-900">
            {t('yourTrip')}
          </h2>
          <SummaryList
            items={[
              { label: tt('tripType'), value: tt(request.tripType) },
              { label: tc('from'), value: request.from ?? '', optional: true },
              { label: t('stops'), value: request.stops?.join(', ') ?? '', optional: true },
              { label: tc('to'), value: request.to ?? '', optional: true },
              { label: t('pickupAt'), value: formatDateTime(request.pickupAt) },
              { label: t('returnAt'), value: request.returnAt ? formatDateTime(request.returnAt) : '', optional: true },
              { label: t('localPackage'), value: request.hours ? t('hoursPackage', { hours: request.hours }) : '', optional: true },
              { label: tc('distance'), value: quote ? formatKm(quote.distance) : '', optional: true },
            ]}
          />
          <Link
            to={request.packageId ? `/packages/${request.packageId}` : `/cabs/${request.tripType}`}
            className="mt-3 inline-block text-sm font-semibold text-blue-700 underline"
          >
            {t('changeSearch')}
          </Link>
        </section>

        {!canBook && (
          <Alert tone="info" className="mt-6">
            <Link to={`/login?${RETURN_TO_PARAM}=${encodeURIComponent(quotePath(request))}`} className="font-semibold underline">
              {t('loginToBook')}
            </Link>
          </Alert>
        )}

        <div className="mt-6" aria-live="polite">
          {answer.isPending && <SkeletonList count={2} label={t('loadingQuote')} />}
          {answer.isError && <Alert tone="error">{errorMessage(answer.error, t('quoteFailed'))}</Alert>}
        </div>
        {quote && (
          <>
            <p className="text-sm text-slate-500">{t('fareVersion', { version: quote.fareVersion })}</p>
            <ul className="mt-3 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {quote.vehicles.map((priced) => (
                <VehicleQuoteCard
                  key={priced.vehicle}
                  priced={priced}
                  chosen={priced.vehicle === chosenVehicle}
                  onChoose={() => choose(priced)}
                />
              ))}
            </ul>
            <CancellationTerms className="mt-6" />
          </>
        )}
      </Page>
    </>
  );
}
