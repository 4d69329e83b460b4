import { commonTexts } from '../i18n/common.i18n';
import { useTexts } from '../i18n/texts';
import { cardClass } from './classes';

/** A grey placeholder bar; a `rounded-*` class in `className` replaces its default corners (a round photo, a pill). */
export function Skeleton({ className = '' }: { className?: string }) {
  const corners = /(^|\s)rounded-/.test(className) ? '' : 'rounded-lg ';
  return <div aria-hidden="true" className={`animate-pulse ${corners}bg-slate-200 ${className}`} />;
}

/** A placeholder shaped like a booking card. */
export function SkeletonCard() {
  return (
    <div data-testid="skeleton-card" className={`${cardClass} p-5`} aria-hidden="true">
      <div className="flex items-center justify-between">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="mt-5 flex gap-3">
        <Skeleton className="h-9 w-32" />
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}

export interface SkeletonListProps {
  /** Six while bookings load (spec section 9). */
  count?: number;
  label?: string;
  className?: string;
}

export function SkeletonList({ count = 6, label, className = '' }: SkeletonListProps) {
  const t = useTexts(commonTexts);
  const name = label ?? t('loading');
  return (
    <div role="status" aria-busy="true" aria-label={name} className={`grid grid-cols-1 gap-4 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
      <span className="sr-only">{name}</span>
    </div>
  );
}
