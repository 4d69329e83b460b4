import { cardClass, formatDate, useLocalized, useTexts, type Localized } from '@jbp/shared';
import { PageHeader } from '@/components/PageHeader';
import { Page } from '@/components/Page';
import { POLICIES_UPDATED, policyTexts, privacyPolicy, refundPolicy, type Policy } from './policies.i18n';

/** A public policy page: a lead paragraph, then headed sections, in the site's language. */
function PolicyPage({ eyebrow, title, policy }: { eyebrow: string; title: string; policy: Localized<Policy> }) {
  const t = useTexts(policyTexts);
  const { lead, sections } = useLocalized(policy);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} subtitle={t('updated', { date: formatDate(POLICIES_UPDATED) })} />
      <Page narrow>
        <article className={`${cardClass} grid gap-6 p-6 sm:p-8`}>
          <p className="text-lg leading-relaxed text-slate-700">{lead}</p>
          {sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-lg font-bold text-slate-900">{section.heading}</h2>
              {section.paragraphs.length > 1 ? (
                <ul className="mt-2 grid list-disc gap-1.5 pl-5 leading-relaxed text-slate-700">
                  {section.paragraphs.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 leading-relaxed text-slate-700">{section.paragraphs[0]}</p>
              )}
            </section>
          ))}
        </article>
      </Page>
    </>
  );
}

/** /privacy: the DPDP Act 2023 notice. */
export function PrivacyPage() {
  const t = useTexts(policyTexts);
  return <PolicyPage eyebrow={t('privacyEyebrow')} title={t('privacyTitle')} policy={privacyPolicy} />;
}

/** /refund-policy: cancellation charges and refunds of advances. */
export function RefundPolicyPage() {
  const t = useTexts(policyTexts);
  return <PolicyPage eyebrow={t('refundEyebrow')} title={t('refundTitle')} policy={refundPolicy} />;
}
