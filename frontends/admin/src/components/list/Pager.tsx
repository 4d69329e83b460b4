import { buttonClass, formatCount, useTexts } from '@jbp/shared';
import { listTexts } from './list.i18n';

interface PagerProps {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}

/** The total the server counted (grouped the Indian way: 1,00,000), "Page 2 of 7" and Previous/Next. */
export function Pager({ page, total, limit, onPage }: PagerProps) {
  const t = useTexts(listTexts);
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3" aria-label={t('pages')}>
      <p className="text-sm text-slate-600" data-testid="list-total">
        {t('pageOf', { page: formatCount(page), pages: formatCount(pages) })} · {t('matches', { count: total, n: formatCount(total) })}
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('next')}
        </button>
      </div>
    </nav>
  );
}
