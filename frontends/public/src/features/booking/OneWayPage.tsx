import { cardClass } from '@jbp/shared';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { JabalpurNotice } from './JabalpurNotice';
import { TripSearchForm } from './TripSearchForm';

/** /oneway: route search; View Details opens the vehicle table. */
export function OneWayPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        eyebrow="One-way cab"
        title="Book a one-way cab from Jabalpur"
        subtitle="Pay only for one side. Fixed fares, verified drivers, clean cars."
      />
      <Page narrow>
        <div className={`${cardClass} -mt-14 p-5 sm:p-8`}>
          <TripSearchForm onSubmit={(trip) => navigate('/onewayshowvehical', { state: trip })} />
        </div>
        <JabalpurNotice className="mt-6" />
      </Page>
    </>
  );
}
