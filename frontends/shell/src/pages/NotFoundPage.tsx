import { buttonClass, useTexts } from '@jbp/shared';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/routing/useDocumentTitle';
import { shellTexts } from '@/shell.i18n';

/** The spec's '404 Page Not Found', said once. */
export function NotFoundPage() {
  const t = useTexts(shellTexts);
  useDocumentTitle(t('notFoundTitle'));
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-blue-50 text-blue-700" aria-hidden="true">
        <MapPinOff className="size-8" />
      </span>
      <h1 tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {t('notFound')}
      </h1>
      <p className="mt-2 text-slate-600">{t('notFoundText')}</p>
      <Link to="/" className={`${buttonClass('primary')} mt-6`}>
        {t('goHome')}
      </Link>
    </section>
  );
}
