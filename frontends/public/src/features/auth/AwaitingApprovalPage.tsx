import { RichText, branding, brandingTexts, buttonClass, cardClass, useTexts } from '@jbp/shared';
import { Clock } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { authTexts } from './auth.i18n';

/**
 * /awaiting-approval: where an agent or admin lands after registering. Their account waits for an
 * admin (decisions.md), so the page says when to expect it and how they will hear.
 */
export function AwaitingApprovalPage() {
  const t = useTexts(authTexts);
  const tb = useTexts(brandingTexts);
  const state = useLocation().state as { role?: unknown } | null;
  const role = state?.role === 'admin' ? t('anAdmin') : t('anAgent');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <section className={`${cardClass} p-6 sm:p-8`}>
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Clock className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-extrabold text-slate-900">{t('awaitingTitle')}</h1>
        <p className="mt-3 text-slate-700">{t('awaitingLead', { role })}</p>
        <p className="mt-3 font-semibold text-slate-900">{t('awaitingWhen', { hours: tb('supportHours') })}</p>
        <p className="mt-3 text-slate-700">{t('awaitingThen')}</p>
        <p className="mt-3 text-slate-700">
          <RichText
            texts={authTexts}
            k="awaitingCall"
            values={{ phone: branding.phone }}
            components={{
              phone: <a href={branding.phoneHref} className="font-semibold text-blue-700 hover:underline whitespace-nowrap" />,
            }}
          />
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('secondary')}>
            {t('backHome')}
          </Link>
        </div>
      </section>
    </div>
  );
}
