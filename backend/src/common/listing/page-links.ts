// The headers every list answers: X-Total-Count and an RFC 8288 Link header with first, prev,
// next and last, each the request's own URL with only `page` changed. Framework-free.

export interface PageHeaders {
  'X-Total-Count': string;
  Link?: string;
}

/**
 * `url` is the request's path and query as received (e.g. `/api/bookings/all?status=pending&page=2`);
 * the links keep every other parameter as it was, so a filtered list pages through the same filter.
 */
export function pageHeaders(url: string, page: number, limit: number, total: number): PageHeaders {
  const last = Math.max(1, Math.ceil(total / limit));
  const links: [string, number][] = [['first', 1]];
  if (page > 1) links.push(['prev', Math.min(page - 1, last)]);
  if (page < last) links.push(['next', page + 1]);
  links.push(['last', last]);
  return {
    'X-Total-Count': String(total),
    Link: links.map(([rel, n]) => `<${withPage(url, n)}>; rel="${rel}"`).join(', '),
  };
}

function withPage(url: string, page: number): string {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}
