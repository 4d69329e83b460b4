import { Alert, EmptyState, PACKAGE_TRIP_TYPES, SkeletonList, tripTypeTexts, useTexts, type PackageTripType } from '@jbp/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { PackageCard } from './PackageCard';
import { packagesQuery } from './packagesQuery';
import { packagesTexts } from './packages.i18n';

function packageType(value: string | null): PackageTripType | undefined {
  return PACKAGE_TRIP_TYPES.find((type) => type === value);
}

/** The packages of one type (or all), as a grid; a type with none offers the enquiry form. */
export function PackageList({ tripType }: { tripType?: PackageTripType }) {
  const t = useTexts(packagesTexts);
  const answer = useQuery(packagesQuery(tripType));
  if (answer.isPending) return <SkeletonList count={2} label={t('loadingPackages')} />;
  if (answer.isError) return <Alert tone="error">{t('packagesFailed')}</Alert>;
  const active = answer.data.filter((p) => p.active);
  if (active.length === 0) {
    return (
      <EmptyState message={t('noPackages')}>
        <Link to={`/enquiry${tripType ? `?tripType=${tripType}` : ''}`} className="mt-4 inline-block font-semibold text-blue-700 underline">
          {t('enquire')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {active.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} />
      ))}
    </ul>
  );
}

/** /packages?type=: marriage, office, tour and national-park packages, with a filter by type. */
export function PackagesPage() {
  const t = useTexts(packagesTexts);
  const tt = useTexts(tripTypeTexts);
  const [params] = useSearchParams();
  const tripType = packageType(params.get('type'));
  const filters: (PackageTripType | undefined)[] = [undefined, ...PACKAGE_TRIP_TYPES];
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={tripType ? tt(tripType) : t('title')} subtitle={t('lead')} />
      <Page>
        <nav aria-label={t('byType')} className="mb-6 flex flex-wrap gap-2">
          {filters.map((type) => (
            <Link
              key={type ?? 'all'}
              to={type ? `/packages?type=${type}` : '/packages'}
              aria-current={type === tripType ? 'page' : undefined}
              className={`rounded-full px-3 py-1.5 text-sm font-semibold ${type === tripType ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
            >
              {type ? tt(type) : t('all')}
            </Link>
          ))}
        </nav>
        <PackageList tripType={tripType} />
        <p className="mt-8 text-sm text-slate-600">
          {t('notListed')}{' '}
          <Link to={`/enquiry${tripType ? `?tripType=${tripType}` : ''}`} className="font-semibold text-blue-700 underline">
            {t('enquire')}
          </Link>
        </p>
      </Page>
    </>
  );
}
