import { cardClass, useAuth, useTexts } from '@jbp/shared';
import { agentTexts } from '@/agent.i18n';
import { Link } from 'react-router-dom';
import { AgentLayout } from '@/components/AgentLayout';
import { AddOfferForm } from './AddOfferForm';
import { PageTitle } from '@jbp/widgets';

const HOW_IT_WORKS = ['howListed', 'howLeaves', 'howDistance'] as const;

function AddOfferContent({ isAdmin }: { isAdmin: boolean }) {
  const t = useTexts(agentTexts);
  return (
    <>
      <PageTitle title={t('addTravelOffer')}>{t('addOfferLead')}</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section className={`${cardClass} p-5 sm:p-6`} aria-label={t('offerDetails')}>
          <AddOfferForm />
        </section>
        <aside className={`${cardClass} h-fit p-5 text-sm text-slate-700`} aria-labelledby="offer-how">
          <h2 id="offer-how" className="text-base font-bold text-slate-900">
            {t('howOffersWork')}
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5">
            {HOW_IT_WORKS.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
          <Link
            to={isAdmin ? '/alloffersforadmin' : '/agentprofile'}
            className="mt-4 inline-block font-semibold text-blue-700 hover:underline"
          >
            {isAdmin ? t('allOffersWithAgentInfo') : t('seeMyOffers')}
          </Link>
        </aside>
      </div>
    </>
  );
}

/** /addoffer, for agents (inside their portal) and admins (who add offers for the office). */
export function AddOfferPage() {
  const { role } = useAuth();
  const t = useTexts(agentTexts);
  if (role === 'admin') {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <Link to="/adminprofile" className="mb-4 inline-block text-sm font-semibold text-blue-700 hover:underline">
          {t('backToAdmin')}
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
