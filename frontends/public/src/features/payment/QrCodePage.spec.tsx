import type { Booking } from '@jbp/shared';
import { aBill, aBooking, http, noActions, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QrCodePage } from './QrCodePage';

const UPI = {
  upiUri: 'upi://pay?pa=jabalpurcabs@sbi&pn=Jabalpur%20Cabs&am=1000.00&cu=INR&tn=JBP-000031',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  amount: 1000,
};
const session = { token: 't', role: 'customer' };

function payable(overrides: Partial<Booking> = {}): Booking {
  return aBooking({
    id: 31,
    _id: 31,
    status: 'confirmed',
    bill: aBill({ total: 5240, paid: 0, balance: 5240, advanceDue: 1000 }),
    actions: noActions({ cancel: true, payAdvance: true, downloadDutySlip: true }),
    ...overrides,
  });
}

/** GET /api/bookings/31 and its /upi; POST /advance answers the booking as submitted. Keeps each body sent. */
function paymentAnswers(booking: Booking = payable()) {
  const sent: unknown[] = [];
  const reads = { booking: 0 };
  server.use(
    http.get('/api/bookings/{id}', ({ response }) => {
      reads.booking += 1;
      return response(200).json({ data: booking });
    }),
    http.get('/api/bookings/{id}/upi', ({ response }) => response(200).json(UPI)),
    http.post('/api/bookings/{id}/advance', async ({ request, response }) => {
      sent.push(await request.json());
      return response(200).json({ data: { ...booking, advanceStatus: 'submitted' } });
    }),
  );
  return { sent, reads };
}

const open = () => renderPage(<QrCodePage />, { path: '/qr-code', url: '/qr-code?booking=31', session });

describe(QrCodePage.name, () => {
  it("shows the server's QR, the amount, the UPI id and a Pay Now link to the upi:// URI", async () => {
    paymentAnswers();
    open();
    expect(screen.getByRole('heading', { name: 'Scan & Pay' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /UPI QR code/ });
    expect(qr).toHaveAttribute('src', UPI.qrDataUrl);
    expect(screen.getAllByText('₹1,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('jabalpurcabs@sbi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', UPI.upiUri);
  });

  it("shows the booking's total, advance paid and balance as the server sent them", async () => {
    paymentAnswers(payable({ bill: aBill({ total: 6058.75, paid: 1000, balance: 5058.75 }) }));
    open();
    const bill = await screen.findByLabelText('Booking bill');
    expect(within(bill).getByText('₹6,058.75')).toBeInTheDocument();
    expect(within(bill).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(bill).getByText('₹5,058.75')).toBeInTheDocument();
  });

  it('sends the amount and the UPI transaction reference, then asks for the booking again', async () => {
    const { sent, reads } = paymentAnswers();
    open();
    await screen.findByRole('img', { name: /UPI QR code/ });
    await waitFor(() => expect(screen.getByLabelText('Amount paid (₹)')).toHaveValue(1000));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit reference' })).toBeEnabled());
    await userEvent.type(screen.getByLabelText('UPI transaction reference (UTR)'), 'ab12345678cd');
    await userEvent.click(screen.getByRole('button', { name: 'Submit reference' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We have received your UPI reference');
    expect(sent).toEqual([{ amount: 1000, utr: 'AB12345678CD' }]);
    expect(screen.getByLabelText('UPI transaction reference (UTR)')).toHaveValue('');
    // The booking changed on the server: it is read again.
    await waitFor(() => expect(reads.booking).toBe(2));
  });

  it('keeps Submit reference disabled when the server says the advance cannot be paid now', async () => {
    paymentAnswers(payable({ actions: noActions({ cancel: true, downloadDutySlip: true }) }));
    open();
    await screen.findByRole('img', { name: /UPI QR code/ });
    await screen.findByLabelText('Booking bill');
    expect(screen.getByRole('button', { name: 'Submit reference' })).toBeDisabled();
  });

  it("shows the server's message when the QR cannot be loaded", async () => {
    paymentAnswers();
    server.use(
      http.get('/api/bookings/{id}/upi', ({ response }) =>
        response(409).json({ statusCode: 409, message: 'Advance can be paid only for confirmed bookings.' }),
      ),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Advance can be paid only for confirmed bookings.');
  });

  it('asks for a booking when none is given', () => {
    renderPage(<QrCodePage />, { path: '/qr-code', session });
    expect(screen.getByText('No booking selected.')).toBeInTheDocument();
  });
});
