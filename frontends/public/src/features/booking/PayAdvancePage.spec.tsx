import { queryKeys } from '@jbp/shared';
import { aBooking, aCustomer, aVehicleQuote, http, renderPage, server, answerCancellationTerms } from '@jbp/shared/testing';
import { rideFromQuote } from '@/features/trips/QuotePage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import type { RideChoice } from './flow';
import { bookingTexts } from './booking.i18n';
import { PayAdvancePage } from './PayAdvancePage';

// The pages show the current fare version's cancellation terms (GET /api/fares/cancellation).
beforeEach(() => server.use(answerCancellationTerms()));

const { bookingSuccess: BOOKING_SUCCESS, bookingFailed: BOOKING_FAILED } = bookingTexts.en;

const offer: RideChoice = {
  from: 'Jabalpur, MP, India',
  to: 'Bhopal, Madhya Pradesh, India',
  date: '2026-12-20',
  startTime: '07:30',
  pickupInfo: 'Bus station to Bus station',
  distance: 312.4,
  duration: 380,
  vehicle: 'Dzire',
  seats: 5,
  baseAmount: 5008,
  driverAllowance: 200,
  totalAmount: 5208,
};
const passenger = {
  name: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.in',
  idType: 'Aadhar Card' as const,
  idNumber: '123412341234',
};
const session = { token: 't', role: 'customer' };

function open(state: unknown = { offer, flow: 'oneway', passenger }, flow: 'oneway' | 'offer' = 'oneway') {
  return renderPage(<PayAdvancePage flow={flow} />, {
    path: flow === 'offer' ? '/offerpayadvance' : '/onewaypayadvance',
    state,
    session,
    extraRoutes: { '/customerprofile': <h1>Customer profile page</h1> },
  });
}

const code = () => screen.getByTestId('captcha-code').textContent ?? '';
const captchaInput = () => screen.getByLabelText('Enter the code shown (case-sensitive)');
const book = () => screen.getByRole('button', { name: 'Book' });
const terms = () => screen.getByRole('checkbox');

interface SentBooking {
  idempotencyKey: string | null;
  body: unknown;
}

/** Answers POST /api/bookings with a new booking (or the server's refusal) and keeps each request. */
function bookingAnswers(refusal?: string) {
  const sent: SentBooking[] = [];
  server.use(
    http.post('/api/bookings', async ({ request, response }) => {
      sent.push({ idempotencyKey: request.headers.get('idempotency-key'), body: await request.json() });
      if (refusal) return response(409).json({ statusCode: 409, message: refusal });
      return response(201).json({ data: aBooking({ id: 51, _id: 51 }) });
    }),
  );
  return sent;
}

