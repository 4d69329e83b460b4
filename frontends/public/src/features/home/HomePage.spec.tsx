import type { Offer } from '@jbp/shared';
import { HttpResponse, aPackage, anOffer, answerPackages, http, renderPage, server } from '@jbp/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from './HomePage';

const offer = (extra: Partial<Offer> = {}): Offer =>
  anOffer({
    from: 'Jabalpur',
    to: 'Nagpur',
    vehicle: 'Crysta',
    seats: 7,
    date: '2026-12-22',
    startTime: '10:00',
    endTime: '12:00',
    amount: 3999,
    ...extra,
  });

/** GET /api/offers answers these offers, a page at a time as the server does (X-Total-Count). */
function openOffers(offers: Offer[], asked: string[] = []) {
  server.use(
    http.get('/api/offers', ({ request, response }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? offers.length);
      const data = offers.slice((page - 1) * limit, page * limit);
      return response(200).json({ success: true, data, error: null }, { headers: { 'X-Total-Count': String(offers.length) } });
    }),
    answerPackages([]),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

// A server fault is no documented answer of an operation, hence the untyped responses.
const SERVER_FAULT = { statusCode: 500, message: 'Internal server error' };

describe(HomePage.name, () => {
  it('shows the contact phone and e-mail, and the maintenance notice in English and Hindi', async () => {
    openOffers([]);
    renderPage(<HomePage />);
    expect(screen.getAllByRole('link', { name: /\+91 761 400 1234/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /bookings@jabalpurcabs\.in/ }).length).toBeGreaterThan(0);
    const notice = screen.getByRole('region', { name: 'Maintenance notice' });
    expect(notice).toHaveTextContent('we are upgrading our booking system');
    expect(notice.querySelector('[lang="hi-IN"]')?.textContent).toMatch(/[\u0900-\u097F]/);
    expect((await screen.findAllByText('No offers found.')).length).toBeGreaterThan(0);
  });

  it('groups the count of offers the Indian way', async () => {
    openOffers(Array.from({ length: 1250 }, (_, i) => offer({ _id: i + 1, id: i + 1, to: `Town ${i + 1}` })));
    renderPage(<HomePage />);
    expect(await screen.findByText('Showing 20 of 1,250 offers')).toBeInTheDocument();
  });

  it('lists 20 offers, then "Show more offers" reads the next page until all are shown', async () => {
    const asked: string[] = [];
    const many = Array.from({ length: 25 }, (_, i) => offer({ _id: i + 1, id: i + 1, to: `Town ${i + 1}`, amount: 2000 + i }));
    openOffers(many, asked);
    renderPage(<HomePage />);
    const list = await screen.findByRole('list', { name: 'Available Offers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25 offers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more offers' }));
    expect(await screen.findByText('Showing 25 of 25 offers')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getByText(/Town 25/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more offers' })).not.toBeInTheDocument();
    expect(asked).toEqual(['?page=1&limit=20', '?page=2&limit=20']);
  });

  it('opens the offers popup 300 ms after load, and Close closes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openOffers([offer()]);
    renderPage(<HomePage />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Available Offers' });
    expect(dialog).toHaveTextContent('Jabalpur → Nagpur');
    vi.useRealTimers();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the eight cab types, the Hindi Jabalpur-only notice, login panel and support cards', async () => {
    openOffers([]);
    renderPage(<HomePage />);
    for (const t of [
      'One-way',
      'Round Trip',
      'Local City',
      'Airport / Railway Station',
      'Marriage',
      'Office',
      'Tour Package',
      'National Park',
    ]) {
      expect(screen.getByText(t, { selector: 'p' })).toBeInTheDocument();
    }
    // Every cab type leads to a working page: a search tab, or its packages.
    const linkOf = (name: string) => screen.getByText(name, { selector: 'p' }).closest('a');
    expect(linkOf('Round Trip')).toHaveAttribute('href', '/cabs/round-trip');
    expect(linkOf('Local City')).toHaveAttribute('href', '/cabs/local');
    expect(linkOf('Airport / Railway Station')).toHaveAttribute('href', '/cabs/airport-railway');
    expect(linkOf('Marriage')).toHaveAttribute('href', '/packages?type=marriage');
    expect(linkOf('National Park')).toHaveAttribute('href', '/packages?type=national-park');
    expect(document.querySelector('a[href="#"]')).toBeNull();
    // The notice stands once, under the one-way search form (its code loads after the first paint).
    expect(await screen.findByText(/सेवा अभी केवल जबलपुर से ही उपलब्ध/)).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getAllByText(/सेवा अभी केवल जबलपुर से ही उपलब्ध/)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Why log in?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What citizens can book' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Services for travel agents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We are a phone call away' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'OFFER VISIT' })[0]).toHaveAttribute('href', '/todayoffer');
    await screen.findAllByText('No offers found.');
  });

  it("shows 'No offers found.' for an empty list", async () => {
    openOffers([]);
    renderPage(<HomePage />);
    expect((await screen.findAllByText('No offers found.')).length).toBeGreaterThan(0);
  });

  it('shows the offers from the server in the Available Offers section', async () => {
    openOffers([offer(), offer({ to: 'Katni', amount: 1500 })]);
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'Available Offers' });
    expect(within(section).getByRole('status', { name: 'Loading offers' })).toBeInTheDocument();
    const table = await within(section).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('Katni');
    expect(table).toHaveTextContent('₹1,500');
  });

  it("logs a failed offers load and shows 'No offers found.'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/offers', ({ response }) => response.untyped(HttpResponse.json(SERVER_FAULT, { status: 500 }))),
      answerPackages([]),
    );
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'Available Offers' });
    expect(await within(section).findByText('No offers found.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch offers', expect.anything());
  });

  it('lists the active packages from the server, each linking to its page', async () => {
    openOffers([]);
    const safari = aPackage();
    server.use(answerPackages([safari, aPackage({ title: 'Old wedding deal', active: false })]));
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'Marriage, office, tour and national-park packages' });
    const link = await within(section).findByRole('link', { name: 'Bandhavgarh safari, 2 days' });
    expect(link).toHaveAttribute('href', `/packages/${safari.id}`);
    expect(section).toHaveTextContent('Dzire ₹6,500.00');
    expect(section).not.toHaveTextContent('Old wedding deal');
    expect(within(section).getByRole('link', { name: 'All packages' })).toHaveAttribute('href', '/packages');
  });
});
