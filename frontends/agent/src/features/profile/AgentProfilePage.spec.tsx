import type { Offer } from '@jbp/shared';
import { anOffer, aProfile, http, HttpResponse, renderPage, server } from '@jbp/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferBookedEvent } from '../bookings/offerBookedSocket';
import { AgentProfilePage } from './AgentProfilePage';

// The live `offerBooked` notice: the test holds the listener the page subscribes and calls it.
const live = vi.hoisted(() => ({ listener: undefined as ((event: OfferBookedEvent) => void) | undefined }));
vi.mock('../bookings/offerBookedSocket', () => ({
  subscribeToOfferBookings: (_token: string, onBooked: (event: OfferBookedEvent) => void) => {
    live.listener = onBooked;
    return () => (live.listener = undefined);
  },
}));

const session = { token: 't', role: 'agent' };

const profile = aProfile({
  role: 'agent',
  fullName: 'Ravi Patel',
  email: 'ravi@example.in',
  mobile: '9876543210',
  area: 'Wright Town',
  address: 'Wright Town',
  createdAt: '2025-03-04T10:00:00.000Z',
});

const offer = (status: Offer['status'], extra: Partial<Offer> = {}) =>
  anOffer({
    from: 'Jabalpur, Madhya Pradesh, India',
    to: 'Nagpur, Maharashtra, India',
    vehicle: 'Crysta',
    seats: 7,
    date: '2030-02-01',
    startTime: '10:00',
    endTime: '12:00',
    distance: 280,
    amount: 3500,
    status,
    ...extra,
  });

/** GET /api/auth/profile answers the agent's profile. */
function answerProfile() {
  server.use(http.get('/api/auth/profile', ({ response }) => response(200).json(profile)));
}

/** GET /api/offers/mine answers these offers. */
function answerMyOffers(offers: Offer[]) {
  server.use(http.get('/api/offers/mine', ({ response }) => response(200).json({ data: offers })));
}

const agentBooking = {
  id: 42,
  reference: 'JBP-000042',
  offerId: 7,
  status: 'pending' as const,
  from: 'Jabalpur, Jabalpur, Madhya Pradesh, India',
  to: 'Nagpur, Nagpur, Maharashtra, India',
  date: '2030-02-01',
  time: '07:30',
  vehicle: 'Dzire',
  totalAmount: 2500,
  customer: { name: 'Asha Verma', mobile: '9876500011' },
  pickupAddress: '12 Napier Town (landmark: Opposite the Gurudwara)',
  pickupInfo: null,
  dropAddress: 'Sitabuldi, Nagpur',
  assignment: null,
  canAssign: true,
};

/** GET /api/agent/bookings answers these bookings of the agent's offers. */
function answerAgentBookings(rows: (typeof agentBooking)[]) {
  server.use(http.get('/api/agent/bookings', ({ response }) => response(200).json({ data: rows })));
}

