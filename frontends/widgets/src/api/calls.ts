// What the API's calls (the other modules here) share: ids in paths, list pages with their total,
// downloads with their file names.
import { type DownloadedFile, type Id, type ListPage } from '@jbp/shared';

// Ids from the URL are strings; the server parses them (and answers 400 for one that is not a number).
export const id = (value: Id) => ({ path: { id: value as number } });

/** A list answer with its X-Total-Count header: arrays stay arrays, `{data}` answers are unwrapped. */
export async function pageOf<T>(call: Promise<{ data?: T[] | { data: T[] }; response: Response }>): Promise<ListPage<T>> {
  const { data, response } = await call;
  const rows = Array.isArray(data) ? data : (data?.data ?? []);
  const total = Number(response.headers.get('X-Total-Count'));
  return { rows, total: Number.isFinite(total) && response.headers.has('X-Total-Count') ? total : rows.length };
}

/** A query without its empty filters ('' or undefined), as the lists' URLs carry them. */
export function withoutBlank<Q extends object>(query: Q): Q {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Q;
}

export async function fileOf(call: Promise<{ data?: unknown; response: Response }>, fallbackName: string): Promise<DownloadedFile> {
  const { data, response } = await call;
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: data as Blob, fileName };
}

export const CSV = { parseAs: 'blob', headers: { Accept: 'text/csv' } } as const;
