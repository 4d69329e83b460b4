import { Alert, queryKeys, useTexts } from '@jbp/shared';
import { tripApi } from '@jbp/widgets/api/trip';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { cancellationTermLines } from './cancellationTermLines';
import { tripsTexts } from './trips.i18n';

/** The current fare version's cancellation terms, or null while they load or when they could not be read. */
export function useCancellationTermLines() {
  const t = useTexts(tripsTexts);
  const terms = useQuery({ queryKey: queryKeys.cancellationTerms, queryFn: ({ signal }) => tripApi.cancellationTerms(signal) });
  const lines = terms.isSuccess ? [...cancellationTermLines(terms.data).map((line) => t(line.key, line.vars)), t('termsOffers')] : null;
  return { lines, isPending: terms.isPending, isError: terms.isError };
}

/** The cancellation terms of the current fare version (what the server will charge), shown before a customer pays or books. */
export function CancellationTerms({ className = '' }: { className?: string }) {
  const t = useTexts(tripsTexts);
  const terms = useCancellationTermLines();
  return (
    <section
      aria-labelledby="cancellation-terms"
      data-testid="cancellation-terms"
      className={`rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm ${className}`}
    >
      <h2 id="cancellation-terms" className="font-bold text-slate-900">
        {t('cancellationTerms')}
      </h2>
      {terms.isPending && <p className="mt-2 text-slate-600">{t('termsLoading')}</p>}
      {terms.isError && (
        <Alert tone="error" className="mt-2">
          {t('termsFailed')}
        </Alert>
      )}
      {terms.lines && (
        <ul className="mt-2 list-disc pl-5 text-slate-700">
          {terms.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <Link to="/refund-policy" className="mt-2 inline-block font-semibold text-blue-700 underline">
        {t('readPolicy')}
      </Link>
    </section>
  );
}
