import { SkeletonList, branding, type Offer } from '@jbp/shared';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { OffersList } from './OffersList';
import { offersQuery } from './offersQuery';

const STEPS = [
  { title: 'Pick an offer', text: 'Agents post cabs returning empty or free on a date. You get the whole cab at a special price.' },
  { title: 'Add passenger details', text: 'Tell us who is travelling. Keep your ID handy: the driver checks it at pickup.' },
  { title: 'Book and relax', text: 'Once booked, the offer is yours alone and leaves this list for everyone else.' },
];

const NO_OFFERS: Offer[] = [];

/** /todayoffer: the Limited-Time Offer page (reached by OFFER VISIT on the home page). */
export function TodayOfferPage() {
  const offersAnswer = useQuery(offersQuery);
  // A failed load shows as no offers.
  const offers = offersAnswer.data ?? NO_OFFERS;
  const loading = offersAnswer.isPending;
  return (
    <>
      <PageHeader
        eyebrow="Limited-Time Offer"
        title="Today's cab deals from our partner agents"
        subtitle="Whole-cab prices on fixed dates and routes. Each offer can be booked only once, so book before someone else does."
      />
      <Page>
        <ol className="mb-8 grid gap-4 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-orange-200 bg-orange-50/60 p-4">
              <p className="text-sm font-bold text-orange-800">Step {i + 1}</p>
              <p className="mt-1 font-semibold text-slate-900">{s.title}</p>
              <p className="mt-1 text-sm text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
        <h2 className="mb-4 text-xl font-bold text-slate-900">Available Offers</h2>
        {loading ? <SkeletonList count={2} label="Loading offers" /> : <OffersList offers={offers} />}
        <p className="mt-6 text-sm text-slate-500">
          Do not see your route? Call{' '}
          <a href={branding.phoneHref} className="font-semibold text-blue-700">
            {branding.phone}
          </a>{' '}
          and we will find you a cab.
        </p>
      </Page>
    </>
  );
}
