import { SkeletonList, buttonClass, useTexts } from '@jbp/shared';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Reveal } from '@/components/Reveal';
import { SectionHeading } from '@/components/SectionHeading';
import { OffersList } from '@/features/offers/OffersList';
import { PackageList } from '@/features/packages/PackagesPage';
import { SearchCard } from '@/features/trips/SearchCard';
import { useOpenOffers, type OpenOffers } from '@/features/offers/offersQuery';
import { CabTypes } from './CabTypes';
import { ContactStrip } from './ContactStrip';
import { homeTexts } from './home.i18n';
import { Hero } from './Hero';
import { LoginPanel } from './LoginPanel';
import { MaintenanceNotice } from './MaintenanceNotice';
import { OffersPopup, POPUP_DELAY_MS } from './OffersPopup';
import { ServiceLists } from './ServiceLists';
import { SupportCards } from './SupportCards';

export function HomePage() {
  const t = useTexts(homeTexts);
  // A failed load shows as no offers.
  const openOffers = useOpenOffers();
  const [popupOpen, setPopupOpen] = useState(false);
  // The first render is what a phone shows first (the hero with the booking button, the search);
  // the sections below follow in a second render that React starts at once but can interrupt, so
  // the button works sooner (about 0.1 s on slow 4G with 4× CPU). Until then a screen's height
  // keeps the footer out of view.
  const belowTheFold = useDeferredValue(true, false);

  useEffect(() => {
    const timer = setTimeout(() => setPopupOpen(true), POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <ContactStrip />
      <MaintenanceNotice />
      <Hero />
      <section id="search" aria-labelledby="search-title" className="mx-auto max-w-4xl px-4 pt-10 sm:px-6 lg:px-8">
        <SectionHeading id="search-title" eyebrow={t('searchEyebrow')} title={t('searchTitle')} />
        <SearchCard />
      </section>
      {belowTheFold ? <BelowTheFold openOffers={openOffers} /> : <div className="min-h-screen" />}
      {popupOpen && !openOffers.loading && <OffersPopup offers={openOffers.offers} onClose={() => setPopupOpen(false)} />}
    </>
  );
}

/** The home page's sections below the search: cab types, packages, offers, login, services, support. */
function BelowTheFold({ openOffers }: { openOffers: OpenOffers }) {
  const t = useTexts(homeTexts);
  const { offers, loading, ...more } = openOffers;
  return (
    <>
      <CabTypes />

      <section aria-labelledby="packages" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="packages" eyebrow={t('packagesEyebrow')} title={t('packagesTitle')}>
            {t('packagesLead')}
          </SectionHeading>
          <Link to="/packages" className={`${buttonClass('secondary')} mb-6`}>
            {t('allPackages')}
          </Link>
        </div>
        <PackageList />
      </section>

      <section aria-labelledby="available-offers" className="bg-white py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id="available-offers" eyebrow={t('dealsEyebrow')} title={t('availableOffers')}>
              {t('offersLead')}
            </SectionHeading>
            <Link to="/todayoffer" className={`${buttonClass('accent')} mb-6`}>
              {t('offerVisit')}
            </Link>
          </div>
          <Reveal>{loading ? <SkeletonList count={1} label={t('loadingOffers')} /> : <OffersList offers={offers} more={more} />}</Reveal>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-14 sm:px-6 lg:px-8">
        <Reveal>
          <LoginPanel />
        </Reveal>
        <ServiceLists />
        <SupportCards />
      </div>
    </>
  );
}
