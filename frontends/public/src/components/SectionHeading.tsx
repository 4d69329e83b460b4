import type { ReactNode } from 'react';

export function SectionHeading({ id, eyebrow, title, children }: { id?: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 max-w-2xl">
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-orange-700">{eyebrow}</p>}
      <h2 id={id} className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-2 text-slate-600">{children}</p>}
    </div>
  );
}
