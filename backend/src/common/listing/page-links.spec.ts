import { describe, expect, it } from '@jest/globals';
import { pageHeaders } from './page-links.js';

const links = (url: string, page: number, limit: number, total: number) =>
  Object.fromEntries(
    (pageHeaders(url, page, limit, total).Link ?? '').split(', ').map((part) => {
      const [, target, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
      return [rel, target];
    }),
  );

describe(pageHeaders.name, () => {
  it('sends the total and links to the first, previous, next and last pages, keeping every filter', () => {
    const headers = pageHeaders('/api/bookings/all?status=pending&q=asha&page=2&limit=50', 2, 50, 160);
    expect(headers['X-Total-Count']).toBe('160');
    expect(links('/api/bookings/all?status=pending&q=asha&page=2&limit=50', 2, 50, 160)).toEqual({
      first: '/api/bookings/all?status=pending&q=asha&page=1&limit=50',
      prev: '/api/bookings/all?status=pending&q=asha&page=1&limit=50',
      next: '/api/bookings/all?status=pending&q=asha&page=3&limit=50',
      last: '/api/bookings/all?status=pending&q=asha&page=4&limit=50',
    });
  });

  it('has no prev on the first page and no next on the last', () => {
    expect(Object.keys(links('/api/users/customers', 1, 50, 120))).toEqual(['first', 'next', 'last']);
    expect(Object.keys(links('/api/users/customers?page=3', 3, 50, 120))).toEqual(['first', 'prev', 'last']);
  });

  it('adds page to a URL without a query, and keeps encoded text encoded', () => {
    expect(links('/api/users/customers', 1, 50, 120).next).toBe('/api/users/customers?page=2');
    expect(links('/api/bookings/all?q=R%C4%81m+Lal', 1, 10, 30).next).toBe('/api/bookings/all?q=R%C4%81m+Lal&page=2');
  });

  it('treats an empty list as one empty page', () => {
    expect(pageHeaders('/api/offers/all', 1, 50, 0)['X-Total-Count']).toBe('0');
    expect(links('/api/offers/all', 1, 50, 0)).toEqual({ first: '/api/offers/all?page=1', last: '/api/offers/all?page=1' });
  });

  it('points prev at the last page from beyond it', () => {
    expect(links('/api/offers/all?page=9', 9, 50, 120).prev).toBe('/api/offers/all?page=3');
  });
});
