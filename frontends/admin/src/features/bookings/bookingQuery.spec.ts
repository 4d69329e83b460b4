import { http, server } from '@jbp/shared/testing';
import { describe, expect, it } from 'vitest';
import { LIST_LIMIT } from '@/components/list/useListParams';
import { anAdminBooking } from '@/testing/fixtures';
import { bookingQueryOf, loadBookings, tripTypeFilterOf, type BookingFilters } from './bookingQuery';

/** GET /api/bookings/all answers one booking with these counts; records each query. */
function answerPage(total: number, page: number) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/bookings/all', ({ request, response }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return response(200).json({ data: [anAdminBooking()], total, page, limit: LIST_LIMIT });
    }),
  );
  return queries;
}

const none: BookingFilters = {
  q: '',
  status: '',
  open: '',
  advance: '',
  dateFrom: '',
  dateTo: '',
  sort: '',
  customerId: '',
  agentId: '',
  tripType: '',
  unassigned: '',
  pickupFrom: '',
  pickupTo: '',
};

describe(loadBookings.name, () => {
  it("passes the unassigned tile's filter (no driver, pickup within the window) and drops a malformed time", async () => {
    const queries = answerPage(3, 1);
    await loadBookings({ ...none, unassigned: 'true', pickupFrom: '2026-12-01T09:30', pickupTo: 'tomorrow' }, 1);
    expect(queries).toEqual([{ unassigned: 'true', pickupFrom: '2026-12-01T09:30', page: '1', limit: String(LIST_LIMIT) }]);
  });

  it('asks the API for one page with the text and status filters', async () => {
    const queries = answerPage(131, 2);
    const results = await loadBookings({ ...none, q: ' Asha ', status: 'pending' }, 2);
    expect(queries).toEqual([{ q: 'Asha', status: 'pending', page: '2', limit: String(LIST_LIMIT) }]);
    expect(results).toMatchObject({ total: 131, page: 2, pages: 3 });
  });

  it('passes the trip date range and the order to the API, which filters and sorts by them', async () => {
    const queries = answerPage(1, 1);
    const results = await loadBookings({ ...none, status: 'confirmed', dateFrom: '2030-03-01', dateTo: '2030-03-31', sort: 'date' }, 1);
    expect(queries).toEqual([
      { status: 'confirmed', dateFrom: '2030-03-01', dateTo: '2030-03-31', sort: 'date', page: '1', limit: String(LIST_LIMIT) },
    ]);
    expect(results).toMatchObject({ total: 1, page: 1, pages: 1 });
  });

  it('passes the trip type to the API, which filters by it', async () => {
    const queries = answerPage(1, 1);
    await loadBookings({ ...none, tripType: 'round-trip' }, 1);
    expect(queries).toEqual([{ tripType: 'round-trip', page: '1', limit: String(LIST_LIMIT) }]);
  });

  it.each([
    ['local', 'local'],
    ['helicopter', ''],
    [null, ''],
  ])('reads the trip-type filter %s as %j', (text, filter) => {
    expect(tripTypeFilterOf(text)).toBe(filter);
  });
});

describe(bookingQueryOf.name, () => {
  it.each([
    ['an unknown status', { ...none, status: 'lost' }, {}],
    ['an unknown sort', { ...none, sort: 'name' }, {}],
    ['blank text', { ...none, q: '   ' }, {}],
    ['a known sort', { ...none, sort: '-totalAmount' }, { sort: '-totalAmount' }],
    ['a customer id that is not a number', { ...none, customerId: 'x1' }, {}],
    ['an agent id of 0', { ...none, agentId: '0' }, {}],
    ['a customer id', { ...none, customerId: '12' }, { customerId: 12 }],
    ['open trips (a dashboard tile)', { ...none, open: 'true' }, { open: true }],
    ['open=false as no filter', { ...none, open: 'false' }, {}],
    ['advances to verify (a dashboard tile)', { ...none, advance: 'submitted' }, { advance: 'submitted' }],
    ['an unknown advance state', { ...none, advance: 'paid' }, {}],
  ])('reads %s', (_, filters, expected) => {
    expect(JSON.parse(JSON.stringify(bookingQueryOf(filters)))).toEqual(expected);
  });
});
