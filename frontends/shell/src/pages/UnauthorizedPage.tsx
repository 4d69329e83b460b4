import { buttonClass, profilePath, useAuth, useTexts } from '@jbp/shared';
import { useDocumentTitle } from '@/routing/useDocumentTitle';
import { Link } from 'react-router-dom';
import { shellTexts } from '@/shell.i18n';

export function UnauthorizedPage() {
  const t = useTexts(shellTexts);
  useDocumentTitle(t('accessDenied'));
  const { role, isLoggedIn } = useAuth();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 1 1 8 0v3" />
        </svg>
      </span>
      <h1 tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {t('accessDenied')}
      </h1>
      <p className="mt-2 text-slate-600">{t('unauthorized')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          {t('goHome')}
        </Link>
        {isLoggedIn && (
          <Link to={profilePath(role)} className={buttonClass('secondary')}>
            {t('myProfile')}
          </Link>
        )}
      </div>
    </section>
  );
}
