import { mockApi } from '@jbp/shared/testing';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '@/testing/fixtures';
import { PAGE_SIZE, loadBookings } from './bookingQuery';

describe(loadBookings.name, () => {
  it('asks the API for one page with the text and status filters', async () => {
    const api = mockApi([{ path: '/api/bookings/all', body: { data: [bookingFixture()], total: 31, page: 2, limit: PAGE_SIZE } }]);
    const results = await loadBookings({ q: ' Asha ', status: 'pending', date: '', page: 2 });
    const query = api.callsTo('/api/bookings/all')[0].query;
    expect(Object.fromEntries(query)).toEqual({ q: 'Asha', status: 'pending', page: '2', limit: String(PAGE_SIZE) });
    expect(results).toMatchObject({ total: 31, page: 2, pages: 4 });
  });

  it('passes the trip date to the API, which filters by it', async () => {
    const api = mockApi([{ path: '/api/bookings/all', body: { data: [bookingFixture({ date: '2030-03-10' })], total: 1, page: 1, limit: PAGE_SIZE } }]);
    const results = await loadBookings({ q: '', status: 'confirmed', date: '2030-03-10', page: 1 });
    expect(Object.fromEntries(api.callsTo('/api/bookings/all')[0].query)).toEqual({ status: 'confirmed', date: '2030-03-10', page: '1', limit: String(PAGE_SIZE) });
    expect(results).toMatchObject({ total: 1, page: 1, pages: 1 });
  });
});
