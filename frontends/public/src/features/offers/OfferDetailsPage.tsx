import {
  EmptyState,
  VehicleImage,
  buttonClass,
  cardClass,
  commonTexts,
  formatAmount,
  formatDate,
  useGoBack,
  useTexts,
  type Offer,
} from '@jbp/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { SummaryList } from '@/components/SummaryList';
import { waitingTime } from '@/features/booking/RideSummary';
import { offerPagesTexts } from './offerPages.i18n';
import { offerToRide } from './offerToRide';

function readOffer(state: unknown): Offer | null {
  if (!state || typeof state !== 'object') return null;
  const offer = (state as { offer?: unknown }).offer;
  return offer && typeof offer === 'object' && 'from' in offer ? (offer as Offer) : null;
}

/** /offerconvehical: Offer Details of the offer passed as navigation state. */
export function OfferDetailsPage() {
  const offer = readOffer(useLocation().state);
  const navigate = useNavigate();
  const goBack = useGoBack('/');
  const t = useTexts(offerPagesTexts);
  const tc = useTexts(commonTexts);

  if (!offer) {
    return (
      <Page>
        <EmptyState message={t('noOffer')} goBack />
      </Page>
    );
  }

  return (
    <Page narrow>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('offerDetails')}</h1>
      <div className={`${cardClass} mt-6 overflow-hidden`}>
        <div className="flex flex-wrap items-center justify-between gap-4 bg-gradient-to-r from-orange-50 to-amber-50 px-5 py-4">
          <div className="flex items-center gap-4">
            <VehicleImage vehicle={offer.vehicle} className="h-16 w-32" />
            <div>
              <p className="text-lg font-bold text-slate-900">{offer.vehicle}</p>
              <p className="text-sm text-slate-600">{t('limitedTimeOffer')}</p>
            </div>
          </div>
          <p className="text-2xl font-extrabold text-orange-800">{formatAmount(offer.amount)}</p>
        </div>
        <div className="p-5">
          <SummaryList
            items={[
              { label: tc('from'), value: offer.from },
              { label: tc('to'), value: offer.to },
              { label: tc('vehicle'), value: offer.vehicle },
              { label: tc('amount'), value: formatAmount(offer.amount) },
              { label: tc('date'), value: formatDate(offer.date ?? offer.pickupDate) },
              { label: tc('waitingTime'), value: waitingTime(offer) || '-' },
              { label: tc('seats'), value: offer.seats ?? '-' },
            ]}
          />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={goBack}>
          {tc('cancel')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => navigate('/customerdetailform', { state: { offer: offerToRide(offer), flow: 'offer' } })}
        >
          {t('addPassengerDetail')}
        </button>
      </div>
    </Page>
  );
}
