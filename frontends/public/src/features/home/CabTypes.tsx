import { cardClass } from '@jbp/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Reveal } from '@/components/Reveal';
import { SectionHeading } from '@/components/SectionHeading';

interface CabType {
  title: string;
  text: string;
  /** A route, '#' (no page yet, as the spec says), or none (book by phone). */
  to?: string;
}

const CAB_TYPES: CabType[] = [
  { title: 'One-way', text: 'Drop to any town from Jabalpur and pay one side only.', to: '/oneway' },
  { title: 'Round Trip', text: 'Go and come back with the same cab and driver.', to: '#' },
  { title: 'Local City', text: 'Hourly packages inside Jabalpur for errands and meetings.', to: '#' },
  { title: 'Airport / Railway Station', text: 'Dumna Airport and Jabalpur Junction pickups and drops.', to: '#' },
  { title: 'Marriage', text: 'Decorated cars and fleets for baraat and guests.' },
  { title: 'Office', text: 'Monthly staff transport with fixed routes.' },
  { title: 'Tour Package', text: 'Bhedaghat, Pachmarhi, Amarkantak and more.' },
  { title: 'National Park', text: 'Kanha and Bandhavgarh safari transfers.' },
];

/** The eight cab types (spec section 1). */
export function CabTypes() {
  return (
    <section aria-labelledby="cab-types" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
      <SectionHeading id="cab-types" eyebrow="Cab types" title="A cab for every kind of trip">
        One-way trips book online. For the others, call us and we plan the trip with you.
      </SectionHeading>
      <Reveal className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CAB_TYPES.map((c) => {
          const body = (
            <>
              <p className="font-bold text-slate-900">{c.title}</p>
              <p className="mt-1 text-sm text-slate-600">{c.text}</p>
              {c.to && (
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-blue-700">
                  {c.to === '/oneway' ? 'Book now' : 'Know more'} <ArrowRight className="size-4" />
                </span>
              )}
            </>
          );
          const cls = `${cardClass} block h-full p-5 transition hover:-translate-y-0.5 hover:shadow-md`;
          if (c.to === '#') {
            return (
              <a key={c.title} href="#" className={cls}>
                {body}
              </a>
            );
          }
          return c.to ? (
            <Link key={c.title} to={c.to} className={cls}>
              {body}
            </Link>
          ) : (
            <div key={c.title} className={cls}>
              {body}
              <p className="mt-3 text-sm font-semibold text-slate-500">Book by phone</p>
            </div>
          );
        })}
      </Reveal>
    </section>
  );
}
