import { http, server } from '@jbp/shared/testing';
import { describe, expect, it } from 'vitest';
import { anAdminBooking } from '@/testing/fixtures';
import { PAGE_SIZE, loadBookings, tripTypeFilterOf } from './bookingQuery';

/** GET /api/bookings/all answers one booking with these counts; records each query. */
function answerPage(total: number, page: number) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/bookings/all', ({ request, response }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return response(200).json({ data: [anAdminBooking()], total, page, limit: PAGE_SIZE });
    }),
  );
  return queries;
}

describe(loadBookings.name, () => {
  it('asks the API for one page with the text and status filters', async () => {
    const queries = answerPage(31, 2);
    const results = await loadBookings({ q: ' Asha ', status: 'pending', date: '', tripType: '', page: 2 });
    expect(queries).toEqual([{ q: 'Asha', status: 'pending', page: '2', limit: String(PAGE_SIZE) }]);
    expect(results).toMatchObject({ total: 31, page: 2, pages: 4 });
  });

  it('passes the trip date to the API, which filters by it', async () => {
    const queries = answerPage(1, 1);
    const results = await loadBookings({ q: '', status: 'confirmed', date: '2030-03-10', tripType: '', page: 1 });
    expect(queries).toEqual([{ status: 'confirmed', date: '2030-03-10', page: '1', limit: String(PAGE_SIZE) }]);
    expect(results).toMatchObject({ total: 1, page: 1, pages: 1 });
  });

  it('passes the trip type to the API, which filters by it', async () => {
    const queries = answerPage(1, 1);
    await loadBookings({ q: '', status: '', date: '', tripType: 'round-trip', page: 1 });
    expect(queries).toEqual([{ tripType: 'round-trip', page: '1', limit: String(PAGE_SIZE) }]);
  });

  it.each([
    ['local', 'local'],
    ['helicopter', ''],
    [null, ''],
  ])('reads the trip-type filter %s as %j', (text, filter) => {
    expect(tripTypeFilterOf(text)).toBe(filter);
  });
});
