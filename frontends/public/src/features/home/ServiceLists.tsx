import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Reveal } from '@/components/Reveal';

const CITIZEN_BOOKINGS = [
  { label: 'One-way cabs from Jabalpur', to: '/oneway' },
  { label: 'Limited-time cab offers', to: '/todayoffer' },
  { label: 'Railway tickets', to: '/railwayticket' },
  { label: 'Flight tickets', to: '/flightticket' },
  { label: 'Maihar ropeway tickets', to: '/maiharropeway' },
];

const AGENT_SERVICES = [
  'Post offers for cabs returning empty or free on a date',
  'Reach customers across Jabalpur without paying for ads',
  'Transparent commission, paid after each completed trip',
  'Your own profile and offer history',
  'Help from our office on every booking',
];

/** The citizen bookings and agent services lists (spec section 1). */
export function ServiceLists() {
  return (
    <Reveal className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="citizen-bookings"
        className="rounded-3xl bg-gradient-to-br from-blue-50 to-white p-6 ring-1 ring-blue-100 sm:p-8"
      >
        <h2 id="citizen-bookings" className="text-xl font-extrabold text-slate-900">
          What citizens can book
        </h2>
        <ul className="mt-4 space-y-3">
          {CITIZEN_BOOKINGS.map((b) => (
            <li key={b.to} className="flex items-center gap-3">
              <Check className="size-5 shrink-0 text-blue-700" />
              <Link to={b.to} className="font-medium text-slate-800 hover:text-blue-700">
                {b.label}
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
          Services for travel agents
        </h2>
        <ul className="mt-4 space-y-3">
          {AGENT_SERVICES.map((s) => (
            <li key={s} className="flex items-center gap-3">
              <Check className="size-5 shrink-0 text-orange-700" />
              <span className="font-medium text-slate-800">{s}</span>
            </li>
          ))}
        </ul>
        <Link to="/register" className="mt-5 inline-block text-sm font-semibold text-orange-800 underline">
          Register as an agent
        </Link>
      </section>
    </Reveal>
  );
}
