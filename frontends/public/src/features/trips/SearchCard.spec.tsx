import { http, renderPage, server } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchCard } from './SearchCard';
import { searchProblems } from './QuoteSearchForm';
import { readQuoteSearch } from './quoteSearch';

const TODAY = '2026-12-01';
const base = {
  to: '',
  stop: '',
  address: '',
  station: 'Jabalpur Junction',
  direction: 'to-station' as const,
  date: '',
  time: '',
  returnDate: '',
  returnTime: '',
  hours: '8',
};

describe(SearchCard.name, () => {
  // The place fields ask for suggestions as they are typed in; none are needed here.
  beforeEach(() => server.use(http.get('/api/places', ({ response }) => response(200).json([]))));

  it('shows four tabs with one way selected and only that tab in the tab order', async () => {
    renderPage(<SearchCard />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['One way', 'Round trip', 'Local', 'Airport/Railway']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0].id);
    expect(await within(panel).findByRole('form', { name: 'One-way trip' })).toBeInTheDocument();
    expect(within(panel).getByText(/only from Jabalpur/)).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping at the ends', async () => {
    renderPage(<SearchCard />);
    const tabs = screen.getAllByRole('tab');
    await userEvent.click(tabs[0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'Round trip search' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('checks the round trip inline and opens the quote page with every input in the URL', async () => {
    const view = renderPage(<SearchCard initialTab="round-trip" />);
    const form = await screen.findByRole('form', { name: 'Round trip search' });
    expect(within(form).getByLabelText('Pickup')).toHaveValue('Jabalpur, MP, India');
    await userEvent.click(within(form).getByRole('button', { name: 'See Fares' }));
    expect(within(form).getByText('Choose where you are going.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the pickup date.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the return date.')).toBeInTheDocument();
    expect(view.location()).toBe('/');

    await userEvent.type(within(form).getByLabelText('Destination'), 'Bandhavgarh');
    await userEvent.type(within(form).getByLabelText('Date'), '2030-12-20');
    await userEvent.type(within(form).getByLabelText('Pickup Time'), '06:00');
    await userEvent.type(within(form).getByLabelText('Return Date'), '2030-12-21');
    await userEvent.type(within(form).getByLabelText('Return Time'), '20:00');
    await userEvent.click(within(form).getByRole('button', { name: 'See Fares' }));
    expect(view.location()).toMatch(/^\/quote\?/);
    expect(readQuoteSearch(new URLSearchParams(view.location().split('?')[1]))).toEqual({
      tripType: 'round-trip',
      from: 'Jabalpur, MP, India',
      to: 'Bandhavgarh',
      pickupAt: '2030-12-20T06:00:00+05:30',
      returnAt: '2030-12-21T20:00:00+05:30',
    });
  });

  it('sends an airport drop from the city address to the chosen station', async () => {
    const view = renderPage(<SearchCard initialTab="airport-railway" />);
    const form = await screen.findByRole('form', { name: 'Airport and railway station search' });
    await userEvent.selectOptions(within(form).getByLabelText('Airport or station'), 'Dumna Airport, Jabalpur');
    await userEvent.type(within(form).getByLabelText('Your address in Jabalpur'), 'Napier Town, Jabalpur');
    await userEvent.type(within(form).getByLabelText('Date'), '2030-12-20');
    await userEvent.type(within(form).getByLabelText('Pickup Time'), '04:30');
    await userEvent.click(within(form).getByRole('button', { name: 'See Fares' }));
    expect(readQuoteSearch(new URLSearchParams(view.location().split('?')[1]))).toEqual({
      tripType: 'airport-railway',
      from: 'Napier Town, Jabalpur',
      to: 'Dumna Airport, Jabalpur',
      pickupAt: '2030-12-20T04:30:00+05:30',
    });
  });
});

describe('search checks', () => {
  it.each([
    ['a date before today (IST)', { date: '2026-11-30', time: '10:00', address: 'x' }, 'local', { date: 'dateInPast' }],
    ['today', { date: TODAY, time: '10:00', address: 'x' }, 'local', {}],
    ['no address for a local car', { date: TODAY, time: '10:00' }, 'local', { address: 'addressRequired' }],
    [
      'a return at the pickup minute',
      { to: 'Bandhavgarh', date: TODAY, time: '10:00', returnDate: TODAY, returnTime: '10:00' },
      'round-trip',
      { returnDate: 'returnAfterPickup' },
    ],
    [
      'a return one minute later',
      { to: 'Bandhavgarh', date: TODAY, time: '10:00', returnDate: TODAY, returnTime: '10:01' },
      'round-trip',
      {},
    ],
  ] as const)('%s', (_name, values, tripType, problems) => {
    expect(searchProblems(tripType, { ...base, ...values }, TODAY)).toEqual(problems);
  });
});
