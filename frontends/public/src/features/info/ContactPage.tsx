import { SocialIcon, branding, brandingTexts, buttonClass, cardClass, useLocalized, useTexts } from '@jbp/shared';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { SupportCards } from '@/features/home/SupportCards';
import { faq, infoTexts } from './info.i18n';

/** /contactus */
export function ContactPage() {
  const t = useTexts(infoTexts);
  const tb = useTexts(brandingTexts);
  const answers = useLocalized(faq);
  return (
    <>
      <PageHeader eyebrow={t('contactEyebrow')} title={t('contactTitle')} subtitle={t('contactLead', { hours: tb('supportHours') })} />
      <Page className="grid gap-12">
        <SupportCards heading={false} />
        <div className="grid gap-6 md:grid-cols-2">
          <section className={`${cardClass} p-6`} aria-labelledby="office">
            <h2 id="office" className="text-lg font-bold text-slate-900">
              {t('ourOffice')}
            </h2>
            <address className="mt-2 not-italic text-slate-700">
              {branding.companyName}
              <br />
              {branding.address}
            </address>
            <div className="mt-5 flex flex-wrap gap-3">
              <a href={branding.phoneHref} className={buttonClass('primary')}>
                {t('call', { phone: branding.phone })}
              </a>
              <a href={branding.whatsappHref} target="_blank" rel="noopener noreferrer" className={buttonClass('success')}>
                <SocialIcon name="WhatsApp" className="size-4" /> WhatsApp
              </a>
            </div>
          </section>
          <section className={`${cardClass} p-6`} aria-labelledby="faq">
            <h2 id="faq" className="text-lg font-bold text-slate-900">
              {t('quickAnswers')}
            </h2>
            <dl className="mt-3 space-y-4">
              {answers.map((f) => (
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
