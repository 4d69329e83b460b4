import { Logo, SocialIcon, branding, brandingTexts, useTexts } from '@jbp/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { shellTexts } from '@/shell.i18n';
import { CONTACT_LINK, MAIN_LINKS, POLICY_LINKS, SERVICE_LINKS, type NavItem } from './navLinks';

const USEFUL_LINKS: readonly NavItem[] = [
  ...MAIN_LINKS,
  CONTACT_LINK,
  { to: '/login', label: 'login' },
  { to: '/register', label: 'register' },
];

const FOOTER_SERVICES: readonly NavItem[] = [{ to: '/oneway', label: 'oneWayCab' }, ...SERVICE_LINKS];

function Column({ title, links }: { title: string; links: readonly NavItem[] }) {
  const t = useTexts(shellTexts);
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-sm text-slate-300 hover:text-white">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Address, useful links, services links, the policy pages and social icons (spec section 1). */
export function Footer() {
  const t = useTexts(shellTexts);
  const tb = useTexts(brandingTexts);
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <span className="inline-block rounded-xl bg-white px-3 py-2">
            <Logo className="size-8" />
          </span>
          <p className="mt-4 text-sm">{tb('tagline')}.</p>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-orange-400" aria-hidden="true" />
              {branding.address}
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-orange-400" aria-hidden="true" />
              <a href={branding.phoneHref} className="hover:text-white">
                {branding.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-orange-400" aria-hidden="true" />
              <a href={`mailto:${branding.email}`} className="break-all hover:text-white">
                {branding.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-orange-400" aria-hidden="true" />
              {tb('supportHours')}
            </p>
          </address>
        </div>
        <Column title={t('usefulLinks')} links={USEFUL_LINKS} />
        <Column title={t('ourServices')} links={FOOTER_SERVICES} />
        <Column title={t('policies')} links={POLICY_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('followUs')}</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {branding.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('companyOn', { company: branding.companyName, network: s.name })}
                  className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-orange-700 hover:text-white"
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('rights', { year: new Date().getFullYear(), company: branding.companyName })}
        </p>
      </div>
    </footer>
  );
}
