import type { OfferWithAgent } from '@jbp/shared';
import { anOfferWithAgent, http, HttpResponse, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession } from '@/testing/fixtures';
import { AllOffersPage } from './AllOffersPage';

const agent = { id: 5, fullName: 'Ravi Thakur', travelerName: 'Thakur Travels', mobile: '9876500011', email: 'ravi@example.in' };
const offer = (status: OfferWithAgent['status'], to: string) =>
  anOfferWithAgent({
    from: 'Jabalpur, Madhya Pradesh, India',
    to,
    vehicle: 'Crysta',
    seats: 7,
    date: '2030-02-01',
    startTime: '10:00',
    endTime: '12:00',
    distance: 280,
    amount: 3500,
    status,
    agent,
  });

/** GET /api/offers/all answers these offers (`pick` chooses by the query); records each query. */
function answerOffers(offers: OfferWithAgent[], pick: (query: URLSearchParams, o: OfferWithAgent) => boolean = () => true) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/offers/all', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      queries.push(Object.fromEntries(query));
      const data = offers.filter((o) => pick(query, o));
      return response(200).json({ data }, { headers: { 'X-Total-Count': String(data.length) } });
    }),
  );
  return queries;
}

const openPage = () => renderPage(<AllOffersPage />, { session: adminSession, path: '/alloffersforadmin' });

describe(AllOffersPage.name, () => {
  it("lists every offer with its agent's name, traveller name, mobile and e-mail, and its state", async () => {
    answerOffers([
      offer('open', 'Nagpur, Maharashtra, India'),
      offer('booked', 'Bhopal, Madhya Pradesh, India'),
      { ...offer('expired', 'Katni, Madhya Pradesh, India'), agent: null },
    ]);
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'All Offers with Agent Info' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('offer-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Jabalpur → to Nagpur');
    expect(rows[0]).toHaveTextContent('Ravi Thakur');
    expect(rows[0]).toHaveTextContent('Thakur Travels');
    expect(rows[0]).toHaveTextContent('9876500011');
    expect(rows[0]).toHaveTextContent('ravi@example.in');
    expect(rows[0]).toHaveTextContent('₹3,500.00');
    expect(rows[0]).toHaveTextContent('10:00 am - 12:00 pm');
    expect(within(rows[0]).getByRole('link', { name: 'Ravi Thakur' })).toHaveAttribute('href', '/singleagentdetail/5');
    expect(within(rows[1]).getByText('Booked')).toHaveAttribute('data-state', 'booked');
    expect(within(rows[2]).getByText('Expired')).toHaveAttribute('data-state', 'expired');
    expect(screen.getAllByTestId('offer-card')).toHaveLength(3);
  });

  it('filters by state, dates and agent on the server, with the filters in the URL', async () => {
    const queries = answerOffers(
      [
        offer('open', 'Nagpur, Maharashtra, India'),
        offer('booked', 'Bhopal, Madhya Pradesh, India'),
        offer('withdrawn', 'Rewa, Madhya Pradesh, India'),
      ],
      (query, o) => !query.get('status') || query.get('status') === o.status,
    );
    const view = renderPage(<AllOffersPage />, { session: adminSession, path: '/alloffersforadmin', url: '/alloffersforadmin?agentId=5' });
    await screen.findAllByTestId('offer-row');
    expect(queries[0]).toEqual({ agentId: '5', page: '1', limit: '50' });
    await userEvent.click(screen.getByRole('button', { name: 'Booked' }));
    await waitFor(() => expect(screen.getAllByTestId('offer-row')).toHaveLength(1));
    expect(screen.getByTestId('offer-row')).toHaveTextContent('Bhopal');
    expect(view.location()).toBe('/alloffersforadmin?status=booked&agentId=5');
    await userEvent.click(screen.getByRole('button', { name: 'Withdrawn' }));
    await waitFor(() => expect(screen.getByTestId('offer-row')).toHaveTextContent('Rewa'));
    expect(view.location()).toBe('/alloffersforadmin?status=withdrawn&agentId=5');
    await userEvent.click(screen.getByRole('button', { name: 'Expired' }));
    expect(await screen.findByText('No offers found.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Date: From'), '2030-02-01');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ status: 'expired', agentId: '5', dateFrom: '2030-02-01', page: '1', limit: '50' }),
    );
  });

  it("shows the loading text, then 'No offers found.'", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/offers/all', async ({ response }) => {
        await released;
        return response(200).json({ data: [] });
      }),
    );
    openPage();
    expect(screen.getByText('Loading offers...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No offers found.')).toBeInTheDocument();
    expect(screen.queryByText('Loading offers...')).not.toBeInTheDocument();
  });

  it('says so when the offers cannot be loaded', async () => {
    server.use(
      http.get('/api/offers/all', ({ response }) =>
        response.untyped(HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 })),
      ),
    );
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the offers. Please refresh the page.');
  });
});
