import { setLanguage, type DashboardData } from '@jbp/shared';
import { HttpResponse, http, renderPage, server } from '@jbp/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminSession } from '@/testing/fixtures';
import { DashboardPage } from './DashboardPage';
import { monthLabel, previousMonth } from './dashboardLabels';

const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

function aDashboard(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    today: '2026-11-25',
    tiles: [
      { id: 'tripsToday', count: 14, link: '/admin/view-bookings?open=true&dateFrom=2026-11-25&dateTo=2026-11-25&sort=date' },
      { id: 'tripsTomorrow', count: 9, link: '/admin/view-bookings?open=true&dateFrom=2026-11-26&dateTo=2026-11-26&sort=date' },
      { id: 'advancesWaiting', count: 3, link: '/admin/view-bookings?advance=submitted' },
      { id: 'fleetServiceDue', count: 1, link: '/fleet?service=due' },
    ],
    months: months.map((month, i) => ({ month, bookings: 100 + i, revenue: 250000 + i * 1000 })),
    tripTypes: [
      { tripType: 'one-way', bookings: 1100 },
      { tripType: 'offer', bookings: 166 },
      { tripType: 'round-trip', bookings: 40 },
    ],
    ...overrides,
  };
}

const serve = (data: DashboardData) => server.use(http.get('/api/admin/dashboard', ({ response }) => response(200).json({ data })));
const open = () => renderPage(<DashboardPage />, { session: adminSession, path: '/admin/dashboard' });

describe(DashboardPage.name, () => {
  it('shows every tile with its count, linked to the filtered list behind it', async () => {
    serve(aDashboard());
    open();
    const today = await screen.findByTestId('tile-tripsToday');
    expect(today).toHaveTextContent("14Today's trips");
    expect(today).toHaveAttribute('href', '/admin/view-bookings?open=true&dateFrom=2026-11-25&dateTo=2026-11-25&sort=date');
    expect(screen.getByRole('link', { name: 'Open the list: Advances to verify: 3' })).toHaveAttribute(
      'href',
      '/admin/view-bookings?advance=submitted',
    );
    expect(screen.getByTestId('tile-tripsTomorrow')).toHaveTextContent("9Tomorrow's trips");
    // A tile from a module newer than these texts still shows, under its id.
    expect(screen.getByTestId('tile-fleetServiceDue')).toHaveTextContent('1fleetServiceDue');
  });

  it('draws the three charts (loaded on their own) with their figures also as tables', async () => {
    serve(aDashboard());
    open();
    const charts = await screen.findAllByTestId('dashboard-chart', {}, { timeout: 5000 });
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Trips by month',
      'Fares by month (₹)',
      'Trips by type, last 12 months',
    ]);
    const trips = within(charts[0]).getByRole('table', { hidden: true });
    expect(within(trips).getAllByRole('row', { hidden: true })).toHaveLength(13);
    expect(trips).toHaveTextContent('Nov 2026111');
    expect(within(charts[1]).getByRole('table', { hidden: true })).toHaveTextContent('Nov 2026₹2,61,000.00');
    expect(within(charts[2]).getByRole('table', { hidden: true })).toHaveTextContent("One way1,100Agent's offer166Round trip40");
  });

  it('says so when there are no trips in the 12 months', async () => {
    serve(aDashboard({ tripTypes: [], months: months.map((month) => ({ month, bookings: 0, revenue: 0 })) }));
    open();
    expect(await screen.findByText('No trips in these 12 months yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded', async () => {
    server.use(
      http.get('/api/admin/dashboard', ({ response }) =>
        response.untyped(HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 })),
      ),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the dashboard. Please refresh the page.');
  });

  it('speaks Hindi: tiles and months', async () => {
    setLanguage('hi');
    serve(aDashboard());
    open();
    expect(await screen.findByTestId('tile-tripsToday')).toHaveTextContent('14आज की यात्राएँ');
    expect(monthLabel('2026-10', 'hi')).toBe('अक्टूबर 2026');
    expect(monthLabel('2026-10', 'en')).toBe('Oct 2026');
  });

  it('downloads the GST register of last month, or of the month the admin picks', async () => {
    serve(aDashboard());
    const asked: string[] = [];
    server.use(
      http.get('/api/invoices/gst-register.csv', ({ request }) => {
        const month = new URL(request.url).searchParams.get('month') ?? '';
        asked.push(month);
        return new HttpResponse('\uFEFFInvoice number\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="gst-register-${month}.csv"` },
        }) as never;
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open();
    const card = (await screen.findByRole('heading', { name: 'GST sales register' })).closest('section') as HTMLElement;
    const month = within(card).getByLabelText('Month');
    expect(month).toHaveValue('2026-10');
    expect(month).toHaveAttribute('max', '2026-11');
    await userEvent.click(within(card).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['gst-register-2026-10.csv']));
    fireEvent.change(month, { target: { value: '2026-03' } });
    await userEvent.click(within(card).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['gst-register-2026-10.csv', 'gst-register-2026-03.csv']));
    expect(asked).toEqual(['2026-10', '2026-03']);
    click.mockRestore();
  });

  it.each([
    ['2026-11-25', '2026-10'],
    ['2027-01-01', '2026-12'],
    ['2026-04-30', '2026-03'],
  ])('the month before %s is %s', (today, month) => expect(previousMonth(today)).toBe(month));
});
