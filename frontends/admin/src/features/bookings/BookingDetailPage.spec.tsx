import { mockApi, renderPage } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, bookingFixture } from '@/testing/fixtures';
import { BookingDetailPage } from './BookingDetailPage';

const open = (id: number | string) => renderPage(<BookingDetailPage />, { session: adminSession, path: '/bookingdetail/:id', url: `/bookingdetail/${id}` });
const statusCard = () => screen.getByRole('region', { name: 'Status' });

describe(BookingDetailPage.name, () => {
  it('shows the booking: journey, passenger with the full ID number, fare and links to the advance prompt and duty slip', async () => {
    const b = bookingFixture({ _id: 12, reference: 'JBP-000012' });
    mockApi([{ path: '/api/bookings/12', body: { data: b } }]);
    open(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking JBP-000012' })).toBeInTheDocument();
    const journey = screen.getByRole('region', { name: 'Journey' });
    expect(journey).toHaveTextContent('Bhopal, Madhya Pradesh, India');
    expect(journey).toHaveTextContent('10 Mar 2030');
    expect(journey).toHaveTextContent('7:30 am');
    expect(journey).toHaveTextContent('315 km');
    expect(screen.getByRole('region', { name: 'Passenger' })).toHaveTextContent('123412341234');
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹5,240.00');
    expect(screen.getByRole('link', { name: 'Duty Slip' })).toHaveAttribute('href', '/onewaydutyslip?booking=12');
    expect(screen.getByRole('link', { name: 'Advance prompt' })).toHaveAttribute('href', '/advanceconformation?booking=12');
    expect(screen.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', '/singlecustomerdetail/7');
  });

  it("shows 'Booking not found.' for an unknown booking", async () => {
    mockApi([{ path: '/api/bookings/999', status: 404, body: { statusCode: 404, message: 'Booking not found.' } }]);
    open(999);
    expect(await screen.findByText('Booking not found.')).toBeInTheDocument();
  });

  it.each([
    ['confirmed', 'Confirmed', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['cancelled', 'Canceled', 'red'],
    ['cancelled by the customer', 'Cancellation Pending', 'red'],
  ])('colours %s %s', async (status, label, tone) => {
    mockApi([{ path: '/api/bookings/5', body: { data: bookingFixture({ _id: 5, status }) } }]);
    open(5);
    expect(await within(await screen.findByRole('region', { name: 'Status' })).findByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('sets confirmed and cancelled with PATCH and shows the status the server returns', async () => {
    const api = mockApi([
      { path: '/api/bookings/5', body: { data: bookingFixture({ _id: 5, status: 'pending' }) } },
      { method: 'PATCH', path: '/api/bookings/5/status', reply: ({ body }) => ({ body: { data: bookingFixture({ _id: 5, status: (body as { status: string }).status }) } }) },
    ]);
    open(5);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(await within(statusCard()).findByText('Confirmed')).toHaveAttribute('data-tone', 'green');
    expect(within(statusCard()).getByRole('alert')).toHaveTextContent('Status is now Confirmed.');
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(api.callsTo('/api/bookings/5/status', 'PATCH')[0].body).toEqual({ status: 'confirmed' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(await within(statusCard()).findByText('Canceled')).toHaveAttribute('data-tone', 'red');
    expect(api.callsTo('/api/bookings/5/status', 'PATCH')[1].body).toEqual({ status: 'cancelled' });
  });

  it('shows the server-returned status even when it differs from the one asked for', async () => {
    mockApi([
      { path: '/api/bookings/5', body: { data: bookingFixture({ _id: 5, status: 'pending' }) } },
      { method: 'PATCH', path: '/api/bookings/5/status', body: { data: bookingFixture({ _id: 5, status: 'cancelled by the customer' }) } },
    ]);
    open(5);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(await within(statusCard()).findByText('Cancellation Pending')).toHaveAttribute('data-tone', 'red');
  });

  it('keeps the status and says why when the change fails', async () => {
    mockApi([
      { path: '/api/bookings/5', body: { data: bookingFixture({ _id: 5, status: 'pending' }) } },
      { method: 'PATCH', path: '/api/bookings/5/status', status: 409, body: { statusCode: 409, message: 'This booking was cancelled by the customer.' } },
    ]);
    open(5);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(await within(statusCard()).findByRole('alert')).toHaveTextContent('This booking was cancelled by the customer.');
    expect(within(statusCard()).getByText('Pending')).toBeInTheDocument();
  });

  it('saves the extra charges (halting, toll and parking, extra hours, extra km) and shows the new totals', async () => {
    const api = mockApi([
      { path: '/api/bookings/5', body: { data: bookingFixture({ _id: 5 }) } },
      {
        method: 'PATCH',
        path: '/api/bookings/5/charges',
        reply: ({ body }) => ({ body: { data: bookingFixture({ _id: 5, ...(body as object), dutySlipTotal: 5965.5, balanceDue: 5965.5 }) } }),
      },
    ]);
    open(5);
    const form = await screen.findByRole('form', { name: 'Extra charges' });
    await userEvent.type(within(form).getByLabelText('Halting charges (₹)'), '300');
    await userEvent.type(within(form).getByLabelText('Toll tax and parking (₹)'), '185.5');
    await userEvent.type(within(form).getByLabelText('Extra hours charges (₹)'), '150');
    await userEvent.type(within(form).getByLabelText('Extra km charges (₹)'), '90');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Charges' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Charges saved.');
    expect(api.callsTo('/api/bookings/5/charges', 'PATCH')[0].body).toEqual({ haltingCharges: 300, tollTaxAndParking: 185.5, extraHoursCharges: 150, extraKmCharges: 90 });
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹5,965.50');
  });

  it("verifies the customer's reported advance and shows it with the balance", async () => {
    const reported = bookingFixture({
      _id: 5,
      status: 'confirmed',
      advanceStatus: 'submitted',
      advanceSubmission: { amount: 1048, utr: '412345678901', submittedAt: '2030-03-02T05:00:00.000Z' },
    });
    const api = mockApi([
      { path: '/api/bookings/5', body: { data: reported } },
      {
        method: 'PATCH',
        path: '/api/bookings/5/advance',
        body: { data: { ...reported, advanceStatus: 'verified', advanceAmount: 1048, balanceDue: 4192 } },
      },
    ]);
    open(5);
    const panel = await screen.findByRole('region', { name: 'Advance' });
    expect(panel).toHaveTextContent('412345678901');
    expect(panel).toHaveTextContent('₹1,048.00');
    expect(within(panel).getByLabelText('Advance received (₹)')).toHaveValue(1048);
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify Advance' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Advance of ₹1,048.00 recorded.');
    expect(api.callsTo('/api/bookings/5/advance', 'PATCH')[0].body).toEqual({ advanceAmount: 1048 });
    expect(within(panel).getByTestId('advance-state')).toHaveTextContent('Advance verified.');
    expect(screen.getByTestId('detail-balance')).toHaveTextContent('₹4,192.00');
  });
});
