import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}

/** The band at the top of inner pages. */
export function PageHeader({ title, subtitle, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="bg-gradient-to-br from-blue-800 via-blue-700 to-cyan-700 text-white print:hidden">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-orange-300">{eyebrow}</p>}
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <div className="mt-2 max-w-2xl text-blue-100">{subtitle}</div>}
        {children}
      </div>
    </div>
  );
}
