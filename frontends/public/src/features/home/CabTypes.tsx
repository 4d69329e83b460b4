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
  /** The page that books or lists this type. */
  to: string;
}

const CAB_TYPES: CabType[] = [
  { title: 'oneWay', text: 'oneWayText', to: '/oneway' },
  { title: 'roundTrip', text: 'roundTripText', to: '/cabs/round-trip' },
  { title: 'localCity', text: 'localCityText', to: '/cabs/local' },
  { title: 'airportRailway', text: 'airportRailwayText', to: '/cabs/airport-railway' },
  { title: 'marriage', text: 'marriageText', to: '/packages?type=marriage' },
  { title: 'office', text: 'officeText', to: '/packages?type=office' },
  { title: 'tourPackage', text: 'tourPackageText', to: '/packages?type=tour' },
  { title: 'nationalPark', text: 'nationalParkText', to: '/packages?type=national-park' },
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
        {CAB_TYPES.map((c) => (
          <Link key={c.title} to={c.to} className={`${cardClass} block h-full p-5 transition hover:-translate-y-0.5 hover:shadow-md`}>
            <p className="font-bold text-slate-900">{t(c.title)}</p>
            <p className="mt-1 text-sm text-slate-600">{t(c.text)}</p>
            <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-blue-700">
              {c.to.startsWith('/packages') ? t('knowMore') : t('bookNow')} <ArrowRight className="size-4" />
            </span>
          </Link>
        ))}
      </Reveal>
    </section>
  );
}
