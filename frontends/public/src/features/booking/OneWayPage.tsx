import { cardClass, useTexts } from '@jbp/shared';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { bookingTexts } from './booking.i18n';
import { JabalpurNotice } from './JabalpurNotice';
import { TripSearchForm } from './TripSearchForm';

/** /oneway: route search; View Details opens the vehicle table. */
export function OneWayPage() {
  const navigate = useNavigate();
  const t = useTexts(bookingTexts);
  return (
    <>
      <PageHeader eyebrow={t('oneWayEyebrow')} title={t('oneWayTitle')} subtitle={t('oneWayLead')} />
      <Page narrow>
        <div className={`${cardClass} -mt-14 p-5 sm:p-8`}>
          <TripSearchForm onSubmit={(trip) => navigate('/onewayshowvehical', { state: trip })} />
        </div>
        <JabalpurNotice className="mt-6" />
      </Page>
    </>
  );
}