describe(AgentProfilePage.name, () => {
  beforeEach(() => answerAgentBookings([]));

  it("lists the bookings of the agent's offers with whom to pick up, and a live booking reloads them", async () => {
    answerProfile();
    answerMyOffers([]);
    renderPage(<AgentProfilePage />, { session, path: '/agentprofile' });
    expect(await screen.findByText('No customer has booked your offers yet.')).toBeInTheDocument();
    answerAgentBookings([agentBooking]);
    act(() =>
      live.listener?.({
        offerId: 7,
        bookingId: 42,
        reference: 'JBP-000042',
        from: agentBooking.from,
        to: agentBooking.to,
        date: '2030-02-01',
        time: '07:30',
        customerName: 'Asha Verma',
        customerMobile: '9876500011',
        pickup: agentBooking.pickupAddress,
        noticeId: 1,
      }),
    );
    expect(await screen.findByText(/New booking JBP-000042: Asha Verma/)).toBeInTheDocument();
    expect(await screen.findByText('12 Napier Town (landmark: Opposite the Gurudwara)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9876500011' })).toHaveAttribute('href', 'tel:+919876500011');
  });

  it('shows the profile with its creation date, and the own offers with their state', async () => {
    answerProfile();
    answerMyOffers([offer('open'), offer('booked', { to: 'Bhopal, Madhya Pradesh, India' }), offer('expired')]);
    renderPage(<AgentProfilePage />, { session, path: '/agentprofile' });
    expect(await screen.findByRole('heading', { name: 'Ravi Patel' })).toBeInTheDocument();
    expect(screen.getByText('Member since 4 Mar 2025')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('my-offer');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('Open')).toHaveAttribute('data-state', 'open');
    expect(within(cards[1]).getByText('Booked')).toHaveAttribute('data-state', 'booked');
    expect(cards[1]).toHaveTextContent('Bhopal');
    expect(within(cards[2]).getByText('Expired')).toHaveAttribute('data-state', 'expired');
    expect(cards[0]).toHaveTextContent('₹3,500');
    expect(cards[0]).toHaveTextContent('1 Feb 2030');
    expect(cards[0]).toHaveTextContent('10:00 am - 12:00 pm');
    expect(cards[0]).toHaveTextContent('280 km');
  });

  it('edits the profile with Edit Profile / Cancel / Save Changes and accepts only images as the photo', async () => {
    const saved: unknown[] = [];
    answerProfile();
    answerMyOffers([]);
    server.use(
      http.put('/api/auth/profile', async ({ request, response }) => {
        const body = await request.json();
        saved.push(body);
        return response(200).json({ ...profile, ...body, profileImage: profile.profileImage });
      }),
    );
    renderPage(<AgentProfilePage />, { session, path: '/agentprofile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Change Photo')).toHaveAttribute('accept', 'image/*');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const city = screen.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Katni');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ city: 'Katni', area: 'Wright Town' });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('has a side menu linking /addoffer and /agenttermcondition that the Menu button toggles on phones', async () => {
    answerProfile();
    answerMyOffers([]);
    renderPage(<AgentProfilePage />, { session, path: '/agentprofile' });
    const nav = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(within(nav).getByRole('link', { name: 'Add Travel Offer' })).toHaveAttribute('href', '/addoffer');
    expect(within(nav).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/agenttermcondition');
    expect(nav).toHaveClass('hidden');
    const toggle = screen.getByRole('button', { name: /Menu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide menu');
    expect(nav).toHaveClass('block');
    await userEvent.click(toggle);
    expect(nav).toHaveClass('hidden');
    // Let the page's reads finish before the test ends.
    await screen.findByText('You have not added any offers yet.');
  });

  it('says so when the agent has no offers yet', async () => {
    answerProfile();
    answerMyOffers([]);
    renderPage(<AgentProfilePage />, { session, path: '/agentprofile' });
    expect(await screen.findByText('You have not added any offers yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('my-offer')).not.toBeInTheDocument();
  });

  it('says so when the offers cannot be loaded', async () => {
    answerProfile();
    server.use(
      http.get('/api/offers/mine', ({ response }) =>
        response.untyped(HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })),
      ),
    );
    renderPage(<AgentProfilePage />, { session, path: '/agentprofile' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your offers. Please refresh the page.');
  });

  it('shows skeletons while the offers load, then the offers', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    answerProfile();
    server.use(
      http.get('/api/offers/mine', async ({ response }) => {
        await released;
        return response(200).json({ data: [offer('open')] });
      }),
    );
    renderPage(<AgentProfilePage />, { session, path: '/agentprofile' });
    expect(screen.getByRole('status', { name: 'Loading your offers…' })).toBeInTheDocument();
    release();
    expect(await screen.findAllByTestId('my-offer')).toHaveLength(1);
    expect(screen.queryByRole('status', { name: 'Loading your offers…' })).not.toBeInTheDocument();
  });
});
