import type { Booking } from '@jbp/shared';
import { HttpResponse, aBill, aBooking, http, noActions, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RideHistory } from './RideHistory';

// A server fault is no documented answer of an operation, hence the untyped responses.
const SERVER_FAULT = { statusCode: 500, message: 'Internal server error' };

type Actions = Booking['actions'];

/** A booking of the list with the given status and the actions the server allows on it. */
function booking(id: number, status: Booking['status'], actions: Partial<Actions> = {}, overrides: Partial<Booking> = {}): Booking {
  return aBooking({
    id,
    _id: id,
    reference: `JBP-00000${id}`,
    from: 'Jabalpur, MP, India',
    to: 'Bhopal, Madhya Pradesh, India',
    date: '2026-12-20',
    time: '07:30',
    vehicle: 'Dzire',
    status,
    bill: aBill({ total: 123456.5, paid: 0, balance: 123456.5 }),
    actions: noActions(actions),
    ...overrides,
  });
}

/** GET /api/bookings answers `list` (after `hold`, when given) and counts the reads. */
function myBookings(list: Booking[], hold?: Promise<void>) {
  const reads = { count: 0 };
  server.use(
    http.get('/api/bookings', async ({ response }) => {
      reads.count += 1;
      await hold;
      return response(200).json({ data: list });
    }),
  );
  return reads;
}

