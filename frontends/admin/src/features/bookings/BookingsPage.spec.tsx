import type { Booking } from '@jbp/shared';
import { aBill, http, HttpResponse, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

  it('searches by text and filters by status and date', async () => {
    const queries = answerBookings((query) => ({
      data: query.get('date')
        ? [anAdminBooking({ date: query.get('date') ?? '' })]
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

    await userEvent.type(screen.getByLabelText('Trip date'), '2030-04-02');
    await waitFor(() => expect(queries.at(-1)?.get('date')).toBe('2030-04-02'));
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(1));
    expect(screen.getByTestId('booking-row')).toHaveTextContent('2 Apr 2030');
    expect(view.location()).toContain('date=2030-04-02');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(view.location()).toBe('/admin/view-bookings'));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('pages with Previous and Next', async () => {
    const queries = answerBookings((query) => {
      const n = Number(query.get('page') ?? 1);
      return { data: [anAdminBooking({ reference: `JBP-PAGE-${n}` })], total: 25, page: n };
    });
    openList();
    expect(await screen.findByText('Page 1 of 3 · 25 bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 · 25 bookings')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(screen.getByTestId('booking-row')).toHaveTextContent('JBP-PAGE-2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 · 25 bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3 · 25 bookings')).toBeInTheDocument();
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
