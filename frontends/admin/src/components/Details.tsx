import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label-over-value pairs in a grid, for record pages. Empty values show a dash. */
export function Details({ items, className = '' }: { items: Detail[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-4 sm:gap-x-6 ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.label}</dt>
          <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">
            {item.value === undefined || item.value === null || item.value === '' ? '-' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
