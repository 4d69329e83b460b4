import { EmptyState, VehicleImage, buttonClass, cardClass, commonTexts, findVehicle, useGoBack, useTexts } from '@jbp/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { bookingTexts } from './booking.i18n';
import { readFlowState } from './flow';
import { RideSummary } from './RideSummary';

/** /onewayconfirmvehical: 'Confirm Your Booking' (spec section 2, step 3). */
export function ConfirmRidePage() {
  const { offer } = readFlowState(useLocation().state);
  const navigate = useNavigate();
  const goBack = useGoBack('/onewayshowvehical');
  const t = useTexts(bookingTexts);
  const tc = useTexts(commonTexts);

  if (!offer?.vehicle) {
    return (
      <Page>
        <EmptyState message={t('noVehicle')} goBack />
      </Page>
    );
  }

  return (
    <Page narrow>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('confirmTitle')}</h1>
      <div className={`${cardClass} mt-6 overflow-hidden`}>
        <div className="flex items-center gap-4 bg-slate-50 px-5 py-4">
          <VehicleImage vehicle={offer.vehicle} className="h-16 w-32" />
          <div>
            <p className="text-lg font-bold text-slate-900">{offer.vehicle}</p>
            <p className="text-sm text-slate-500">{findVehicle(offer.vehicle)?.model ?? tc('cab')}</p>
          </div>
        </div>
        <div className="p-5">
          <RideSummary ride={offer} />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={goBack}>
          {tc('cancel')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => navigate('/customerdetailform', { state: { offer, flow: 'oneway' } })}
        >
          {t('addPassengerDetails')}
        </button>
      </div>
    </Page>
  );
}
