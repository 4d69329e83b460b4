import { mockApi, renderPage } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RideHistory } from './RideHistory';

const booking = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  reference: `JBP-00000${id}`,
  from: 'Jabalpur, MP, India',
  to: 'Bhopal, Madhya Pradesh, India',
  date: '2026-12-20',
  time: '07:30',
  vehicle: 'Dzire',
  totalAmount: 123456.5,
  status,
  ...extra,
});

const session = { token: 't', role: 'customer' };
const card = (ref: string) => screen.getByText(ref).closest('li') as HTMLElement;

describe(RideHistory.name, () => {
  it('shows six skeleton cards while bookings load', async () => {
    let release!: () => void;
    mockApi([{ path: '/api/bookings', reply: () => new Promise((r) => (release = () => r({ body: { data: [] } }))) }]);
    renderPage(<RideHistory />, { session });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    release();
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
  });

  it('shows From, To, Date, Pickup Time, Total Amount (2 decimals, Indian grouping) and the status label', async () => {
    mockApi([{ path: '/api/bookings', body: { data: [booking('1', 'pending')] } }]);
    renderPage(<RideHistory />, { session });
    const c = await screen.findByTestId('booking-card');
    expect(c).toHaveTextContent('Jabalpur, MP, India');
    expect(c).toHaveTextContent('Bhopal, Madhya Pradesh, India');
    expect(c).toHaveTextContent('20 Dec 2026');
    expect(c).toHaveTextContent('7:30 am');
    expect(c).toHaveTextContent('₹1,23,456.50');
    expect(within(c).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
  });

  it('offers Cancel Booking for pending and confirmed, Pay Advance only for confirmed', async () => {
    mockApi([
      {
        path: '/api/bookings',
        body: {
          data: [
            booking('1', 'pending'),
            booking('2', 'confirmed'),
            booking('3', 'cancelled by the customer'),
            booking('4', 'cancelled'),
          ],
        },
      },
    ]);
    renderPage(<RideHistory />, { session });
    await screen.findAllByTestId('booking-card');
    const actions = (ref: string) => within(card(ref)).queryAllByRole('button').map((b) => b.textContent);
    expect(actions('JBP-000001')).toEqual(['Cancel Booking']);
    expect(actions('JBP-000002')).toEqual(['Cancel Booking', 'Pay Advance']);
    expect(actions('JBP-000003')).toEqual([]);
    expect(actions('JBP-000004')).toEqual([]);
    expect(within(card('JBP-000003')).getByText('Cancellation Pending')).toHaveAttribute('data-tone', 'red');
    expect(within(card('JBP-000004')).getByText('Canceled')).toHaveAttribute('data-tone', 'red');
    expect(within(card('JBP-000002')).getByText('Confirmed')).toHaveAttribute('data-tone', 'green');
  });

  it("cancels with PUT status 'cancelled by the customer' and shows 'Cancellation Pending'", async () => {
    const api = mockApi([
      { path: '/api/bookings', body: { data: [booking('1', 'confirmed')] } },
      { method: 'PUT', path: '/api/bookings/1/status', body: { data: booking('1', 'cancelled by the customer') } },
    ]);
    renderPage(<RideHistory />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancellation Pending')).toBeInTheDocument();
    expect(api.callsTo('/api/bookings/1/status', 'PUT')[0].body).toEqual({ status: 'cancelled by the customer' });
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('keeps the booking as it was when the cancel fails', async () => {
    mockApi([
      { path: '/api/bookings', body: { data: [booking('1', 'pending')] } },
      { method: 'PUT', path: '/api/bookings/1/status', status: 409, body: { statusCode: 409, message: 'This booking can no longer be cancelled.' } },
    ]);
    renderPage(<RideHistory />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking can no longer be cancelled.');
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('Pay Advance opens /qr-code for that booking', async () => {
    mockApi([{ path: '/api/bookings', body: { data: [booking('2', 'confirmed')] } }]);
    const view = renderPage(<RideHistory />, { path: '/customerprofile', session });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Advance' }));
    await waitFor(() => expect(view.location()).toBe('/qr-code?booking=2'));
  });

  it('reads the alternative shapes and endpoints', async () => {
    mockApi([
      { path: '/api/bookings', status: 404, body: {} },
      { path: '/api/bookings/my', body: { result: [{ bookingId: 'x9', journey: { from: 'Jabalpur', to: 'Katni', pickupDate: '2026-11-02', totalAmount: 950 }, timeSlot: '18:15' }] } },
    ]);
    renderPage(<RideHistory />, { session });
    const c = await screen.findByTestId('booking-card');
    expect(c).toHaveTextContent('Katni');
    expect(c).toHaveTextContent('2 Nov 2026');
    expect(c).toHaveTextContent('6:15 pm');
    expect(c).toHaveTextContent('₹950.00');
    expect(within(c).getByText('Pending')).toBeInTheDocument();
  });
});
