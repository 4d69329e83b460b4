import { queryKeys, type Booking } from '@jbp/shared';
import { aBill, noActions, renderPage } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Refusal, serveBooking } from '@/testing/bookingServer';
import { adminSession, anAdminBooking } from '@/testing/fixtures';
import { BookingDetailPage } from './BookingDetailPage';

const open = (id: number | string) =>
  renderPage(<BookingDetailPage />, { session: adminSession, path: '/bookingdetail/:id', url: `/bookingdetail/${id}` });
const statusCard = () => screen.getByRole('region', { name: 'Status' });
const fareCard = () => screen.getByRole('region', { name: 'Fare' });

/** The status change as the server makes it: the new status, and what may be done next. */
const setStatus = ({ status, reason }: { status: string; reason?: string }, b: Booking): Booking => ({
  ...b,
  status: status as Booking['status'],
  statusReason: reason ?? null,
  actions: { ...b.actions, confirm: status !== 'confirmed' && status !== 'cancelled', cancelBooking: status !== 'cancelled' },
});

describe(BookingDetailPage.name, () => {
  it('shows the booking: journey, passenger with the full ID number, the fare lines and links to the advance prompt and duty slip', async () => {
    serveBooking(anAdminBooking({ _id: 12, id: 12, reference: 'JBP-000012' }));
    open(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking JBP-000012' })).toBeInTheDocument();
    const journey = screen.getByRole('region', { name: 'Journey' });
    expect(journey).toHaveTextContent('Bhopal, Madhya Pradesh, India');
    expect(journey).toHaveTextContent('10 Mar 2030');
    expect(journey).toHaveTextContent('7:30 am');
    expect(journey).toHaveTextContent('315 km');
    expect(screen.getByRole('region', { name: 'Passenger' })).toHaveTextContent('123412341234');
    const lines = within(fareCard())
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Base Fare: ₹5,040.00',
      'Driver Allowance: ₹200.00',
      'Halting Charges: ₹0.00',
      'Toll Tax & Parking: ₹0.00',
      'Extra Hours Charges: ₹0.00',
      'Extra Km Charges: ₹0.00',
      'Total: ₹5,240.00',
      'Advance Paid: ₹0.00',
      'Balance Due: ₹5,240.00',
    ]);
    expect(screen.getByRole('link', { name: 'Duty Slip' })).toHaveAttribute('href', '/onewaydutyslip?booking=12');
    expect(screen.getByRole('link', { name: 'Advance prompt' })).toHaveAttribute('href', '/advanceconformation?booking=12');
    expect(screen.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', '/singlecustomerdetail/7');
  });

  it("shows a round trip's type, stops and return in the journey", async () => {
    serveBooking(
      anAdminBooking({
        _id: 14,
        id: 14,
        reference: 'JBP-000014',
        tripType: 'round-trip',
        tripDetails: { stops: ['Katni'], returnAt: '2030-03-11T20:00:00+05:30' },
      }),
    );
    open(14);
    await screen.findByRole('heading', { level: 1, name: 'Booking JBP-000014' });
    const journey = screen.getByRole('region', { name: 'Journey' });
    expect(journey).toHaveTextContent('Trip typeRound trip');
    expect(journey).toHaveTextContent('StopsKatni');
    expect(journey).toHaveTextContent('Return11 Mar 2030');
    expect(journey).not.toHaveTextContent('Local package');
  });

  it('shows the pickup address with its landmark and the drop address in the journey', async () => {
    const addresses = { pickupAddress: '12 Napier Town', pickupLandmark: 'Opposite the Gurudwara', dropAddress: 'Hotel Palash, MP Nagar' };
    serveBooking(anAdminBooking({ _id: 14, id: 14, addresses }));
    open(14);
    await screen.findByRole('heading', { level: 1, name: /Booking/ });
    const journey = screen.getByRole('region', { name: 'Journey' });
    expect(journey).toHaveTextContent('Pickup Address12 Napier Town');
    expect(journey).toHaveTextContent('LandmarkOpposite the Gurudwara');
    expect(journey).toHaveTextContent('Drop AddressHotel Palash, MP Nagar');
  });

  it("shows the server's figures as they are, adding nothing up itself", async () => {
    const bill = aBill({ total: 9999.99, paid: 1234.5, balance: 17 });
    serveBooking(anAdminBooking({ _id: 13, id: 13, bill }));
    open(13);
    expect(await screen.findByTestId('detail-total')).toHaveTextContent('₹9,999.99');
    expect(screen.getByTestId('detail-balance')).toHaveTextContent('₹17.00');
    expect(fareCard()).toHaveTextContent('Advance Paid₹1,234.50');
  });

  it("shows 'Booking not found.' for an unknown booking", async () => {
    serveBooking(anAdminBooking({ _id: 1, id: 1 }));
    open(999);
    expect(await screen.findByText('Booking not found.')).toBeInTheDocument();
  });

  it.each([
    ['confirmed', 'Confirmed', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['cancelled', 'Cancelled', 'red'],
    ['cancelled by the customer', 'Cancelled by customer', 'red'],
  ] as const)('colours %s %s', async (status, label, tone) => {
    serveBooking(anAdminBooking({ _id: 5, id: 5, status }));
    open(5);
    expect(await within(await screen.findByRole('region', { name: 'Status' })).findByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('sets confirmed and cancelled with PATCH, shows the status the server returns and enables what it allows next', async () => {
    const api = serveBooking(anAdminBooking({ _id: 5, id: 5, status: 'pending' }), { status: setStatus });
    const view = open(5);
    view.queryClient.setQueryData(queryKeys.allBookings({ q: '', status: '', date: '', page: 1 }), {
      bookings: [],
      total: 0,
      page: 1,
      pages: 1,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(await within(statusCard()).findByText('Confirmed')).toHaveAttribute('data-tone', 'green');
    expect(within(statusCard()).getByRole('alert')).toHaveTextContent('Status is now Confirmed.');
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
    expect(api.sent.status).toEqual([{ status: 'confirmed' }]);
    // The bookings list shows the change next time it is seen.
    expect(view.queryClient.getQueryState(queryKeys.allBookings({ q: '', status: '', date: '', page: 1 }))?.isInvalidated).toBe(true);

    // Cancelling asks first, with the reason the customer is told; Escape leaves the booking as it was.
    const cancel = screen.getByRole('button', { name: 'Cancel Booking' });
    await userEvent.click(cancel);
    expect(screen.getByRole('dialog', { name: 'Cancel booking JBP-000005?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(api.sent.status).toHaveLength(1);

    await userEvent.click(cancel);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(screen.getByText('Please give a reason in one sentence.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'The customer asked by phone.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await within(statusCard()).findByText('Cancelled')).toHaveAttribute('data-tone', 'red');
    expect(api.sent.status).toEqual([{ status: 'confirmed' }, { status: 'cancelled', reason: 'The customer asked by phone.' }]);
    expect(within(statusCard()).getByText('The customer asked by phone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeDisabled();
  }, 30_000);

  it('shows the server-returned status even when it differs from the one asked for', async () => {
    serveBooking(anAdminBooking({ _id: 5, id: 5, status: 'pending' }), {
      status: (_, b) => ({ ...b, status: 'cancelled by the customer' }),
    });
    open(5);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(await within(statusCard()).findByText('Cancelled by customer')).toHaveAttribute('data-tone', 'red');
  });

  it('keeps the status and says why when the change fails', async () => {
    serveBooking(anAdminBooking({ _id: 5, id: 5, status: 'pending' }), {
      status: () => {
        throw new Refusal('This booking was cancelled by the customer.');
      },
    });
    open(5);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(await within(statusCard()).findByRole('alert')).toHaveTextContent('This booking was cancelled by the customer.');
    expect(within(statusCard()).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  });

  it('offers only what the server allows: no status change, charges, verification, prompt or duty slip', async () => {
    serveBooking(anAdminBooking({ _id: 6, id: 6, status: 'cancelled', actions: noActions() }));
    open(6);
    expect(await screen.findByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeDisabled();
    const charges = screen.getByRole('form', { name: 'Extra charges' });
    expect(within(charges).getByLabelText('Halting charges (₹)')).toBeDisabled();
    expect(within(charges).getByRole('button', { name: 'Save Charges' })).toBeDisabled();
    const advance = screen.getByRole('region', { name: 'Advance' });
    expect(within(advance).getByLabelText('Advance received (₹)')).toBeDisabled();
    expect(within(advance).getByRole('button', { name: 'Verify Advance' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Duty Slip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Advance prompt' })).not.toBeInTheDocument();
  });

  it('saves the extra charges (halting, toll and parking, extra hours, extra km) and shows the totals the server returns', async () => {
    const api = serveBooking(anAdminBooking({ _id: 5, id: 5 }), {
      charges: (body, b) => ({ ...b, ...body, bill: aBill({ total: 5965.5, balance: 5965.5 }) }),
    });
    open(5);
    const form = await screen.findByRole('form', { name: 'Extra charges' });
    await userEvent.type(within(form).getByLabelText('Halting charges (₹)'), '300');
    await userEvent.type(within(form).getByLabelText('Toll tax and parking (₹)'), '185.5');
    await userEvent.type(within(form).getByLabelText('Extra hours charges (₹)'), '150');
    await userEvent.type(within(form).getByLabelText('Extra km charges (₹)'), '90');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Charges' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Charges saved.');
    expect(api.sent.charges).toEqual([{ haltingCharges: 300, tollTaxAndParking: 185.5, extraHoursCharges: 150, extraKmCharges: 90 }]);
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹5,965.50');
    expect(screen.getByTestId('detail-balance')).toHaveTextContent('₹5,965.50');
    expect(within(form).getByLabelText('Halting charges (₹)')).toHaveValue(300);
  });

  it("says 'Charges must be amounts in rupees, 0 or more.' and sends nothing for a negative charge", async () => {
    const api = serveBooking(anAdminBooking({ _id: 5, id: 5 }), { charges: (body, b) => ({ ...b, ...body }) });
    open(5);
    const form = await screen.findByRole('form', { name: 'Extra charges' });
    await userEvent.type(within(form).getByLabelText('Extra km charges (₹)'), '-40');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Charges' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Charges must be amounts in rupees, 0 or more.');
    expect(api.sent.charges).toEqual([]);
  });

  it("verifies the customer's reported advance and shows it with the balance the server returns", async () => {
    const reported = anAdminBooking({
      _id: 5,
      id: 5,
      status: 'confirmed',
      advanceStatus: 'submitted',
      advanceSubmission: { amount: 1000, utr: '412345678901', submittedAt: '2030-03-02T05:00:00.000Z' },
    });
    const api = serveBooking(reported, {
      advance: ({ advanceAmount }, b) => ({
        ...b,
        advanceStatus: 'verified',
        advanceAmount,
        bill: aBill({ paid: advanceAmount, advanceDue: 48, balance: 4240 }),
      }),
    });
    open(5);
    const panel = await screen.findByRole('region', { name: 'Advance' });
    expect(panel).toHaveTextContent('412345678901');
    expect(panel).toHaveTextContent('₹1,000.00');
    // What the customer reported, not the advance due.
    expect(within(panel).getByLabelText('Advance received (₹)')).toHaveValue(1000);
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify Advance' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Advance of ₹1,000.00 recorded.');
    expect(api.sent.advance).toEqual([{ advanceAmount: 1000 }]);
    expect(within(panel).getByTestId('advance-state')).toHaveTextContent('Advance verified.');
    expect(screen.getByTestId('detail-balance')).toHaveTextContent('₹4,240.00');
    expect(within(panel).getByRole('button', { name: 'Update Advance' })).toBeEnabled();
  });

  it('offers the advance due when the customer has reported nothing, and refuses a blank amount', async () => {
    const api = serveBooking(anAdminBooking({ _id: 5, id: 5, bill: aBill({ advanceDue: 1048 }) }), { advance: (_, b) => b });
    open(5);
    const panel = await screen.findByRole('region', { name: 'Advance' });
    const field = within(panel).getByLabelText('Advance received (₹)');
    expect(field).toHaveValue(1048);
    await userEvent.clear(field);
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify Advance' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Enter the advance received in rupees.');
    expect(api.sent.advance).toEqual([]);
  });
});
