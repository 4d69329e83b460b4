import {
  Alert,
  SkeletonList,
  VehicleImage,
  buttonClass,
  cardClass,
  formatDate,
  formatKm,
  formatAmount,
  formatTime,
  commonTexts,
  useTexts,
  queryKeys,
  shortPlace,
  type Offer,
} from '@jbp/shared';
import { ConfirmDialog, OfferStateBadge } from '@jbp/widgets';
import { agentOffersApi } from '@jbp/widgets/api/agent';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { agentTexts } from '@/agent.i18n';
import { EditOfferForm } from './EditOfferForm';

/**
 * The agent's own offers (GET /api/offers/mine) with their state: open, booked, expired or
 * withdrawn. An open one can be edited or withdrawn (withdrawing asks first).
 */
export function MyOffers() {
  const t = useTexts(agentTexts);
  const tc = useTexts(commonTexts);
  const queryClient = useQueryClient();
  const offers = useQuery({
    queryKey: queryKeys.myOffers,
    queryFn: ({ signal }) => agentOffersApi.mine(signal).then((answer) => answer.data),
  });
  const [editing, setEditing] = useState<Offer['_id'] | null>(null);
  const [withdrawing, setWithdrawing] = useState<Offer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // This list, the admin's and the home page's open offers all change with an edit or a withdrawal.
  const changed = (text: string) => {
    setNotice(text);
    void queryClient.invalidateQueries({ queryKey: queryKeys.offerLists });
  };
  const named = (offer: Offer) => ({
    from: shortPlace(offer.from),
    to: shortPlace(offer.to),
    date: formatDate(offer.date ?? offer.pickupDate),
  });

  return (
    <section aria-labelledby="my-offers" id="my-offers">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-offers" className="text-xl font-bold text-slate-900">
            {t('myOffers')}
          </h2>
          <p className="text-sm text-slate-600">{t('myOffersLead')}</p>
        </div>
        <Link to="/addoffer" className={buttonClass('accent', 'sm')}>
          {t('addTravelOffer')}
        </Link>
      </div>
      {notice && (
        <Alert tone="success" className="mb-4" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {withdrawing && (
        <ConfirmDialog
          title={t('withdrawTitle')}
          message={
            <>
              <p className="font-semibold">{tc('routeSr', { from: withdrawing.from, to: withdrawing.to })}</p>
              <p className="mt-1">{t('withdrawMessage')}</p>
            </>
          }
          confirmLabel={t('withdrawConfirm')}
          onConfirm={() => agentOffersApi.withdraw(withdrawing._id).then(() => changed(t('offerWithdrawn')))}
          onClose={() => setWithdrawing(null)}
        />
      )}
      {offers.isPending && <SkeletonList count={3} label={t('loadingOffers')} />}
      {offers.isError && <Alert tone="error">{t('offersFailed')}</Alert>}
      {offers.isSuccess && offers.data.length === 0 && (
        <p className={`${cardClass} p-8 text-center font-medium text-slate-600`}>{t('noOffers')}</p>
      )}
      {offers.isSuccess && offers.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {offers.data.map((offer) => (
            <li key={offer._id} className={`${cardClass} p-4`} data-testid="my-offer">
              <div className="flex items-start gap-3">
                <VehicleImage vehicle={offer.vehicle} className="h-12 w-24 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-slate-900">
                    {shortPlace(offer.from)} <span aria-hidden="true">→</span>
                    <span className="sr-only"> {tc('toWord')} </span> {shortPlace(offer.to)}
                  </p>
                  <p className="text-sm text-slate-600">
                    {offer.vehicle} · {offer.seats === undefined || offer.seats === null ? '-' : tc('seatCount', { count: offer.seats })}
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500 [overflow-wrap:anywhere]">
                    {tc('routeSr', { from: offer.from, to: offer.to })}
                  </p>
                </div>
                <OfferStateBadge status={offer.status} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">{tc('date')}</dt>
                  <dd className="font-medium text-slate-800">{formatDate(offer.date ?? offer.pickupDate)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{tc('waitingTime')}</dt>
                  <dd className="font-medium text-slate-800">
                    {formatTime(offer.startTime)} - {formatTime(offer.endTime)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{tc('distance')}</dt>
                  <dd className="font-medium text-slate-800">{formatKm(offer.distance)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{tc('amount')}</dt>
                  <dd className="font-bold text-slate-900">{formatAmount(offer.amount)}</dd>
                </div>
              </dl>
              {offer.status === 'open' && editing !== offer._id && (
                <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    aria-label={t('editOfferName', named(offer))}
                    onClick={() => setEditing(offer._id)}
                  >
                    {t('editOffer')}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('danger', 'sm')}
                    aria-label={t('withdrawOfferName', named(offer))}
                    onClick={() => setWithdrawing(offer)}
                  >
                    {t('withdrawOffer')}
                  </button>
                </div>
              )}
              {offer.status === 'open' && editing === offer._id && (
                <EditOfferForm
                  offer={offer}
                  onSaved={() => {
                    setEditing(null);
                    changed(t('offerSaved'));
                  }}
                  onClose={() => setEditing(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
