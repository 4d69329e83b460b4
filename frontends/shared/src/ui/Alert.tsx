import type { ReactNode } from 'react';
import { commonTexts } from '../i18n/common.i18n';
import { useTexts } from '../i18n/texts';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
};

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
  /** Dismiss button; omitted when not given. */
  onClose?: () => void;
}

/**
 * The in-page replacement for the spec's browser alerts. Errors, successes and warnings are
 * announced (`role="alert"`); info boxes are polite (`role="status"`).
 */
export function Alert({ tone = 'info', children, className = '', onClose }: AlertProps) {
  const t = useTexts(commonTexts);
  return (
    <div
      role={tone === 'info' ? 'status' : 'alert'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      <div className="min-w-0 flex-1">{children}</div>
      {onClose && (
        <button type="button" onClick={onClose} aria-label={t('dismiss')} className="-m-1 rounded-lg p-1 opacity-70 hover:opacity-100">
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      )}
    </div>
  );
}
