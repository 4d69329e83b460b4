import { cardClass } from '@jbp/shared';
import { useId, type ReactNode } from 'react';

/** A titled card on a record page. */
export function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`${cardClass} p-5 sm:p-6 ${className}`} aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
