import {
  Alert,
  OfferStateBadge,
  SkeletonList,
  VehicleImage,
  buttonClass,
  cardClass,
  formatDate,
  formatKm,
  formatRupees,
  formatTime,
  offersApi,
  queryKeys,
  shortPlace,
} from '@jbp/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

/** The agent's own offers (GET /api/offers/mine) with their state: open, booked or expired. */
export function MyOffers() {
  const offers = useQuery({
    queryKey: queryKeys.myOffers,
    queryFn: ({ signal }) => offersApi.mine(signal).then((answer) => answer.data),
  });

  return (
    <section aria-labelledby="my-offers" id="my-offers">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-offers" className="text-xl font-bold text-slate-900">
            My Offers
          </h2>
          <p className="text-sm text-slate-600">Open offers are on the home page; booked and expired ones stay here for your records.</p>
        </div>
        <Link to="/addoffer" className={buttonClass('accent', 'sm')}>
          Add Travel Offer
        </Link>
      </div>
      {offers.isPending && <SkeletonList count={3} label="Loading your offers…" />}
      {offers.isError && <Alert tone="error">We could not load your offers. Please refresh the page.</Alert>}
      {offers.isSuccess && offers.data.length === 0 && (
        <p className={`${cardClass} p-8 text-center font-medium text-slate-600`}>You have not added any offers yet.</p>
      )}
      {offers.isSuccess && offers.data.length > 0 && (
        <ul className="grid gap-4 lg:grid-cols-2">
          {offers.data.map((offer) => (
            <li key={offer._id} className={`${cardClass} p-4`} data-testid="my-offer">
              <div className="flex items-start gap-3">
                <VehicleImage vehicle={offer.vehicle} className="h-12 w-24 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-slate-900">
                    {shortPlace(offer.from)} <span aria-hidden="true">→</span>
                    <span className="sr-only"> to </span> {shortPlace(offer.to)}
                  </p>
                  <p className="text-sm text-slate-600">
                    {offer.vehicle} · {offer.seats ?? '-'} seats
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500 [overflow-wrap:anywhere]">
                    {offer.from} to {offer.to}
                  </p>
                </div>
                <OfferStateBadge status={offer.status} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">Date</dt>
                  <dd className="font-medium text-slate-800">{formatDate(offer.date ?? offer.pickupDate)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Time</dt>
                  <dd className="font-medium text-slate-800">
                    {formatTime(offer.startTime)} - {formatTime(offer.endTime)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Distance</dt>
                  <dd className="font-medium text-slate-800">{formatKm(offer.distance)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Amount</dt>
                  <dd className="font-bold text-slate-900">{formatRupees(offer.amount)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
