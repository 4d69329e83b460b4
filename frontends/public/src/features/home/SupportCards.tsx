import { SocialIcon, branding, brandingTexts, cardClass, useTexts } from '@jbp/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Reveal } from '@/components/Reveal';
import { SectionHeading } from '@/components/SectionHeading';
import { homeTexts } from './home.i18n';

interface Card {
  key: string;
  title: string;
  icon: ReactNode;
  text: ReactNode;
  action?: { href: string; label: string; external?: boolean };
}

/** Customer-support cards on the home and contact pages. */
export function SupportCards({ heading = true }: { heading?: boolean }) {
  const t = useTexts(homeTexts);
  const tb = useTexts(brandingTexts);
  const cards: Card[] = [
    {
      key: 'call',
      title: t('callUs'),
      icon: <Phone className="size-6" />,
      text: tb('supportHours'),
      action: { href: branding.phoneHref, label: branding.phone },
    },
    {
      key: 'whatsapp',
      title: t('whatsapp'),
      icon: <SocialIcon name="WhatsApp" className="size-6" />,
      text: t('whatsappText'),
      action: { href: branding.whatsappHref, label: t('chatOnWhatsapp'), external: true },
    },
    {
      key: 'email',
      title: t('emailTitle'),
      icon: <Mail className="size-6" />,
      text: t('emailText'),
      action: { href: `mailto:${branding.email}`, label: branding.email },
    },
    { key: 'visit', title: t('visitUs'), icon: <MapPin className="size-6" />, text: branding.address },
  ];
  return (
    <section aria-labelledby={heading ? 'support' : undefined} aria-label={heading ? undefined : t('supportLabel')}>
      {heading && (
        <SectionHeading id="support" eyebrow={t('supportEyebrow')} title={t('supportTitle')}>
          {t('supportLead')}
        </SectionHeading>
      )}
      <Reveal className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <div key={c.key} className={`${cardClass} flex flex-col p-5`}>
            <span className="flex size-11 items-center justify-center rounded-2xl bg-blue-50 text-blue-700">{c.icon}</span>
            <h3 className="mt-3 font-bold text-slate-900">{c.title}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{c.text}</p>
            {c.action && (
              <a
                href={c.action.href}
                className="mt-3 break-all text-sm font-semibold text-blue-700 hover:underline"
                {...(c.action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {c.action.label}
              </a>
            )}
          </div>
        ))}
      </Reveal>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
        <Clock className="size-4" /> {t('complaints')}
      </p>
    </section>
  );
}
