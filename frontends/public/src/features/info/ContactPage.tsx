import { SocialIcon, branding, buttonClass, cardClass } from '@jbp/shared';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { SupportCards } from '@/features/home/SupportCards';

const FAQ = [
  {
    q: 'How do I book a cab?',
    a: 'Log in, choose One-way, pick your drop place, date and time, then choose a vehicle. You can also call us and we will book it for you.',
  },
  {
    q: 'When do I pay?',
    a: 'After our office confirms your booking, you can pay an advance by UPI from your Ride History. The balance is paid to the driver.',
  },
  {
    q: 'How do I cancel?',
    a: 'Open Ride History in your profile and press Cancel Booking. Our office reviews the request and calls you if needed.',
  },
];

/** /contactus */
export function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact Us"
        title="Talk to our Jabalpur office"
        subtitle={`${branding.supportHours}. Call, WhatsApp, e-mail or drop in.`}
      />
      <Page className="grid gap-12">
        <SupportCards heading={false} />
        <div className="grid gap-6 md:grid-cols-2">
          <section className={`${cardClass} p-6`} aria-labelledby="office">
            <h2 id="office" className="text-lg font-bold text-slate-900">
              Our office
            </h2>
            <address className="mt-2 not-italic text-slate-700">
              {branding.companyName}
              <br />
              {branding.address}
            </address>
            <div className="mt-5 flex flex-wrap gap-3">
              <a href={branding.phoneHref} className={buttonClass('primary')}>
                Call {branding.phone}
              </a>
              <a href={branding.whatsappHref} target="_blank" rel="noopener noreferrer" className={buttonClass('success')}>
                <SocialIcon name="WhatsApp" className="size-4" /> WhatsApp
              </a>
            </div>
          </section>
          <section className={`${cardClass} p-6`} aria-labelledby="faq">
            <h2 id="faq" className="text-lg font-bold text-slate-900">
              Quick answers
            </h2>
            <dl className="mt-3 space-y-4">
              {FAQ.map((f) => (
                <div key={f.q}>
                  <dt className="font-semibold text-slate-900">{f.q}</dt>
                  <dd className="mt-1 text-sm text-slate-600">{f.a}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </Page>
    </>
  );
}
