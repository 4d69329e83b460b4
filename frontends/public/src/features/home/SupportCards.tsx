import { SocialIcon, branding, cardClass } from '@jbp/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Reveal } from '@/components/Reveal';
import { SectionHeading } from '@/components/SectionHeading';

interface Card {
  title: string;
  icon: ReactNode;
  text: ReactNode;
  action?: { href: string; label: string; external?: boolean };
}

const CARDS: Card[] = [
  {
    title: 'Call us',
    icon: <Phone className="size-6" />,
    text: branding.supportHours,
    action: { href: branding.phoneHref, label: branding.phone },
  },
  {
    title: 'WhatsApp',
    icon: <SocialIcon name="WhatsApp" className="size-6" />,
    text: 'Send your route and date; we reply with a fare.',
    action: { href: branding.whatsappHref, label: 'Chat on WhatsApp', external: true },
  },
  {
    title: 'E-mail',
    icon: <Mail className="size-6" />,
    text: 'For invoices, refunds and complaints in writing.',
    action: { href: `mailto:${branding.email}`, label: branding.email },
  },
  {
    title: 'Visit us',
    icon: <MapPin className="size-6" />,
    text: branding.address,
  },
];

/** Customer-support cards on the home and contact pages. */
export function SupportCards({ heading = true }: { heading?: boolean }) {
  return (
    <section aria-labelledby={heading ? 'support' : undefined} aria-label={heading ? undefined : 'Customer support'}>
      {heading && (
        <SectionHeading id="support" eyebrow="Customer support" title="We are a phone call away">
          Real people in Jabalpur answer every call.
        </SectionHeading>
      )}
      <Reveal className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((c) => (
          <div key={c.title} className={`${cardClass} flex flex-col p-5`}>
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
        <Clock className="size-4" /> Complaints about a trip are accepted in writing within 7 days of the end of travel.
      </p>
    </section>
  );
}
