import {
  VehicleImage,
  buttonClass,
  cardClass,
  commonTexts,
  findVehicle,
  formatAmount,
  formatCount,
  formatDate,
  formatKm,
  useTexts,
  type Offer,
} from '@jbp/shared';
import { useNavigate } from 'react-router-dom';
import { waitingTime } from '@/features/booking/RideSummary';
import { offersTexts } from './offers.i18n';

/** `npm run seed:demo` marks its offers' pickup info with this tag. */
const DEMO_TAG = '[DEMO]';

export const isDemoOffer = (offer: Offer) => Boolean(offer.pickupInfo?.startsWith(DEMO_TAG));

function DemoBadge() {
  const tc = useTexts(commonTexts);
  return <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">{tc('demo')}</span>;
}

function seatsOf(offer: Offer): number | undefined {
  return offer.seats ?? findVehicle(offer.vehicle)?.seats;
}

/** The rest of a paged list: "Show more offers" reads the next page. */
export interface MoreOffers {
  total: number;
  pagesRead: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * Available Offers (spec section 2): a table at 1024 px and wider, cards below (ten columns do not fit
 * 768 px without hiding Select off the edge). Select (the spec's
 * Confirm: it only chooses the offer) opens /offerconvehical with the offer as navigation state.
 */
export function OffersList({ offers, more }: { offers: Offer[]; more?: MoreOffers }) {
  const navigate = useNavigate();
  const t = useTexts(offersTexts);
  const tc = useTexts(commonTexts);
  const select = (offer: Offer) => navigate('/offerconvehical', { state: { offer } });
  const headers = [
    t('image'),
    tc('from'),
    tc('to'),
    tc('vehicle'),
    tc('seats'),
    tc('date'),
    tc('waitingTime'),
    tc('distance'),
    t('amountRupees'),
  ];

  if (offers.length === 0) {
    return <p className={`${cardClass} p-8 text-center font-medium text-slate-600`}>{tc('noOffersFound')}</p>;
  }

  return (
    <>
      {offers.some(isDemoOffer) && (
        <p role="note" className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {t('demoNote')}
        </p>
      )}
      <div className={`${cardClass} relative hidden overflow-x-auto lg:block`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('availableOffers')}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-3 py-3">
                <span className="sr-only">{t('action')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {offers.map((o) => (
              <tr key={o._id} className="hover:bg-orange-50/40">
                <td className="px-3 py-2">
                  <VehicleImage vehicle={o.vehicle} className="h-12 w-24" />
                </td>
                <td className="px-3 py-2 text-slate-800">{o.from}</td>
                <td className="px-3 py-2 text-slate-800">{o.to}</td>
                <td className="whitespace-nowrap px-3 py-2 font-semibold text-slate-900">
                  {o.vehicle}
                  {isDemoOffer(o) && <DemoBadge />}
                </td>
                <td className="px-3 py-2">{seatsOf(o) ?? '-'}</td>
                <td className="whitespace-nowrap px-3 py-2">{formatDate(o.date ?? o.pickupDate)}</td>
                <td className="whitespace-nowrap px-3 py-2">{waitingTime(o) || '-'}</td>
                <td className="whitespace-nowrap px-3 py-2">{formatKm(o.distance)}</td>
                <td className="whitespace-nowrap px-3 py-2 font-bold text-slate-900">{formatAmount(o.amount)}</td>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    className={buttonClass('accent', 'sm')}
                    onClick={() => select(o)}
                    aria-label={t('selectOffer', { from: o.from, to: o.to })}
                  >
                    {tc('select')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 lg:hidden" aria-label={t('availableOffers')}>
        {offers.map((o) => {
          const seats = seatsOf(o);
          return (
            <li key={o._id} className={`${cardClass} p-4`}>
              <div className="flex items-center gap-3">
                <VehicleImage vehicle={o.vehicle} className="h-12 w-20 shrink-0 sm:h-14 sm:w-28" />
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-slate-900">
                    {o.vehicle}
                    {isDemoOffer(o) && <DemoBadge />}
                  </p>
                  <p className="text-xs text-slate-500">{seats === undefined ? '-' : tc('seatCount', { count: seats })}</p>
                </div>
                <p className="shrink-0 whitespace-nowrap text-lg font-extrabold text-orange-800 sm:text-xl">{formatAmount(o.amount)}</p>
              </div>
              <p className="mt-3 font-semibold text-slate-800">
                {o.from} <span aria-hidden="true">→</span>
                <span className="sr-only"> {tc('toWord')} </span> {o.to}
              </p>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">{tc('date')}</dt>
                  <dd className="font-medium">{formatDate(o.date ?? o.pickupDate)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{tc('waitingTime')}</dt>
                  <dd className="font-medium">{waitingTime(o) || '-'}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{tc('distance')}</dt>
                  <dd className="font-medium">{formatKm(o.distance)}</dd>
                </div>
              </dl>
              <button
                type="button"
                className={`${buttonClass('accent')} mt-4 w-full`}
                onClick={() => select(o)}
                aria-label={t('selectOffer', { from: o.from, to: o.to })}
              >
                {tc('select')}
              </button>
            </li>
          );
        })}
      </ul>
      {more && <MoreOffersBar shown={offers.length} {...more} />}
    </>
  );
}

function MoreOffersBar({ shown, total, pagesRead, hasMore, loadingMore, loadMore }: MoreOffers & { shown: number }) {
  const t = useTexts(offersTexts);
  // A list that fits one page needs neither the count nor the button.
  if (!hasMore && pagesRead <= 1) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('shownOf', { shown: formatCount(shown), total: formatCount(total) })}
      </p>
      {hasMore && (
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={loadingMore} aria-busy={loadingMore} onClick={loadMore}>
          {t('showMore')}
        </button>
      )}
    </div>
  );
}
