import { Alert, cardClass } from '@jbp/shared';
import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  /** The card's heading (the page's h1). */
  title: string;
  /** Shown beside the card from md up. */
  aside: ReactNode;
  /** A failure to show in the red box under the heading. */
  error?: string | null;
  children: ReactNode;
}

/** The login page's layout: a short welcome beside a card holding the form. One column on phones. */
export function AuthLayout({ title, aside, error, children }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
      <div className="hidden md:block">{aside}</div>
      <div className={`${cardClass} p-6 sm:p-8`}>
        <h1 className="text-2xl font-extrabold text-slate-900">{title}</h1>
        {error && (
          <Alert tone="error" className="mt-4 font-medium">
            {error}
          </Alert>
        )}
        {children}
      </div>
    </div>
  );
}

/** The heading and lead of the column beside the card. */
export function AuthAside({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <>
      <h2 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{lead}</p>
      {children}
    </>
  );
}
