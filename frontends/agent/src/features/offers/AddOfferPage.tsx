import { PageTitle, cardClass, useAuth } from '@jbp/shared';
import { Link } from 'react-router-dom';
import { AgentLayout } from '@/components/AgentLayout';
import { AddOfferForm } from './AddOfferForm';

const HOW_IT_WORKS = [
  'Your offer is listed on the home page for every visitor straight away.',
  'It leaves the list once a customer books it or its date has passed.',
  'Customers see the distance our server measures between the two places you pick.',
];

function AddOfferContent({ isAdmin }: { isAdmin: boolean }) {
  return (
    <>
      <PageTitle title="Add Travel Offer">
        Offer a cab on a route and date you are already driving: a return trip, an empty leg or a spare car.
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section className={`${cardClass} p-5 sm:p-6`} aria-label="Offer details">
          <AddOfferForm />
        </section>
        <aside className={`${cardClass} h-fit p-5 text-sm text-slate-700`} aria-labelledby="offer-how">
          <h2 id="offer-how" className="text-base font-bold text-slate-900">
            How offers work
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5">
            {HOW_IT_WORKS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link
            to={isAdmin ? '/alloffersforadmin' : '/agentprofile'}
            className="mt-4 inline-block font-semibold text-blue-700 hover:underline"
          >
            {isAdmin ? 'All Offers with Agent Info' : 'See my offers'}
          </Link>
        </aside>
      </div>
    </>
  );
}

/** /addoffer, for agents (inside their portal) and admins (who add offers for the office). */
export function AddOfferPage() {
  const { role } = useAuth();
  if (role === 'admin') {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <Link to="/adminprofile" className="mb-4 inline-block text-sm font-semibold text-blue-700 hover:underline">
          ← Admin profile
        </Link>
        <AddOfferContent isAdmin />
      </div>
    );
  }
  return (
    <AgentLayout>
      <AddOfferContent isAdmin={false} />
    </AgentLayout>
  );
}
