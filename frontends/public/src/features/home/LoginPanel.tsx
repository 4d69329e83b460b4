import { buttonClass, useAuth, useTexts } from '@jbp/shared';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { homeTexts } from './home.i18n';

const ROLES = [
  { title: 'customers', text: 'customersText' },
  { title: 'agents', text: 'agentsText' },
  { title: 'officeStaff', text: 'officeStaffText' },
] as const;

/** The login explanation panel on the home page. */
export function LoginPanel() {
  const { isLoggedIn } = useAuth();
  const t = useTexts(homeTexts);
  return (
    <section aria-labelledby="why-login" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-2xl bg-blue-50 text-blue-700">
          <ShieldCheck className="size-6" />
        </span>
        <h2 id="why-login" className="text-xl font-extrabold text-slate-900">
          {t('whyLogin')}
        </h2>
      </div>
      <p className="mt-3 text-slate-600">{t('whyLoginText')}</p>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {ROLES.map((r) => (
          <li key={r.title} className="rounded-2xl bg-slate-50 p-4">
            <p className="font-bold text-slate-900">{t(r.title)}</p>
            <p className="mt-1 text-sm text-slate-600">{t(r.text)}</p>
          </li>
        ))}
      </ul>
      {!isLoggedIn && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/login" className={buttonClass('primary')}>
            {t('login')}
          </Link>
          <Link to="/register" className={buttonClass('secondary')}>
            {t('createAccount')}
          </Link>
        </div>
      )}
    </section>
  );
}
