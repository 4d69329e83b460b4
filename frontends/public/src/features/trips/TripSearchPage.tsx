import { useTexts, tripTypeTexts } from '@jbp/shared';
import { Navigate, useParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { SearchCard, isSearchTab } from './SearchCard';
import { tripsTexts } from './trips.i18n';

/** /cabs/:tripType: the search card open at one tab (the home page's cab-type links land here). */
export function TripSearchPage() {
  const { tripType } = useParams();
  const t = useTexts(tripsTexts);
  const tt = useTexts(tripTypeTexts);
  if (!isSearchTab(tripType)) return <Navigate to="/packages" replace />;
  return (
    <>
      <PageHeader eyebrow={tt(tripType)} title={t('searchTitle')} subtitle={t('searchLead')} />
      <Page narrow>
        <div className="-mt-14">
          <SearchCard initialTab={tripType} />
        </div>
      </Page>
    </>
  );
}
