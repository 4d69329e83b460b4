import type { ReactNode } from 'react';

export interface PageTitleProps {
  title: string;
  /** A line or two under the title. */
  children?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
}

/** The heading block at the top of each agent and admin page. */
export function PageTitle({ title, children, actions }: PageTitleProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {children && <div className="mt-1 max-w-2xl text-slate-600">{children}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
