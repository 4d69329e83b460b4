import { cardClass, useTexts } from '@jbp/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Reveal } from '@/components/Reveal';
import { SectionHeading } from '@/components/SectionHeading';
import { homeTexts } from './home.i18n';

type HomeKey = keyof typeof homeTexts.en;

interface CabType {
  title: HomeKey;
  text: HomeKey;
  /** A route, '#' (no page yet, as the spec says), or none (book by phone). */
  to?: string;
}

const CAB_TYPES: CabType[] = [
  { title: 'oneWay', text: 'oneWayText', to: '/oneway' },
  { title: 'roundTrip', text: 'roundTripText', to: '#' },
  { title: 'localCity', text: 'localCityText', to: '#' },
  { title: 'airportRailway', text: 'airportRailwayText', to: '#' },
  { title: 'marriage', text: 'marriageText' },
  { title: 'office', text: 'officeText' },
  { title: 'tourPackage', text: 'tourPackageText' },
  { title: 'nationalPark', text: 'nationalParkText' },
];

/** The eight cab types (spec section 1). */
export function CabTypes() {
  const t = useTexts(homeTexts);
  return (
    <section aria-labelledby="cab-types" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
      <SectionHeading id="cab-types" eyebrow={t('cabTypesEyebrow')} title={t('cabTypesTitle')}>
        {t('cabTypesLead')}
      </SectionHeading>
      <Reveal className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CAB_TYPES.map((c) => {
          const body = (
            <>
              <p className="font-bold text-slate-900">{t(c.title)}</p>
              <p className="mt-1 text-sm text-slate-600">{t(c.text)}</p>
              {c.to && (
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-blue-700">
                  {c.to === '/oneway' ? t('bookNow') : t('knowMore')} <ArrowRight className="size-4" />
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
              <p className="mt-3 text-sm font-semibold text-slate-500">{t('bookByPhone')}</p>
            </div>
          );
        })}
      </Reveal>
    </section>
  );
}
