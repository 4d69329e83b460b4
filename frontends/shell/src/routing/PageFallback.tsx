import { commonTexts, useTexts } from '@jbp/shared';

/** Shown while a remote's code downloads. */
export function PageFallback() {
  const t = useTexts(commonTexts);
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-blue-200 border-t-blue-700" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
