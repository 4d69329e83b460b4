import type { Booking } from '@jbp/shared';
import { aBooking, http, noActions, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DutySlipPage } from './DutySlipPage';

const BILL: Booking['bill'] = {
  lines: [
    { code: 'base-fare', label: 'Base Fare', amount: 5008 },
    { code: 'driver-allowance', label: 'Driver Allowance', amount: 200 },
    { code: 'halting', label: 'Halting Charges', amount: 300 },
    { code: 'toll-parking', label: 'Toll Tax & Parking', amount: 450.5 },
    { code: 'extra-hours', label: 'Extra Hours Charges', amount: 0 },
    { code: 'extra-km', label: 'Extra Km Charges', amount: 100.25 },
  ],
  total: 6058.75,
  gstRate: 5,
  taxable: 5770.24,
  gst: 288.51,
  advanceDue: 0,
  paid: 1000,
  balance: 5058.75,
};

function slipBooking(overrides: Partial<Booking> = {}): Booking {
  return aBooking({
    id: 21,
    _id: 21,
    reference: 'JBP-000021',
    status: 'confirmed',
    baseAmount: 5008,
    driverAllowance: 200,
    totalAmount: 5208,
    haltingCharges: 300,
    tollTaxAndParking: 450.5,
    extraKmCharges: 100.25,
    advanceAmount: 1000,
    advanceStatus: 'verified',
    bill: BILL,
    ...overrides,
  });
}

/** GET /api/bookings/{id} answers this booking for its id, 404 for any other. */
function bookingAnswer(booking: Booking) {
  server.use(
    http.get('/api/bookings/{id}', ({ params, response }) =>
      params.id === String(booking.id)
        ? response(200).json({ data: booking })
        : response(404).json({ statusCode: 404, message: 'Booking not found.' }),
    ),
  );
}

const open = (session = { token: 't', role: 'customer' }, id: string | number = 21) =>
  renderPage(<DutySlipPage />, { path: '/onewaydutyslip', url: `/onewaydutyslip?booking=${id}`, session });

const charges = () => within(screen.getByRole('table', { name: 'Charges' }));

describe(DutySlipPage.name, () => {
  it("shows the 'Duty Slip (One Way Journey)' with the server's six lines, total, advance paid and balance", async () => {
    bookingAnswer(slipBooking());
    open();
    expect(await screen.findByRole('heading', { name: 'Duty Slip (One Way Journey)' })).toBeInTheDocument();
    expect(screen.getByText('JBP-000021')).toBeInTheDocument();
    const rows = charges()
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Base Fare₹5,008.00',
      'Driver Allowance₹200.00',
      'Halting Charges₹300.00',
      'Toll Tax & Parking₹450.50',
      'Extra Hours Charges₹0.00',
      'Extra Km Charges₹100.25',
      'Total₹6,058.75',
      'Advance Paid₹1,000.00',
      'Balance Due₹5,058.75',
    ]);
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₹6,058.75');
    expect(screen.getByTestId('slip-balance')).toHaveTextContent('₹5,058.75');
    expect(screen.getByRole('button', { name: 'Print Duty Slip' })).toBeInTheDocument();
  });

  it('shows the pickup and drop addresses when the booking has them', async () => {
    bookingAnswer(slipBooking({ addresses: { pickupAddress: '12 Napier Town', pickupLandmark: null, dropAddress: 'Hotel Palash' } }));
    open();
    expect(await screen.findByText('12 Napier Town')).toBeInTheDocument();
    expect(screen.getByText('Hotel Palash')).toBeInTheDocument();
    expect(screen.queryByText('Landmark')).not.toBeInTheDocument();
  });

  it('shows the figures exactly as the server sent them and adds nothing up itself', async () => {
    // A bill whose total is not the sum of its lines: only a page that copies the server's figures shows these.
    bookingAnswer(slipBooking({ bill: { ...BILL, total: 7000, paid: 250, balance: 6750 } }));
    open();
    expect(await screen.findByTestId('slip-total')).toHaveTextContent('₹7,000.00');
    expect(charges().getByRole('row', { name: /Advance Paid/ })).toHaveTextContent('₹250.00');
    expect(screen.getByTestId('slip-balance')).toHaveTextContent('₹6,750.00');
  });

  it('Print Duty Slip opens the print dialog', async () => {
    bookingAnswer(slipBooking());
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Print Duty Slip' }));
    expect(print).toHaveBeenCalled();
  });

  it('downloads the PDF with the bearer token rather than a bare link', async () => {
    bookingAnswer(slipBooking());
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('/api/bookings/{id}/duty-slip.pdf', ({ request, response }) => {
        authorizations.push(request.headers.get('authorization'));
        return response.untyped(new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }));
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:slip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open({ token: 'secret', role: 'customer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(authorizations).toEqual(['Bearer secret']);
    expect(createObjectURL).toHaveBeenCalled();
  });

  it("shows the server's reason when the PDF cannot be downloaded, and keeps the slip", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bookingAnswer(slipBooking());
    server.use(
      http.get('/api/bookings/{id}/duty-slip.pdf', ({ response }) =>
        response(403).json({ statusCode: 403, message: 'You can only see your own bookings.' }),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only see your own bookings.');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₹6,058.75');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(log).toHaveBeenCalledWith('Failed to download duty slip', expect.anything());
  });

  it('offers Download PDF only when the server allows it', async () => {
    bookingAnswer(slipBooking({ actions: noActions() }));
    open();
    expect(await screen.findByRole('button', { name: 'Print Duty Slip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it("shows 'Booking not found.' for an unknown booking", async () => {
    bookingAnswer(slipBooking());
    open(undefined, 999);
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found.');
  });

  it('shows a skeleton while the booking loads', async () => {
    bookingAnswer(slipBooking());
    open();
    expect(screen.getByRole('status', { name: 'Loading duty slip' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Duty Slip (One Way Journey)' });
    expect(screen.queryByRole('status', { name: 'Loading duty slip' })).not.toBeInTheDocument();
  });

  it('leads back to Ride History for a customer and to the booking for an admin', async () => {
    bookingAnswer(slipBooking());
    const view = open();
    expect(await screen.findByRole('link', { name: '← Back' })).toHaveAttribute('href', '/customerprofile');
    view.unmount();
    localStorage.clear();
    open({ token: 't', role: 'admin' });
    expect(await screen.findByRole('link', { name: '← Back' })).toHaveAttribute('href', '/bookingdetail/21');
  });
});
