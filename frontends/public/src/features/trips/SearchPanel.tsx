import { useNavigate } from 'react-router-dom';
import { JabalpurNotice } from '@/features/booking/JabalpurNotice';
import { TripSearchForm } from '@/features/booking/TripSearchForm';
import { QuoteSearchForm } from './QuoteSearchForm';
import { quotePath } from './quoteSearch';
import type { SearchTab } from './SearchCard';

/** One tab's form: one way opens the spec's vehicle table; the others the quote page. */
export function SearchPanel({ tab }: { tab: SearchTab }) {
  const navigate = useNavigate();
  if (tab === 'one-way') {
    return (
      <>
        <TripSearchForm onSubmit={(trip) => navigate('/onewayshowvehical', { state: trip })} />
        <JabalpurNotice className="mt-4" />
      </>
    );
  }
  // A new form per tab, so one tab's half-typed values never carry into another's.
  return <QuoteSearchForm key={tab} tripType={tab} onSubmit={(request) => navigate(quotePath(request))} />;
}
