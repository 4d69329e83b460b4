import { buttonClass, profilePath, useAuth } from '@jbp/shared';
import { useDocumentTitle } from '@/routing/useDocumentTitle';
import { Link } from 'react-router-dom';
import { UNAUTHORIZED_MESSAGE } from '@/messages';

export function UnauthorizedPage() {
  useDocumentTitle('Access Denied');
  const { role, isLoggedIn } = useAuth();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 1 1 8 0v3" />
        </svg>
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-600">{UNAUTHORIZED_MESSAGE}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Go to Home
        </Link>
        {isLoggedIn && (
          <Link to={profilePath(role)} className={buttonClass('secondary')}>
            My Profile
          </Link>
        )}
      </div>
    </section>
  );
}
