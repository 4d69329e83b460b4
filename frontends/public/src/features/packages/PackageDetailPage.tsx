import {
  Alert,
  EmptyState,
  SkeletonList,
  buttonClass,
  cardClass,
  commonTexts,
  formatAmount,
  todayInIndia,
  tripTypeTexts,
  useTexts,
} from '@jbp/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { CancellationTerms } from '@/features/trips/CancellationTerms';
import { usePick } from '@/features/trips/usePick';
import { JABALPUR, istDateTime, quotePath } from '@/features/trips/quoteSearch';
import { PackagePhoto, usePackageTitle } from './PackageCard';
import { usePackage } from './packagesQuery';
import { packagePagesTexts } from './packagePages.i18n';
import { packagesTexts } from './packages.i18n';
import { FormField } from '@jbp/widgets';

/** /packages/:id: itinerary, inclusions and exclusions, price per vehicle; Book (priced by a quote) or Enquire. */
export function PackageDetailPage() {
  const { id } = useParams();
  const t = useTexts(packagePagesTexts);
  const tl = useTexts(packagesTexts);
  const tc = useTexts(commonTexts);
  const tt = useTexts(tripTypeTexts);
  const title = usePackageTitle();
  const navigate = useNavigate();
  const answer = usePackage(id);
  const pick = usePick();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayInIndia();

  if (answer.isLoading) {
    return (
      <Page>
        <SkeletonList count={1} label={tl('loadingPackages')} />
      </Page>
    );
  }
  const pkg = answer.data?.active ? answer.data : undefined;
  if (!pkg) {
    return (
      <Page>
        <EmptyState message={t('packageNotFound')} goBack />
      </Page>
    );
  }

  const book = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !time) return setProblem(t('dateTimeRequired'));
    if (date < today) return setProblem(t('dateInPast'));
    setProblem(null);
    navigate(quotePath({ tripType: pkg.tripType, from: JABALPUR, packageId: pkg.id, pickupAt: istDateTime(date, time) }));
  };

  return (
    <Page>
      <article className="grid gap-6 lg:grid-cols-[1fr_360px]">
        <div className="grid content-start gap-6">
          <PackagePhoto pkg={pkg} className="h-56 w-full rounded-2xl" />
          <header>
            <p className="text-sm font-semibold uppercase tracking-wider text-orange-700">{tt(pkg.tripType)}</p>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title(pkg)}</h1>
            {pkg.places.length > 0 && <p className="mt-1 text-slate-600">{pkg.places.join(' · ')}</p>}
            <p className="mt-1 text-slate-600">{tl('kmAndHours', { km: pkg.km, hours: pkg.hours })}</p>
          </header>
          <section className={`${cardClass} p-5`} aria-labelledby="itinerary">
            <h2 id="itinerary" className="text-lg font-bold text-slate-900">
              {t('itinerary')}
            </h2>
            <ol className="mt-2 grid gap-1 text-slate-700">
              {pick(pkg.itinerary, pkg.itineraryHi).map((day) => (
                <li key={day}>{day}</li>
              ))}
            </ol>
          </section>
          <div className="grid gap-6 sm:grid-cols-2">
            <section className={`${cardClass} p-5`} aria-labelledby="inclusions">
              <h2 id="inclusions" className="font-bold text-emerald-800">
                {t('inclusions')}
              </h2>
              <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                {pick(pkg.inclusions, pkg.inclusionsHi).map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </section>
            <section className={`${cardClass} p-5`} aria-labelledby="exclusions">
              <h2 id="exclusions" className="font-bold text-amber-800">
                {t('exclusions')}
              </h2>
              <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                {pick(pkg.exclusions, pkg.exclusionsHi).map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </section>
          </div>
        </div>
        <aside className="grid content-start gap-6">
          <section className={`${cardClass} p-5`} aria-labelledby="prices">
            <h2 id="prices" className="text-lg font-bold text-slate-900">
              {t('pricePerVehicle')}
            </h2>
            <dl className="mt-3 grid gap-2">
              {pkg.prices.map((p) => (
                <div key={p.vehicle} className="flex justify-between border-b border-dashed border-slate-200 pb-1">
                  <dt className="text-slate-600">{p.vehicle}</dt>
                  <dd className="font-bold text-slate-900">{formatAmount(p.price)}</dd>
                </div>
              ))}
            </dl>
            <form onSubmit={book} noValidate className="mt-4 grid gap-3" aria-label={t('bookPackage')}>
              {problem && <Alert tone="error">{problem}</Alert>}
              <FormField label={tc('date')} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
              <FormField label={t('pickupTime')} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
              <button type="submit" className={buttonClass('accent')}>
                {t('bookPackage')}
              </button>
            </form>
            <Link to={`/enquiry?tripType=${pkg.tripType}&package=${pkg.id}`} className={`${buttonClass('secondary')} mt-3 w-full`}>
              {tl('enquire')}
            </Link>
          </section>
          <CancellationTerms />
        </aside>
      </article>
    </Page>
  );
}
