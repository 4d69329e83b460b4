import { Alert, buttonClass, type ListPage } from '@jbp/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Section } from '@/components/Section';

const PAGE = 20;

export interface PagedHistoryProps<T> {
  queryKey: readonly unknown[];
  /** One page of the history, newest first. */
  load: (page: number, limit: number, signal?: AbortSignal) => Promise<ListPage<T>>;
  keyOf: (item: T) => string | number;
  /** One `<li>` of the list. */
  renderItem: (item: T) => ReactNode;
  texts: { title: string; lead?: string; loading: string; failed: string; older: string; empty?: string };
  listClassName?: string;
}

/** A history read a page at a time, newest first, with "older" loading the next page. */
export function PagedHistory<T>({ queryKey, load, keyOf, renderItem, texts, listClassName }: PagedHistoryProps<T>) {
  const history = useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => load(pageParam, PAGE, signal),
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length + 1 : undefined),
  });
  const items = history.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <Section title={texts.title}>
      {texts.lead && <p className="mb-2 text-sm text-slate-600">{texts.lead}</p>}
      {history.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {texts.loading}
        </p>
      )}
      {history.isError && <Alert tone="error">{texts.failed}</Alert>}
      {texts.empty && history.isSuccess && items.length === 0 && <p className="text-sm text-slate-600">{texts.empty}</p>}
      {items.length > 0 && (
        <ol className={listClassName} aria-label={texts.title}>
          {items.map((item) => (
            <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className={`${buttonClass('secondary', 'sm')} mt-4`}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {texts.older}
        </button>
      )}
    </Section>
  );
}
