import { mockApi, renderPage } from '@jbp/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QrCodePage } from './QrCodePage';

const UPI = {
  upiUri: 'upi://pay?pa=jabalpurcabs@sbi&pn=Jabalpur%20Cabs&am=1000.00&cu=INR&tn=JBP-000001',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  amount: 1000,
};
const session = { token: 't', role: 'customer' };

describe(QrCodePage.name, () => {
  it("shows the server's QR, the amount, the UPI id and a Pay Now link to the upi:// URI", async () => {
    mockApi([{ path: '/api/bookings/b1/upi', body: UPI }]);
    renderPage(<QrCodePage />, { path: '/qr-code', url: '/qr-code?booking=b1', session });
    expect(screen.getByRole('heading', { name: 'Scan & Pay' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /UPI QR code/ });
    expect(qr).toHaveAttribute('src', UPI.qrDataUrl);
    expect(screen.getAllByText('₹1,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('jabalpurcabs@sbi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', UPI.upiUri);
  });

  it('sends the UPI transaction reference', async () => {
    const api = mockApi([
      { path: '/api/bookings/b1/upi', body: UPI },
      { method: 'POST', path: '/api/bookings/b1/advance', body: { data: { _id: 'b1', advanceStatus: 'submitted' } } },
    ]);
    renderPage(<QrCodePage />, { path: '/qr-code', url: '/qr-code?booking=b1', session });
    await screen.findByRole('img', { name: /UPI QR code/ });
    await waitFor(() => expect(screen.getByLabelText('Amount paid (₹)')).toHaveValue(1000));
    await userEvent.type(screen.getByLabelText('UPI transaction reference (UTR)'), '412345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Submit reference' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We have received your UPI reference');
    expect(api.callsTo('/api/bookings/b1/advance', 'POST')[0].body).toEqual({ amount: 1000, utr: '412345678901' });
  });

  it("shows the server's message when the QR cannot be loaded", async () => {
    mockApi([{ path: '/api/bookings/b1/upi', status: 409, body: { statusCode: 409, message: 'Advance can be paid only for confirmed bookings.' } }]);
    renderPage(<QrCodePage />, { path: '/qr-code', url: '/qr-code?booking=b1', session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Advance can be paid only for confirmed bookings.');
  });

  it('asks for a booking when none is given', () => {
    renderPage(<QrCodePage />, { path: '/qr-code', session });
    expect(screen.getByText('No booking selected.')).toBeInTheDocument();
  });
});