const session = { token: 't', role: 'customer' };
const card = (ref: string) => screen.getByText(ref).closest('li') as HTMLElement;
const actionsOf = (ref: string) =>
  within(card(ref))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe(RideHistory.name, () => {
  it('shows six skeleton cards while bookings load', async () => {
    let release: () => void = () => undefined;
    myBookings([], new Promise((resolve) => (release = resolve)));
    renderPage(<RideHistory />, { session });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    release();
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
  });

  it("shows From, To, Date, Pickup Time, the bill's total (2 decimals, Indian grouping) and the status label", async () => {
    myBookings([booking(1, 'pending')]);
    renderPage(<RideHistory />, { session });
    const c = await screen.findByTestId('booking-card');
    expect(c).toHaveTextContent('Jabalpur, MP, India');
    expect(c).toHaveTextContent('Bhopal, Madhya Pradesh, India');
    expect(c).toHaveTextContent('20 Dec 2026');
    expect(c).toHaveTextContent('7:30 am');
    expect(within(c).getByTestId('card-total')).toHaveTextContent('₹1,23,456.50');
    expect(within(c).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(c).not.toHaveTextContent('Balance Due');
    expect(within(c).getByTestId('card-trip-type')).toHaveTextContent('One way');
  });

  it('shows the trip type of each booking', async () => {
    myBookings([{ ...booking(2, 'confirmed'), tripType: 'airport-railway' }]);
    renderPage(<RideHistory />, { session });
    expect(within(await screen.findByTestId('booking-card')).getByTestId('card-trip-type')).toHaveTextContent('Airport/Railway');
  });

  it("shows the office's reason on a booking it cancelled, and none on the others", async () => {
    myBookings([booking(3, 'cancelled', {}, { statusReason: 'The road to Bhopal is closed by floods.' }), booking(4, 'confirmed')]);
    renderPage(<RideHistory />, { session });
    await screen.findAllByTestId('booking-card');
    expect(within(card('JBP-000003')).getByTestId('status-reason')).toHaveTextContent(
      'Reason from our office: The road to Bhopal is closed by floods.',
    );
    expect(within(card('JBP-000004')).queryByTestId('status-reason')).not.toBeInTheDocument();
  });

  it('shows the fare lines the booking was priced with, and none for a booking without them', async () => {
    const fare = {
      lines: [
        { code: 'distance', label: '500 km (minimum 250 km a day × 2 days)', labelHi: '500 किमी', quantity: 500, rate: 11, amount: 5500 },
        { code: 'driver-allowance', label: 'Driver allowance, 2 days', labelHi: 'ड्राइवर भत्ता, 2 दिन', quantity: 2, rate: 300, amount: 600 },
      ],
      taxable: 5810,
      gst: 290,
      total: 6100,
      included: [],
      includedHi: [],
      extra: [],
      extraHi: [],
    };
    myBookings([booking(7, 'pending', {}, { tripType: 'round-trip', fare }), booking(8, 'pending', {}, { fare: null })]);
    renderPage(<RideHistory />, { session });
    await screen.findAllByTestId('booking-card');
    const rows = within(within(card('JBP-000007')).getByTestId('card-fare'))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      '500 km (minimum 250 km a day × 2 days)500 × ₹11.00₹5,500.00',
      'Driver allowance, 2 days2 × ₹300.00₹600.00',
      'Taxable Value₹5,810.00',
      'GST (included)₹290.00',
      'Total₹6,100.00',
    ]);
    expect(within(card('JBP-000008')).queryByTestId('card-fare')).not.toBeInTheDocument();
  });

  it('shows the advance paid and the balance the server worked out once something is paid', async () => {
    myBookings([booking(2, 'confirmed', {}, { advanceStatus: 'verified', bill: aBill({ total: 6058.75, paid: 1000, balance: 5058.75 }) })]);
    renderPage(<RideHistory />, { session });
    const c = await screen.findByTestId('booking-card');
    expect(within(c).getByTestId('card-total')).toHaveTextContent('₹6,058.75');
    expect(within(c).getByTestId('card-balance')).toHaveTextContent('₹5,058.75');
    expect(c).toHaveTextContent('Advance payment received. Thank you!');
  });

  it("offers Cancel Booking, Pay Advance and Duty Slip exactly as the server's actions allow", async () => {
    myBookings([
      booking(1, 'pending', { cancel: true, downloadDutySlip: true }),
      booking(2, 'confirmed', { cancel: true, payAdvance: true, downloadDutySlip: true }),
      booking(3, 'cancelled by the customer'),
      booking(4, 'cancelled'),
      // Confirmed, but the server says nothing is left to pay: no Pay Advance.
      booking(5, 'confirmed', { cancel: true, downloadDutySlip: true }),
    ]);
    renderPage(<RideHistory />, { session });
    await screen.findAllByTestId('booking-card');
    expect(actionsOf('JBP-000001')).toEqual(['Cancel Booking']);
    expect(actionsOf('JBP-000002')).toEqual(['Cancel Booking', 'Pay Advance']);
    expect(actionsOf('JBP-000003')).toEqual([]);
    expect(actionsOf('JBP-000004')).toEqual([]);
    expect(actionsOf('JBP-000005')).toEqual(['Cancel Booking']);
    expect(within(card('JBP-000002')).getByRole('link', { name: 'Duty Slip' })).toHaveAttribute('href', '/onewaydutyslip?booking=2');
    expect(within(card('JBP-000003')).queryByRole('link', { name: 'Duty Slip' })).not.toBeInTheDocument();
    expect(within(card('JBP-000003')).getByText('Cancelled by you')).toHaveAttribute('data-tone', 'red');
    // The spec's 'Cancellation Pending' stays on a customer's own cancellation until the office closes it.
    expect(within(card('JBP-000003')).getByTestId('cancellation-pending')).toHaveTextContent(/^Cancellation Pending: /);
    expect(within(card('JBP-000004')).getByText('Cancelled')).toHaveAttribute('data-tone', 'red');
    expect(within(card('JBP-000004')).queryByTestId('cancellation-pending')).not.toBeInTheDocument();
    expect(within(card('JBP-000002')).getByText('Confirmed')).toHaveAttribute('data-tone', 'green');
  });

  it("cancels with PUT status 'cancelled by the customer', shows 'Cancelled by you' with 'Cancellation Pending' and reads the list again", async () => {
    // The server's list, as the cancel changes it.
    let current = booking(1, 'confirmed', { cancel: true });
    const reads = { count: 0 };
    const sent: unknown[] = [];
    server.use(
      http.get('/api/bookings', ({ response }) => {
        reads.count += 1;
        return response(200).json({ data: [current] });
      }),
      http.put('/api/bookings/{id}/status', async ({ params, request, response }) => {
        sent.push({ id: params.id, body: await request.json() });
        current = booking(1, 'cancelled by the customer');
        return response(200).json({ data: current });
      }),
    );
    renderPage(<RideHistory />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancelled by you')).toBeInTheDocument();
    expect(screen.getByTestId('cancellation-pending')).toHaveTextContent('Cancellation Pending');
    expect(screen.getByRole('alert')).toHaveTextContent('Your booking has been cancelled.');
    expect(sent).toEqual([{ id: '1', body: { status: 'cancelled by the customer' } }]);
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    await waitFor(() => expect(reads.count).toBe(2));
  });

  it('keeps the booking as it was when the cancel fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    myBookings([booking(1, 'pending', { cancel: true })]);
    server.use(
      http.put('/api/bookings/{id}/status', ({ response }) =>
        response(409).json({ statusCode: 409, message: 'This booking can no longer be cancelled.' }),
      ),
    );
    renderPage(<RideHistory />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking can no longer be cancelled.');
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('Pay Advance opens /qr-code for that booking', async () => {
    myBookings([booking(2, 'confirmed', { payAdvance: true })]);
    const view = renderPage(<RideHistory />, { path: '/customerprofile', session });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Advance' }));
    await waitFor(() => expect(view.location()).toBe('/qr-code?booking=2'));
  });

  it("shows the driver and cab the offer's agent sends, as it shows the office's", async () => {
    const agentAssignment = {
      driver: { name: 'Suresh Patel', mobile: '9826012345' },
      cab: { registration: 'MP20CD5678', vehicle: 'Ertiga' },
    };
    myBookings([booking(4, 'confirmed', {}, { offerId: 7, agentAssignment })]);
    renderPage(<RideHistory />, { session });
    const driver = within(await screen.findByTestId('booking-card')).getByTestId('driver-card');
    expect(driver).toHaveTextContent('Suresh Patel');
    expect(driver).toHaveTextContent('Ertiga MP20CD5678');
  });

  it('falls back to GET /api/bookings/my when GET /api/bookings fails', async () => {
    server.use(
      http.get('/api/bookings', ({ response }) => response.untyped(HttpResponse.json(SERVER_FAULT, { status: 500 }))),
      http.get('/api/bookings/my', ({ response }) =>
        response(200).json({ data: [booking(9, 'pending', {}, { to: 'Katni, Madhya Pradesh' })] }),
      ),
    );
    renderPage(<RideHistory />, { session });
    const c = await screen.findByTestId('booking-card');
    expect(c).toHaveTextContent('Katni');
    expect(within(c).getByText('Pending')).toBeInTheDocument();
  });

  it("logs and shows 'No bookings found.' when both endpoints fail", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/bookings', ({ response }) => response.untyped(HttpResponse.json(SERVER_FAULT, { status: 500 }))),
      http.get('/api/bookings/my', ({ response }) => response.untyped(HttpResponse.json(SERVER_FAULT, { status: 500 }))),
    );
    renderPage(<RideHistory />, { session });
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch bookings', expect.anything());
  });
});
