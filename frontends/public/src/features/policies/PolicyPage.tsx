import { Alert, cardClass, formatDate, useLocalized, useTexts, type Localized } from '@jbp/shared';
import type { ReactNode } from 'react';
import { useCancellationTermLines } from '@/features/trips/CancellationTerms';
import { PageHeader } from '@/components/PageHeader';
import { Page } from '@/components/Page';
import { POLICIES_UPDATED, policyTexts, privacyPolicy, refundPolicy, type Policy } from './policies.i18n';

/** A section's paragraphs: one as a paragraph, several as a list. */
function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.length > 1 ? (
    <ul className="mt-2 grid list-disc gap-1.5 pl-5 leading-relaxed text-slate-700">
      {paragraphs.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  ) : (
    <p className="mt-2 leading-relaxed text-slate-700">{paragraphs[0]}</p>
  );
}

/**
 * A public policy page: a lead paragraph, then headed sections, in the site's language. A section
 * whose paragraphs are empty takes its body from `live` (figures the server keeps).
 */
function PolicyPage({ eyebrow, title, policy, live }: { eyebrow: string; title: string; policy: Localized<Policy>; live?: ReactNode }) {
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
              {section.paragraphs.length === 0 ? live : <Paragraphs paragraphs={section.paragraphs} />}
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

/** The charges of the current fare version, as the server will take them (an admin may change the slabs). */
function CancellationSlabs() {
  const t = useTexts(policyTexts);
  const terms = useCancellationTermLines();
  if (terms.lines) return <Paragraphs paragraphs={terms.lines} />;
  if (terms.isError) {
    return (
      <Alert tone="error" className="mt-2">
        {t('chargesFailed')}
      </Alert>
    );
  }
  return (
    <p role="status" className="mt-2 text-slate-600">
      {t('chargesLoading')}
    </p>
  );
}

/** /refund-policy: cancellation charges (from the current fare version) and refunds of advances. */
export function RefundPolicyPage() {
  const t = useTexts(policyTexts);
  return <PolicyPage eyebrow={t('refundEyebrow')} title={t('refundTitle')} policy={refundPolicy} live={<CancellationSlabs />} />;
}
