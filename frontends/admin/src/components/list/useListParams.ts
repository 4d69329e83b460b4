import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The desk lists' page size (the API's default). */
export const LIST_LIMIT = 50;

export type ListValues<K extends string> = Record<K, string>;

/** A whole number from 1 in the URL, else 1. */
export function pageFrom(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A list's filters, kept in the URL so a filtered list can be bookmarked and shared and the back
 * button steps through the filters tried. Blank filters and page 1 stay out of the URL; any filter
 * change goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const valuesOf = (from: URLSearchParams) => Object.fromEntries(keys.map((key) => [key, from.get(key) ?? ''])) as ListValues<K>;
  const values = valuesOf(params);
  const page = pageFrom(params.get('page'));
  // The filters as last written. A second choice made before the page draws again (the router
  // hands every change the URL of the last drawing) then adds to the first instead of undoing it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const write = (next: Partial<ListValues<K>>, nextPage: number) => {
    const search = new URLSearchParams();
    for (const key of keys) {
      const value = (next[key] ?? '').trim();
      if (value) search.set(key, value);
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    latest.current = search;
    setParams(search);
  };

  return {
    values,
    page,
    /** Changes some filters and shows their first page. */
    update: (changes: Partial<ListValues<K>>) => write({ ...valuesOf(latest.current), ...changes }, 1),
    goToPage: (nextPage: number) => write(valuesOf(latest.current), nextPage),
    clear: () => write({}, 1),
    filtered: keys.some((key) => values[key] !== ''),
  };
}