function swapCase(s: string): string {
  return [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
}

afterEach(() => {
  vi.useRealTimers();
});

describe(PayAdvancePage.name, () => {
  it('shows Journey Summary, Payment Summary with the server amounts and Passenger Information', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Journey Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Passenger Information' })).toBeInTheDocument();
    expect(screen.getByText('₹5,008.00')).toBeInTheDocument();
    expect(screen.getByText('₹200.00')).toBeInTheDocument();
    expect(screen.getByText('₹5,208.00')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/customertermsconditions');
  });

  it('shows a 6-character alphanumeric captcha that Refresh replaces', async () => {
    open();
    const first = code();
    expect(first).toMatch(/^[A-Za-z0-9]{6}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(code()).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(code()).not.toBe(first);
  });

  it('keeps Book disabled until the exact code is typed and the terms box is ticked', async () => {
    open();
    expect(book()).toBeDisabled();
    await userEvent.type(captchaInput(), code());
    expect(book()).toBeDisabled();
    await userEvent.click(terms());
    expect(book()).toBeEnabled();
    await userEvent.click(terms());
    expect(book()).toBeDisabled();
  });

  it('says beside the disabled Book what it waits for, and that a wrong code is wrong', async () => {
    open();
    expect(book()).toHaveAccessibleDescription('To book: accept the terms, type the code from the picture.');
    await userEvent.click(terms());
    expect(book()).toHaveAccessibleDescription('To book: type the code from the picture.');
    await userEvent.type(captchaInput(), 'zz');
    await userEvent.tab();
    expect(captchaInput()).toHaveAccessibleDescription('The code does not match the picture; type it again.');
    await userEvent.clear(captchaInput());
    await userEvent.type(captchaInput(), code());
    expect(captchaInput()).not.toHaveAttribute('aria-invalid');
    expect(book()).toBeEnabled();
    expect(book()).not.toHaveAccessibleDescription();
  });

  it('sends and shows the pickup and drop addresses of the details page', async () => {
    const sent = bookingAnswers();
    const addresses = { pickupAddress: '12 Napier Town', pickupLandmark: 'Opposite the Gurudwara', dropAddress: 'Hotel Palash' };
    open({ offer, flow: 'oneway', passenger, addresses });
    expect(screen.getByText('12 Napier Town')).toBeInTheDocument();
    expect(screen.getByText('Opposite the Gurudwara')).toBeInTheDocument();
    expect(screen.getByText('Hotel Palash')).toBeInTheDocument();
    await userEvent.click(terms());
    await userEvent.type(captchaInput(), code());
    await userEvent.click(book());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ addresses });
  });

  it('leads back to the details page when the server refuses one of its fields', async () => {
    bookingAnswers('addresses.pickupAddress must be one line of text without control characters');
    const addresses = { pickupAddress: '12 Napier Town', dropAddress: 'Hotel Palash' };
    open({ offer, flow: 'oneway', passenger, addresses });
    await userEvent.click(terms());
    await userEvent.type(captchaInput(), code());
    await userEvent.click(book());
    const link = await screen.findByRole('link', { name: 'Change the details' });
    expect(link).toHaveAttribute('href', '/customerdetailform');
  });

  it('treats the captcha as case-sensitive', async () => {
    open();
    // Make sure the code has letters so that swapping case changes it.
    while (!/[A-Za-z]/.test(code())) await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await userEvent.click(terms());
    await userEvent.type(captchaInput(), swapCase(code()));
    expect(book()).toBeDisabled();
    await userEvent.clear(captchaInput());
    await userEvent.type(captchaInput(), code());
    expect(book()).toBeEnabled();
  });

  it('books once with an Idempotency-Key and no amounts, then shows success and goes to the profile', async () => {
    const posts = bookingAnswers();
    const view = open();
    await userEvent.type(captchaInput(), code());
    await userEvent.click(terms());
    await userEvent.dblClick(book());
    expect(await screen.findByText(BOOKING_SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('🎉');
    expect(posts).toHaveLength(1);
    expect(posts[0].idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(posts[0].body).toEqual({
      tripType: 'one-way',
      from: offer.from,
      to: offer.to,
      date: '2026-12-20',
      time: '07:30',
      vehicle: 'Dzire',
      passenger,
      pickupInfo: 'Bus station to Bus station',
    });
    await waitFor(() => expect(view.location()).toBe('/customerprofile'), { timeout: 3000 });
    // The profile opens with this booking's confirmation card.
    expect(view.locationState()).toEqual({ justBooked: 51 });
  });

  it('shows the failure message and stays on the page when booking fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const posts = bookingAnswers('This offer has already been booked.');
    const view = open();
    await userEvent.type(captchaInput(), code());
    await userEvent.click(terms());
    await userEvent.click(book());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_FAILED);
    expect(alert).toHaveTextContent('This offer has already been booked.');
    expect(log).toHaveBeenCalledWith('Failed to create booking', expect.anything());
    expect(view.location()).toBe('/onewaypayadvance');
    expect(book()).toBeEnabled();
    // A retry reuses the same key, so the server can answer with the first booking.
    await userEvent.click(book());
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1].idempotencyKey).toBe(posts[0].idempotencyKey);
    expect(view.location()).toBe('/onewaypayadvance');
  });

  it('sends the offer id for an offer booking and shows the offer price', async () => {
    const posts = bookingAnswers();
    const offerRide: RideChoice = {
      from: 'Jabalpur',
      to: 'Nagpur',
      date: '2026-12-22',
      startTime: '10:00',
      endTime: '12:00',
      vehicle: 'Crysta',
      amount: 3999,
      offerId: 77,
    };
    open({ offer: offerRide, flow: 'offer', passenger }, 'offer');
    expect(screen.getByText('Offer Price')).toBeInTheDocument();
    expect(screen.getByText('₹3,999.00')).toBeInTheDocument();
    await userEvent.type(captchaInput(), code());
    await userEvent.click(terms());
    await userEvent.click(book());
    await screen.findByText(BOOKING_SUCCESS);
    expect(posts[0].body).toMatchObject({ offerId: 77, vehicle: 'Crysta', time: '10:00' });
  });

  it('marks the cached bookings and open offers stale after booking, so they are read again', async () => {
    bookingAnswers();
    const view = open();
    view.queryClient.setQueryData(queryKeys.myBookings, []);
    view.queryClient.setQueryData(queryKeys.offers, []);
    await userEvent.type(captchaInput(), code());
    await userEvent.click(terms());
    await userEvent.click(book());
    await screen.findByText(BOOKING_SUCCESS);
    await waitFor(() => expect(view.queryClient.getQueryState(queryKeys.myBookings)?.isInvalidated).toBe(true));
    expect(view.queryClient.getQueryState(queryKeys.offers)?.isInvalidated).toBe(true);
  });

  it("shows 'No booking data found.' with Go Back when the ride lacks from or vehicle", () => {
    open({ offer: { ...offer, vehicle: '' } });
    expect(screen.getByText('No booking data found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});

// Many keystrokes each (search, name, mobile): slow on a loaded machine.
describe(`${PayAdvancePage.name} for an admin booking on a customer's behalf`, { timeout: 15_000 }, () => {
  const customers = [
    aCustomer({ _id: 7, id: 7, fullName: 'Asha Verma', email: 'asha@example.in', mobile: '9876500001', active: true }),
    aCustomer({ _id: 8, id: 8, fullName: 'Rahul Dubey', email: 'rahul@example.in', mobile: '9876500002', active: true }),
    aCustomer({ _id: 9, id: 9, fullName: 'Old Account', email: 'old@example.in', mobile: '9876500003', active: false }),
  ];

  /** The customers list, and POST /api/admin/bookings answering booking 41 (or a refusal); keeps each request. */
  function adminAnswers(list = customers, refusal?: string) {
    const sent: SentBooking[] = [];
    server.use(
      http.get('/api/users/customers', ({ response }) => response(200).json(list)),
      http.post('/api/admin/bookings', async ({ request, response }) => {
        sent.push({ idempotencyKey: request.headers.get('idempotency-key'), body: await request.json() });
        if (refusal) return response(400).json({ statusCode: 400, message: refusal });
        return response(201).json({ data: aBooking({ id: 41, _id: 41 }) });
      }),
      http.post('/api/bookings', ({ request }) => {
        throw new Error(`An admin booking must not go to ${request.url}`);
      }),
    );
    return sent;
  }

  function openAsAdmin() {
    return renderPage(<PayAdvancePage flow="oneway" />, {
      path: '/onewaypayadvance',
      state: { offer, flow: 'oneway', passenger },
      session: { token: 'admin-token', role: 'admin' },
      extraRoutes: { '/bookingdetail/:id': <h1>Booking detail page</h1> },
    });
  }

  async function readyToBook() {
    await userEvent.type(captchaInput(), code());
    await userEvent.click(screen.getByRole('checkbox'));
  }

  it('books for an existing customer found by search with POST /api/admin/bookings, then opens the booking', async () => {
    const sent = adminAnswers();
    const view = openAsAdmin();
    const section = screen.getByRole('group', { name: 'Book for customer' });
    expect(section).toBeInTheDocument();
    await readyToBook();
    expect(book()).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Search customers'), '500002');
    expect(await screen.findByText('Rahul Dubey')).toBeInTheDocument();
    expect(screen.queryByText('Asha Verma', { selector: 'span' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Rahul Dubey/ }));
    await userEvent.click(book());

    expect(await screen.findByRole('alert')).toHaveTextContent('Booking successful! Opening the booking... 🎉');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ customerId: 8, from: offer.from, to: offer.to, vehicle: 'Dzire', passenger });
    expect(sent[0].idempotencyKey).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/bookingdetail/41'), { timeout: 3000 });
  });

  it('lists only active customers', async () => {
    adminAnswers();
    openAsAdmin();
    expect(await screen.findByRole('radio', { name: /Asha Verma/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Old Account/ })).not.toBeInTheDocument();
  });

  it('books for a new customer by name and mobile', async () => {
    const sent = adminAnswers([]);
    openAsAdmin();
    await readyToBook();
    await userEvent.click(screen.getByRole('radio', { name: 'New customer' }));
    await userEvent.type(screen.getByLabelText('Customer name'), 'Kamla Bai');
    await userEvent.type(screen.getByLabelText(/Customer mobile/), '12345 67890');
    expect(book()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/Customer mobile/));
    await userEvent.type(screen.getByLabelText(/Customer mobile/), '+91 98765 43210');
    await userEvent.click(book());
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking successful! Opening the booking... 🎉');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ customer: { fullName: 'Kamla Bai', mobile: '9876543210' } });
    expect(sent[0].body).not.toHaveProperty('customerId');
  });

  it("shows the server's reason when the admin booking fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adminAnswers(customers, 'This mobile number belongs to an agent or admin account.');
    openAsAdmin();
    await readyToBook();
    await userEvent.click(await screen.findByRole('radio', { name: /Asha Verma/ }));
    await userEvent.click(book());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_FAILED);
    expect(alert).toHaveTextContent('This mobile number belongs to an agent or admin account.');
  });

  describe('a quoted trip', () => {
    const request = {
      tripType: 'round-trip' as const,
      from: 'Jabalpur, MP, India',
      to: 'Bandhavgarh',
      pickupAt: '2030-12-20T06:00:00+05:30',
      returnAt: '2030-12-21T20:00:00+05:30',
    };
    const ride = rideFromQuote(request, aVehicleQuote(), 412);
    const openTrip = () =>
      renderPage(<PayAdvancePage flow="trip" />, {
        path: '/trippayadvance',
        state: { offer: ride, flow: 'trip', passenger },
        session,
        extraRoutes: { '/customerprofile': <h1>Customer profile page</h1> },
      });

    it("shows the quote's lines, taxable value, GST, total and advance, and the cancellation terms before Book", async () => {
      openTrip();
      const payment = screen.getByRole('heading', { name: 'Payment Summary' }).closest('section') as HTMLElement;
      for (const text of [
        '500 km (minimum 250 km a day × 2 days)',
        '₹5,500.00',
        'Driver Allowance (2 days)',
        '₹600.00',
        '₹5,810.00',
        '₹290.00',
        '₹6,100.00',
        '₹1,220.00',
      ]) {
        expect(payment).toHaveTextContent(text);
      }
      expect(screen.getByRole('heading', { name: 'Cancellation terms' })).toBeInTheDocument();
      expect(await screen.findByText('Less than 24 and at least 6 hours before pickup: 25% of the fare.')).toBeInTheDocument();
      expect(screen.getByText('21 Dec 2030')).toBeInTheDocument();
    });

    it('books with the trip type and the searched inputs, never an amount', async () => {
      const posts = bookingAnswers();
      openTrip();
      await userEvent.type(captchaInput(), code());
      await userEvent.click(terms());
      await userEvent.click(book());
      expect(await screen.findByText(BOOKING_SUCCESS)).toBeInTheDocument();
      expect(posts[0].body).toEqual({
        tripType: 'round-trip',
        from: 'Jabalpur, MP, India',
        to: 'Bandhavgarh',
        returnAt: '2030-12-21T20:00:00+05:30',
        vehicle: 'Dzire',
        date: '2030-12-20',
        time: '06:00',
        passenger,
      });
    });
  });
});
