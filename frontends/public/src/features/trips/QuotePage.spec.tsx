import {
  HttpResponse,
  aQuote,
  aVehicleQuote,
  answerQuote,
  renderPage,
  server,
  tripHttp,
  answerCancellationTerms,
} from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FlowState } from '@/features/booking/flow';
import { customerSession } from '@/testing/flow';
import { QuotePage } from './QuotePage';
import { quotePath } from './quoteSearch';

// The pages show the current fare version's cancellation terms (GET /api/fares/cancellation).
beforeEach(() => server.use(answerCancellationTerms()));

const roundTrip = {
  tripType: 'round-trip' as const,
  from: 'Jabalpur, MP, India',
  to: 'Bandhavgarh',
  pickupAt: '2030-12-20T06:00:00+05:30',
  returnAt: '2030-12-21T20:00:00+05:30',
};
const ertiga = aVehicleQuote({
  vehicle: 'Ertiga',
  seats: 6,
  lines: [
    { code: 'distance', label: 'Distance', labelHi: 'दूरी', quantity: 500, rate: 14, amount: 7000 },
    { code: 'driver-allowance', label: 'Driver Allowance', labelHi: 'ड्राइवर भत्ता', quantity: 2, rate: 300, amount: 600 },
    { code: 'night-allowance', label: 'Night Allowance', labelHi: 'रात का भत्ता', quantity: 1, rate: 250, amount: 250 },
  ],
  taxable: 7476,
  gst: 374,
  total: 7850,
  advance: 1570,
});

function open(session?: typeof customerSession, chosen?: string) {
  return renderPage(<QuotePage />, { path: '/quote', url: quotePath(roundTrip, chosen), session });
}

/** The login page's address that returns to `path` (as the shell's guard writes it). */
const loginReturningTo = (path: string) => `/login?returnTo=${encodeURIComponent(path)}`;

describe(QuotePage.name, () => {
  it('asks the server for the searched trip and shows every vehicle line by line, with taxable, GST, total and advance', async () => {
    const seen: unknown[] = [];
    server.use(answerQuote(aQuote({ vehicles: [aVehicleQuote(), ertiga] }), seen));
    open();
    const card = await screen.findByRole('listitem', { name: 'Ertiga' });
    expect(seen).toEqual([roundTrip]);
    expect(card).toHaveTextContent('6 seats');
    const rows = within(within(card).getByRole('table'))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Distance500 × ₹14.00₹7,000.00',
      'Driver Allowance2 × ₹300.00₹600.00',
      'Night Allowance1 × ₹250.00₹250.00',
      'Taxable Value₹7,476.00',
      'GST (included)₹374.00',
      'Total₹7,850.00',
      'Advance₹1,570.00',
    ]);
    expect(card).toHaveTextContent('Tolls');
    expect(within(card).getByText('Paid extra, as actuals')).toBeInTheDocument();
    expect(screen.getByText('Fares of tariff version 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cancellation terms' })).toBeInTheDocument();
    const terms = within(screen.getByTestId('cancellation-terms'));
    expect(await terms.findByText('24 hours or more before pickup: free, no charge.')).toBeInTheDocument();
    expect(terms.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '24 hours or more before pickup: free, no charge.',
      'Less than 24 and at least 6 hours before pickup: 25% of the fare.',
      'Less than 6 hours before pickup: 50% of the fare.',
      'After the pickup time (no-show): 100% of the fare.',
      'Offer bookings follow the same terms, counted on the offer price.',
    ]);
  });

  it('sends a visitor to log in to book, keeping the quote and the chosen vehicle, and a customer to the passenger details', async () => {
    server.use(answerQuote(aQuote({ vehicles: [ertiga] })));
    const visitor = open();
    expect(screen.getByRole('link', { name: 'Log in or register to book a vehicle.' })).toHaveAttribute(
      'href',
      loginReturningTo(quotePath(roundTrip)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Book Ertiga' }));
    expect(visitor.location()).toBe(loginReturningTo(quotePath(roundTrip, 'Ertiga')));
    visitor.unmount();

    const customer = open(customerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Book Ertiga' }));
    expect(customer.location()).toBe('/customerdetailform');
    const state = customer.locationState() as FlowState;
    expect(state.flow).toBe('trip');
    expect(state.offer).toMatchObject({
      from: 'Jabalpur, MP, India',
      to: 'Bandhavgarh',
      date: '2030-12-20',
      startTime: '06:00',
      dropDate: '2030-12-21',
      vehicle: 'Ertiga',
      seats: 6,
      request: { ...roundTrip, vehicle: 'Ertiga' },
      priced: ertiga,
    });
  });

  it('marks the vehicle chosen before logging in and focuses its Book button', async () => {
    server.use(answerQuote(aQuote({ vehicles: [aVehicleQuote(), ertiga] })));
    open(customerSession, 'Ertiga');
    const card = await screen.findByRole('listitem', { name: 'Ertiga' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(card).toHaveTextContent('Your choice: book it now, or pick another vehicle.');
    expect(within(card).getByRole('button', { name: 'Book Ertiga' })).toHaveFocus();
    const other = screen.getAllByRole('listitem').find((li) => li !== card && li.getAttribute('aria-label'));
    expect(other).not.toHaveAttribute('aria-current');
  });

  it("shows the server's message when the trip cannot be priced", async () => {
    server.use(
      tripHttp.post('/api/quotes', () =>
        HttpResponse.json(
          { statusCode: 422, message: 'We do not know the place "Atlantis"; pick a place from the suggestions.' },
          { status: 422 },
        ),
      ),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not know the place "Atlantis"');
  });

  it('says so when the URL holds no search', () => {
    renderPage(<QuotePage />, { path: '/quote', url: '/quote?tripType=local' });
    expect(screen.getByText('No trip searched yet.')).toBeInTheDocument();
  });
});
