import { buttonClass, cardClass, commonTexts, useTexts } from '@jbp/shared';
import { TriangleAlert } from 'lucide-react';
import { shellTexts } from '@/shell.i18n';

/** The friendly message shown instead of a blank page when a remote cannot load, with Retry. */
export function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(shellTexts);
  const tc = useTexts(commonTexts);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className={`${cardClass} p-8 text-center`} role="alert">
        <TriangleAlert className="mx-auto size-12 text-amber-500" strokeWidth={1.6} aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-slate-900">{t('remoteFailed')}</p>
        <button type="button" className={`${buttonClass('primary')} mt-6`} onClick={onRetry}>
          {tc('retry')}
        </button>
      </div>
    </div>
  );
}
