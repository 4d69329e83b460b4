import { RichText, VEHICLES, VehicleImage, brandingTexts, buttonClass, commonTexts, useTexts } from '@jbp/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { homeTexts } from './home.i18n';

const PROMISES = ['promiseFares', 'promiseDrivers', 'promiseCabs', 'promiseSupport'] as const;

export function Hero() {
  const t = useTexts(homeTexts);
  const tc = useTexts(commonTexts);
  const tb = useTexts(brandingTexts);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-blue-900 via-blue-800 to-cyan-700 text-white">
      <div aria-hidden="true" className="absolute -right-24 -top-24 size-96 rounded-full bg-cyan-400/20 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-20 size-96 rounded-full bg-orange-400/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20 lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-orange-200 ring-1 ring-white/20">
            {t('heroBadge')}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            <RichText texts={homeTexts} k="heroTitle" components={{ accent: <span className="text-orange-300" /> }} />
          </h1>
          <p className="mt-4 max-w-xl text-lg text-blue-100">{t('heroLead')}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link to="/oneway" className={buttonClass('accent', 'lg')}>
              {t('bookOneWay')}
            </Link>
            <Link to="/todayoffer" className={`${buttonClass('secondary', 'lg')} border-white/40 bg-white/10 text-white hover:bg-white/20`}>
              {t('offerVisit')}
            </Link>
          </div>
          <ul className="mt-7 grid max-w-md grid-cols-2 gap-2 text-sm text-blue-50">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-orange-300" />
                {p === 'promiseSupport' ? t(p, { hours: tb('supportHours') }) : t(p)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-white/95 p-5 text-slate-900 shadow-2xl ring-1 ring-white/40 sm:p-6">
          <p id="our-fleet" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            {t('ourFleet')}
          </p>
          <ul aria-labelledby="our-fleet" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {VEHICLES.map((v) => (
              <li key={v.name} className="rounded-2xl bg-slate-50 p-3 text-center">
                <VehicleImage vehicle={v.name} className="mx-auto h-12 w-24" />
                <p className="mt-1 text-sm font-bold">{v.name}</p>
                <p className="text-xs text-slate-500">{tc('seatCount', { count: v.seats })}</p>
              </li>
            ))}
            <li className="flex items-center justify-center rounded-2xl bg-orange-50 p-3 text-center text-sm font-semibold text-orange-800">
              {t('fleetNote')}
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
