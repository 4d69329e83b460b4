import type { Booking } from '@jbp/shared';
import { mockApi, renderPage } from '@jbp/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DutySlipPage } from './DutySlipPage';
import { dutySlipTotals } from './dutySlipTotals';

const booking: Booking = {
  _id: 'b1',
  id: 'b1',
  reference: 'JBP-000001',
  from: 'Jabalpur, MP, India',
  to: 'Bhopal, Madhya Pradesh, India',
  date: '2026-12-20',
  time: '07:30',
  vehicle: 'Dzire',
  seats: 5,
  distance: 313,
  baseAmount: 5008,
  driverAllowance: 200,
  totalAmount: 5208,
  haltingCharges: 300,
  tollTaxAndParking: 450.5,
  extraHoursCharges: 0,
  extraKmCharges: 100.25,
  advanceAmount: 1000,
  status: 'confirmed',
  passenger: { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', idType: 'Aadhar Card', idNumber: 'XXXXXXXX1234' },
  createdAt: '2026-12-01T05:00:00Z',
};

describe(dutySlipTotals.name, () => {
  it('sums base, allowance, halting, toll and parking, extra hours and extra km; the advance is separate', () => {
    expect(dutySlipTotals(booking)).toMatchObject({ total: 6058.75, advance: 1000, balance: 5058.75 });
  });

  it('treats missing charges as zero', () => {
    expect(dutySlipTotals({ ...booking, haltingCharges: null, tollTaxAndParking: undefined, extraKmCharges: null, advanceAmount: null }).total).toBe(5208);
  });
});

describe(DutySlipPage.name, () => {
  it("shows the 'Duty Slip (One Way Journey)' with the charges and balance", async () => {
    mockApi([{ path: '/api/bookings/b1', body: { data: booking } }]);
    renderPage(<DutySlipPage />, { path: '/onewaydutyslip', url: '/onewaydutyslip?booking=b1', session: { token: 't', role: 'customer' } });
    expect(await screen.findByRole('heading', { name: 'Duty Slip (One Way Journey)' })).toBeInTheDocument();
    expect(screen.getByText('JBP-000001')).toBeInTheDocument();
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₹6,058.75');
    expect(screen.getByTestId('slip-balance')).toHaveTextContent('₹5,058.75');
    expect(screen.getByRole('button', { name: 'Print Duty Slip' })).toBeInTheDocument();
  });

  it('Print Duty Slip opens the print dialog', async () => {
    mockApi([{ path: '/api/bookings/b1', body: { data: booking } }]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage(<DutySlipPage />, { path: '/onewaydutyslip', url: '/onewaydutyslip?booking=b1', session: { token: 't', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Print Duty Slip' }));
    expect(print).toHaveBeenCalled();
  });

  it('downloads the PDF with the bearer token rather than a bare link', async () => {
    const api = mockApi([
      { path: '/api/bookings/b1', body: { data: booking } },
      { path: '/api/bookings/b1/duty-slip.pdf', body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) },
    ]);
    const createObjectURL = vi.fn(() => 'blob:slip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<DutySlipPage />, { path: '/onewaydutyslip', url: '/onewaydutyslip?booking=b1', session: { token: 'secret', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('/api/bookings/b1/duty-slip.pdf')[0].headers.authorization).toBe('Bearer secret');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it("shows 'Booking not found.' for an unknown booking", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi([{ path: '/api/bookings/zz', status: 404, body: { statusCode: 404, message: 'Booking not found.' } }]);
    renderPage(<DutySlipPage />, { path: '/onewaydutyslip', url: '/onewaydutyslip?booking=zz', session: { token: 't', role: 'customer' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found.');
  });

  it('leads back to Ride History for a customer and to the booking for an admin', async () => {
    mockApi([{ path: '/api/bookings/b1', body: { data: booking } }]);
    const view = renderPage(<DutySlipPage />, { path: '/onewaydutyslip', url: '/onewaydutyslip?booking=b1', session: { token: 't', role: 'customer' } });
    expect(await screen.findByRole('link', { name: '← Back' })).toHaveAttribute('href', '/customerprofile');
    view.unmount();
    localStorage.clear();
    renderPage(<DutySlipPage />, { path: '/onewaydutyslip', url: '/onewaydutyslip?booking=b1', session: { token: 't', role: 'admin' } });
    expect(await screen.findByRole('link', { name: '← Back' })).toHaveAttribute('href', '/bookingdetail/b1');
  });
});
