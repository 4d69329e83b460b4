import { Logo, SocialIcon, branding } from '@jbp/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SERVICE_LINKS } from './navLinks';

const USEFUL_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/todayoffer', label: 'Limited-Time Offer' },
  { to: '/contactus', label: 'Contact Us' },
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];

const FOOTER_SERVICES = [{ to: '/oneway', label: 'One-way Cab from Jabalpur' }, ...SERVICE_LINKS];

function Column({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-sm text-slate-300 hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Address, useful links, services links and social icons (spec section 1). */
export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <span className="inline-block rounded-xl bg-white px-3 py-2">
            <Logo className="size-8" />
          </span>
          <p className="mt-4 text-sm">{branding.tagline}.</p>
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
          </address>
        </div>
        <Column title="Useful Links" links={USEFUL_LINKS} />
        <Column title="Our Services" links={FOOTER_SERVICES} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Follow Us</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {branding.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${branding.companyName} on ${s.name}`}
                  className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-orange-700 hover:text-white"
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm">{branding.supportHours}</p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {branding.companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
