import type { Booking } from '@jbp/shared';
import { aBill, http, HttpResponse, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminSession, anAdminBooking } from '@/testing/fixtures';
import { BookingsPage } from './BookingsPage';

/** GET /api/bookings/all answers `page(query)`; records each query. */
function answerBookings(page: (query: URLSearchParams) => { data: Booking[]; total?: number; page?: number }) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/bookings/all', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const answer = page(query);
      return response(200).json({ data: answer.data, total: answer.total ?? answer.data.length, page: answer.page ?? 1, limit: 10 });
    }),
  );
  return queries;
}

const openList = () => renderPage(<BookingsPage />, { session: adminSession, path: '/admin/view-bookings' });

describe(BookingsPage.name, () => {
  it('shows the loading text, then every booking with its reference, customer, the total the server sent (2 decimals) and status', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const bookings = [
      anAdminBooking({ reference: 'JBP-000002', status: 'confirmed', totalAmount: 5240, bill: aBill({ total: 123456.5 }) }),
      anAdminBooking({
        reference: 'JBP-000001',
        passenger: { name: 'Rahul Dubey', phone: '9876500002', email: 'rahul@example.in', idType: 'Voter ID Card', idNumber: 'ABC1234567' },
        status: 'cancelled',
      }),
    ];
    server.use(
      http.get('/api/bookings/all', async ({ response }) => {
        await released;
        return response(200).json({ data: bookings, total: 2, page: 1, limit: 10 });
      }),
    );
    openList();
    expect(screen.getByText('Loading bookings...')).toHaveAttribute('role', 'status');
    release();
    const rows = await screen.findAllByTestId('booking-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('JBP-000002');
    expect(rows[0]).toHaveTextContent('₹1,23,456.50');
    expect(rows[0]).toHaveTextContent('10 Mar 2030');
    expect(within(rows[0]).getByText('Confirmed')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[1]).getByText('Cancelled')).toHaveAttribute('data-tone', 'red');
    expect(rows[1]).toHaveTextContent('Rahul Dubey');
    expect(within(rows[0]).getByRole('link', { name: 'View booking JBP-000002' })).toHaveAttribute(
      'href',
      `/bookingdetail/${bookings[0]._id}`,
    );
    const cards = screen.getAllByTestId('booking-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('₹1,23,456.50');
  });

  it("shows 'No bookings found.' when there are none", async () => {
    answerBookings(() => ({ data: [] }));
    openList();
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });

  it('searches, filters by status and trip dates and sorts on the server, with every filter in the URL', async () => {
    const queries = answerBookings((query) => ({
      data: query.get('dateFrom')
        ? [anAdminBooking({ date: query.get('dateFrom') ?? '' })]
        : [anAdminBooking({ date: '2030-04-01' }), anAdminBooking()],
    }));
    const view = openList();
    await screen.findAllByTestId('booking-row');

    await userEvent.type(screen.getByLabelText('Search'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.location()).toBe('/admin/view-bookings?q=Asha'));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('Asha'));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancelled by customer');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('cancelled by the customer'));
    expect(queries.at(-1)?.get('q')).toBe('Asha');

    await userEvent.type(screen.getByLabelText('Trip date: From'), '2030-04-02');
    await waitFor(() => expect(queries.at(-1)?.get('dateFrom')).toBe('2030-04-02'));
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(1));
    expect(screen.getByTestId('booking-row')).toHaveTextContent('2 Apr 2030');
    expect(view.location()).toContain('dateFrom=2030-04-02');

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Amount, highest first');
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('-totalAmount'));
    expect(view.location()).toBe('/admin/view-bookings?q=Asha&status=cancelled+by+the+customer&dateFrom=2030-04-02&sort=-totalAmount');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.location()).toBe('/admin/view-bookings'));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('opens a bookmarked URL with its filters applied and shown', async () => {
    const queries = answerBookings(() => ({ data: [anAdminBooking()] }));
    renderPage(<BookingsPage />, {
      session: adminSession,
      path: '/admin/view-bookings',
      url: '/admin/view-bookings?q=9876543210&status=cancelled&dateFrom=2030-10-01&dateTo=2030-10-31&page=2',
    });
    await screen.findAllByTestId('booking-row');
    expect(Object.fromEntries(queries[0])).toEqual({
      q: '9876543210',
      status: 'cancelled',
      dateFrom: '2030-10-01',
      dateTo: '2030-10-31',
      page: '2',
      limit: '50',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
    expect(screen.getByLabelText('Trip date: To')).toHaveValue('2030-10-31');
  });

  it("opens a dashboard tile's list: today's trips still to run, advances to verify", async () => {
    const queries = answerBookings(() => ({ data: [anAdminBooking()] }));
    renderPage(<BookingsPage />, {
      session: adminSession,
      path: '/admin/view-bookings',
      url: '/admin/view-bookings?open=true&dateFrom=2030-10-02&dateTo=2030-10-02&sort=date',
    });
    await screen.findAllByTestId('booking-row');
    expect(Object.fromEntries(queries[0])).toEqual({
      open: 'true',
      dateFrom: '2030-10-02',
      dateTo: '2030-10-02',
      sort: 'date',
      page: '1',
      limit: '50',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('open');
    expect(screen.getByRole('option', { name: 'Still to run (pending or confirmed)' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('confirmed'));
    expect(queries.at(-1)?.has('open')).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Advance'), 'Reported, to verify');
    await waitFor(() => expect(queries.at(-1)?.get('advance')).toBe('submitted'));
  });

  it('downloads the CSV of the current filter', async () => {
    answerBookings(() => ({ data: [anAdminBooking()] }));
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/bookings/all.csv', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return new HttpResponse('\uFEFFReference\nJBP-000001\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="bookings-2030-10-02.csv"' },
        }) as never;
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(<BookingsPage />, {
      session: adminSession,
      path: '/admin/view-bookings',
      url: '/admin/view-bookings?status=cancelled&page=3',
    });
    await screen.findAllByTestId('booking-row');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['bookings-2030-10-02.csv']));
    // Every matching row: the filter, not the page.
    expect(Object.fromEntries(asked[0])).toEqual({ status: 'cancelled' });
    click.mockRestore();
  });

  it('pages with Previous and Next, showing the total the server counted', async () => {
    const queries = answerBookings((query) => {
      const n = Number(query.get('page') ?? 1);
      return { data: [anAdminBooking({ reference: `JBP-PAGE-${n}` })], total: 125, page: n };
    });
    openList();
    expect(await screen.findByText('Page 1 of 3 · 125 matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 · 125 matches')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(screen.getByTestId('booking-row')).toHaveTextContent('JBP-PAGE-2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 · 125 matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3 · 125 matches')).toBeInTheDocument();
  });

  it('says so when the bookings cannot be loaded', async () => {
    server.use(
      http.get('/api/bookings/all', ({ response }) =>
        response.untyped(HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })),
      ),
    );
    openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the bookings. Please try again.');
  });
});
