import { mockApi, renderPage } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, bookingFixture } from '@/testing/fixtures';
import { BookingsPage } from './BookingsPage';

const page = (data: unknown[], total = data.length, pageNo = 1) => ({ data, total, page: pageNo, limit: 10 });

describe(BookingsPage.name, () => {
  it('shows the loading text, then every booking with its reference, customer, amount (2 decimals) and status', async () => {
    let release!: () => void;
    const bookings = [
      bookingFixture({ reference: 'JBP-000002', status: 'confirmed', totalAmount: 123456.5 }),
      bookingFixture({ reference: 'JBP-000001', passenger: { name: 'Rahul Dubey', phone: '9876500002' }, status: 'cancelled' }),
    ];
    mockApi([{ path: '/api/bookings/all', reply: () => new Promise((r) => (release = () => r({ body: page(bookings) }))) }]);
    renderPage(<BookingsPage />, { session: adminSession, path: '/admin/view-bookings' });
    expect(screen.getByText('Loading bookings...')).toHaveAttribute('role', 'status');
    release();
    const rows = await screen.findAllByTestId('booking-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('JBP-000002');
    expect(rows[0]).toHaveTextContent('₹1,23,456.50');
    expect(rows[0]).toHaveTextContent('10 Mar 2030');
    expect(within(rows[0]).getByText('Confirmed')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[1]).getByText('Canceled')).toHaveAttribute('data-tone', 'red');
    expect(rows[1]).toHaveTextContent('Rahul Dubey');
    expect(within(rows[0]).getByRole('link', { name: 'View booking JBP-000002' })).toHaveAttribute('href', `/bookingdetail/${bookings[0]._id}`);
    expect(screen.getAllByTestId('booking-card')).toHaveLength(2);
  });

  it("shows 'No bookings found.' when there are none", async () => {
    mockApi([{ path: '/api/bookings/all', body: page([]) }]);
    renderPage(<BookingsPage />, { session: adminSession, path: '/admin/view-bookings' });
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });

  it('searches by text and filters by status and date', async () => {
    const api = mockApi([
      {
        path: '/api/bookings/all',
        reply: ({ query }) => ({
          body: page(query.get('date') ? [bookingFixture({ date: query.get('date')! })] : [bookingFixture({ date: '2030-04-01' }), bookingFixture()]),
        }),
      },
    ]);
    const view = renderPage(<BookingsPage />, { session: adminSession, path: '/admin/view-bookings' });
    await screen.findAllByTestId('booking-row');

    await userEvent.type(screen.getByLabelText('Search'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.location()).toBe('/admin/view-bookings?q=Asha'));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('q')).toBe('Asha'));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancellation Pending');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('status')).toBe('cancelled by the customer'));
    expect(api.calls.at(-1)?.query.get('q')).toBe('Asha');

    await userEvent.type(screen.getByLabelText('Trip date'), '2030-04-02');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('date')).toBe('2030-04-02'));
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(1));
    expect(screen.getByTestId('booking-row')).toHaveTextContent('2 Apr 2030');
    expect(view.location()).toContain('date=2030-04-02');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(view.location()).toBe('/admin/view-bookings'));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('pages with Previous and Next', async () => {
    const api = mockApi([
      {
        path: '/api/bookings/all',
        reply: ({ query }) => {
          const n = Number(query.get('page') ?? 1);
          return { body: page([bookingFixture({ reference: `JBP-PAGE-${n}` })], 25, n) };
        },
      },
    ]);
    renderPage(<BookingsPage />, { session: adminSession, path: '/admin/view-bookings' });
    expect(await screen.findByText('Page 1 of 3 · 25 bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 · 25 bookings')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('page')).toBe('2');
    expect(screen.getByTestId('booking-row')).toHaveTextContent('JBP-PAGE-2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 · 25 bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3 · 25 bookings')).toBeInTheDocument();
  });

  it('says so when the bookings cannot be loaded', async () => {
    mockApi([{ path: '/api/bookings/all', status: 500, body: { statusCode: 500, message: 'Internal server error' } }]);
    renderPage(<BookingsPage />, { session: adminSession, path: '/admin/view-bookings' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the bookings. Please try again.');
  });
});
