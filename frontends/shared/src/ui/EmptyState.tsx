import type { ReactNode } from 'react';
import { commonTexts } from '../i18n/common.i18n';
import { useTexts } from '../i18n/texts';
import { useGoBack } from '../util/useGoBack';
import { buttonClass, cardClass } from './classes';

export interface EmptyStateProps {
  /** The spec's text in the reader's language, e.g. 'No vehicle selected.' */
  message: string;
  /** Shows a Go Back button (history back). */
  goBack?: boolean;
  children?: ReactNode;
}

export function EmptyState({ message, goBack = false, children }: EmptyStateProps) {
  const goBackOrHome = useGoBack();
  const t = useTexts(commonTexts);
  return (
    <div className={`${cardClass} mx-auto max-w-lg p-8 text-center`}>
      <svg
        viewBox="0 0 24 24"
        className="mx-auto size-12 text-slate-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path d="M3 13h18M5 13l1.5-5A2 2 0 0 1 8.4 6.5h7.2a2 2 0 0 1 1.9 1.5L19 13v4a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H8v1a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-4Z" />
        <circle cx="7.5" cy="15" r=".8" fill="currentColor" />
        <circle cx="16.5" cy="15" r=".8" fill="currentColor" />
      </svg>
      <p className="mt-3 text-lg font-semibold text-slate-800">{message}</p>
      {children}
      {goBack && (
        <button type="button" className={`${buttonClass('secondary')} mt-5`} onClick={goBackOrHome}>
          {t('goBack')}
        </button>
      )}
    </div>
  );
}
