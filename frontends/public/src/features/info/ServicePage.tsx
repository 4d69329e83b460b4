import { SocialIcon, branding, buttonClass, cardClass, useLocalized, useTexts, type Localized } from '@jbp/shared';
import { Check, Phone } from 'lucide-react';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { flightTicket, infoTexts, maiharRopeway, railwayTicket, type ServiceContent } from './info.i18n';

function List({ title, items, id }: { title: string; items: string[]; id: string }) {
  return (
    <section className={`${cardClass} p-6`} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 space-y-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Check className="mt-0.5 size-5 shrink-0 text-blue-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Our Services pages: what the service is and how to request it by phone or WhatsApp. */
export function ServicePage({ service }: { service: Localized<ServiceContent> }) {
  const t = useTexts(infoTexts);
  const content = useLocalized(service);
  const whatsappText = encodeURIComponent(t('whatsappMessage', { company: branding.companyName, service: content.eyebrow }));
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} subtitle={content.intro} />
      <Page className="grid gap-6 md:grid-cols-2">
        <List id="what-we-do" title={t('whatWeDo')} items={content.offers} />
        <List id="what-we-need" title={t('whatWeNeed')} items={content.needs} />
        <section
          className="rounded-2xl bg-gradient-to-r from-blue-700 to-cyan-600 p-6 text-white md:col-span-2"
          aria-labelledby="how-to-request"
        >
          <h2 id="how-to-request" className="text-lg font-bold">
            {t('howToRequest')}
          </h2>
          <p className="mt-1 text-blue-50">{t('howToRequestText')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={branding.phoneHref} className={`${buttonClass('secondary')} border-0`}>
              <Phone className="size-4" /> {branding.phone}
            </a>
            <a
              href={`${branding.whatsappHref}?text=${whatsappText}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('success')}
            >
              <SocialIcon name="WhatsApp" className="size-4" /> {t('whatsappUs')}
            </a>
          </div>
        </section>
        <section className="md:col-span-2" aria-label={t('goodToKnow')}>
          <ul className="space-y-2 text-sm text-slate-600">
            {content.notes.map((n) => (
              <li key={n}>• {n}</li>
            ))}
          </ul>
        </section>
      </Page>
    </>
  );
}

export const RailwayTicketPage = () => <ServicePage service={railwayTicket} />;
export const FlightTicketPage = () => <ServicePage service={flightTicket} />;
export const MaiharRopewayPage = () => <ServicePage service={maiharRopeway} />;
