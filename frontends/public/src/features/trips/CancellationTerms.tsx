import { useLocalized, useTexts } from '@jbp/shared';
import { Link } from 'react-router-dom';
import { refundPolicy } from '@/features/policies/policies.i18n';
import { tripsTexts } from './trips.i18n';

/** The cancellation slabs of the Cancellation & Refund Policy, shown before a customer pays or books. */
export function CancellationTerms({ className = '' }: { className?: string }) {
  const t = useTexts(tripsTexts);
  const charges = useLocalized(refundPolicy).sections[0];
  return (
    <section aria-labelledby="cancellation-terms" className={`rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm ${className}`}>
      <h2 id="cancellation-terms" className="font-bold text-slate-900">
        {t('cancellationTerms')}
      </h2>
      <ul className="mt-2 list-disc pl-5 text-slate-700">
        {charges.paragraphs.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <Link to="/refund-policy" className="mt-2 inline-block font-semibold text-blue-700 underline">
        {t('readPolicy')}
      </Link>
    </section>
  );
}
