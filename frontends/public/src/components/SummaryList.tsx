import type { ReactNode } from 'react';

export interface SummaryItem {
  label: string;
  value: ReactNode;
  /** Hidden when the value is empty. */
  optional?: boolean;
  emphasis?: boolean;
}

/** A label/value list used by the confirm, pay and slip pages. */
export function SummaryList({ items, columns = 2 }: { items: SummaryItem[]; columns?: 1 | 2 }) {
  const shown = items.filter((i) => !(i.optional && (i.value === undefined || i.value === null || i.value === '' || i.value === '-')));
  return (
    <dl className={`grid gap-x-6 gap-y-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {shown.map((item) => (
        <div key={item.label} className="flex items-baseline justify-between gap-4 border-b border-dashed border-slate-200 pb-2">
          <dt className="text-sm text-slate-500">{item.label}</dt>
          <dd
            className={`min-w-0 text-right [overflow-wrap:anywhere] ${item.emphasis ? 'text-lg font-extrabold text-slate-900' : 'font-medium text-slate-800'}`}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
