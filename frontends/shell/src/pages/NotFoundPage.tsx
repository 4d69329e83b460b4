import { buttonClass } from '@jbp/shared';
import { useDocumentTitle } from '@/routing/useDocumentTitle';
import { Link } from 'react-router-dom';
import { NOT_FOUND_MESSAGE } from '@/messages';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-black tracking-tight text-blue-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{NOT_FOUND_MESSAGE}</h1>
      <p className="mt-2 text-slate-600">The page you asked for does not exist or has moved.</p>
      <Link to="/" className={`${buttonClass('primary')} mt-6`}>
        Go to Home
      </Link>
    </section>
  );
}
