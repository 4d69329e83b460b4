import type { ReactNode } from 'react';

/** Centred page body with the site's standard padding. */
export function Page({ children, narrow = false, className = '' }: { children: ReactNode; narrow?: boolean; className?: string }) {
  return <div className={`mx-auto w-full ${narrow ? 'max-w-3xl' : 'max-w-6xl'} px-4 py-8 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}
