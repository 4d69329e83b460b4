import { RichText, SkeletonList, branding, useTexts } from '@jbp/shared';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { offerPagesTexts } from './offerPages.i18n';
import { offersTexts } from './offers.i18n';
import { OffersList } from './OffersList';
import { useOpenOffers } from './offersQuery';

const STEPS = [
  { title: 'stepPick', text: 'stepPickText' },
  { title: 'stepPassenger', text: 'stepPassengerText' },
  { title: 'stepBook', text: 'stepBookText' },
] as const;

/** /todayoffer: the Limited-Time Offer page (reached by OFFER VISIT on the home page). */
export function TodayOfferPage() {
  const t = useTexts(offerPagesTexts);
  const tl = useTexts(offersTexts);
  // A failed load shows as no offers.
  const { offers, loading, ...more } = useOpenOffers();

  return (
    <>
      <PageHeader eyebrow={t('pageEyebrow')} title={t('pageTitle')} subtitle={t('pageLead')} />
      <Page>
        <ol className="mb-8 grid gap-4 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-orange-200 bg-orange-50/60 p-4">
              <p className="text-sm font-bold text-orange-800">{t('step', { n: i + 1 })}</p>
              <p className="mt-1 font-semibold text-slate-900">{t(s.title)}</p>
              <p className="mt-1 text-sm text-slate-600">{t(s.text)}</p>
            </li>
          ))}
        </ol>
        <h2 className="mb-4 text-xl font-bold text-slate-900">{tl('availableOffers')}</h2>
        {loading ? <SkeletonList count={2} label={tl('loadingOffers')} /> : <OffersList offers={offers} more={more} />}
        <p className="mt-6 text-sm text-slate-500">
          <RichText
            texts={offerPagesTexts}
            k="noRoute"
            values={{ phone: branding.phone }}
            components={{ phone: <a href={branding.phoneHref} className="font-semibold text-blue-700" /> }}
          />
        </p>
      </Page>
    </>
  );
}
