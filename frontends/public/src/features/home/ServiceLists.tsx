import { useTexts } from '@jbp/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Reveal } from '@/components/Reveal';
import { homeTexts } from './home.i18n';

const CITIZEN_BOOKINGS = [
  { label: 'citizenOneWay', to: '/oneway' },
  { label: 'citizenOffers', to: '/todayoffer' },
  { label: 'citizenRailway', to: '/railwayticket' },
  { label: 'citizenFlight', to: '/flightticket' },
  { label: 'citizenRopeway', to: '/maiharropeway' },
] as const;

const AGENT_SERVICES = ['agentEmptyLegs', 'agentReach', 'agentCommission', 'agentProfile', 'agentHelp'] as const;

/** The citizen bookings and agent services lists (spec section 1). */
export function ServiceLists() {
  const t = useTexts(homeTexts);
  return (
    <Reveal className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="citizen-bookings"
        className="rounded-3xl bg-gradient-to-br from-blue-50 to-white p-6 ring-1 ring-blue-100 sm:p-8"
      >
        <h2 id="citizen-bookings" className="text-xl font-extrabold text-slate-900">
          {t('citizenTitle')}
        </h2>
        <ul className="mt-4 space-y-3">
          {CITIZEN_BOOKINGS.map((b) => (
            <li key={b.to} className="flex items-center gap-3">
              <Check className="size-5 shrink-0 text-blue-700" />
              <Link to={b.to} className="font-medium text-slate-800 hover:text-blue-700">
                {t(b.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="agent-services"
        className="rounded-3xl bg-gradient-to-br from-orange-50 to-white p-6 ring-1 ring-orange-100 sm:p-8"
      >
        <h2 id="agent-services" className="text-xl font-extrabold text-slate-900">
          {t('agentTitle')}
        </h2>
        <ul className="mt-4 space-y-3">
          {AGENT_SERVICES.map((s) => (
            <li key={s} className="flex items-center gap-3">
              <Check className="size-5 shrink-0 text-orange-700" />
              <span className="font-medium text-slate-800">{t(s)}</span>
            </li>
          ))}
        </ul>
        <Link to="/register" className="mt-5 inline-block text-sm font-semibold text-orange-800 underline">
          {t('registerAgent')}
        </Link>
      </section>
    </Reveal>
  );
}
