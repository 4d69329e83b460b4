import { cardClass, formatAmount, tripTypeTexts, useTexts, type TripPackage } from '@jbp/shared';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePick } from '@/features/trips/usePick';
import { packagesTexts } from './packages.i18n';

/** A package's title in the reader's language. */
export function usePackageTitle(): (pkg: TripPackage) => string {
  const pick = usePick();
  return (pkg) => pick(pkg.title, pkg.titleHi);
}

/** A package's photo, or the site's drawing when it has none. */
export function PackagePhoto({ pkg, className = '' }: { pkg: TripPackage; className?: string }) {
  const title = usePackageTitle();
  if (!pkg.photo) return <div aria-hidden="true" className={`bg-gradient-to-br from-emerald-600 via-teal-600 to-blue-700 ${className}`} />;
  return <img src={pkg.photo} alt={title(pkg)} className={`object-cover ${className}`} loading="lazy" />;
}

export function PackageCard({ pkg }: { pkg: TripPackage }) {
  const t = useTexts(packagesTexts);
  const tt = useTexts(tripTypeTexts);
  const title = usePackageTitle();
  return (
    <li className={`${cardClass} overflow-hidden`}>
      <PackagePhoto pkg={pkg} className="h-36 w-full" />
      <div className="grid gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-orange-700">{tt(pkg.tripType)}</p>
        <h3 className="text-lg font-bold text-slate-900">
          <Link to={`/packages/${pkg.id}`} className="hover:underline">
            {title(pkg)}
          </Link>
        </h3>
        {pkg.places.length > 0 && (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0" />
            {pkg.places.join(' · ')}
          </p>
        )}
        <p className="text-sm text-slate-600">{t('kmAndHours', { km: pkg.km, hours: pkg.hours })}</p>
        <ul className="flex flex-wrap gap-2 text-xs">
          {pkg.prices.map((p) => (
            <li key={p.vehicle} className="rounded-full bg-blue-50 px-2 py-1 font-medium text-blue-900">
              {p.vehicle} {formatAmount(p.price)}
            </li>
          ))}
        </ul>
        <Link to={`/packages/${pkg.id}`} className="text-sm font-semibold text-blue-700 underline">
          {t('seeDetails')}
        </Link>
      </div>
    </li>
  );
}
