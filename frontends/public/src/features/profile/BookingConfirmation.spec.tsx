import { setLanguage } from '@jbp/shared';
import { aBill, aBooking, noActions, renderPage } from '@jbp/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingConfirmation, justBookedId } from './BookingConfirmation';

const booked = (actions = {}) =>
  aBooking({
    id: 51,
    _id: 51,
    reference: 'JBP-000051',
    from: 'Jabalpur, MP, India',
    to: 'Bhopal, Madhya Pradesh, India',
    date: '2026-12-20',
    time: '07:30',
    bill: aBill({ total: 5240, advanceDue: 1050, paid: 0, balance: 5240 }),
    actions: noActions({ cancel: true, downloadDutySlip: true, ...actions }),
    addresses: { pickupAddress: '12 Napier Town', pickupLandmark: null, dropAddress: 'Hotel Palash' },
    passenger: { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', idType: 'Aadhar Card', idNumber: 'XXXXXXXX9012' },
  });

describe(BookingConfirmation.name, () => {
  it('reads the booking id from the navigation state and nothing else', () => {
    expect(justBookedId({ justBooked: 51 })).toBe(51);
    expect(justBookedId({ justBooked: '51' })).toBeNull();
    expect(justBookedId({ justBooked: -1 })).toBeNull();
    expect(justBookedId(null)).toBeNull();
  });

  it('shows the reference, trip, amount and the next steps, with the slip and a Pay Advance that waits for the confirmation', () => {
    renderPage(<BookingConfirmation booking={booked()} loading={false} />);
    const card = screen.getByTestId('booking-confirmation');
    expect(within(card).getByRole('heading', { name: 'Thank you! We have your booking.' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Your booking reference: JBP-000051');
    expect(card).toHaveTextContent('Jabalpur → Bhopal');
    expect(card).toHaveTextContent('₹5,240.00');
    expect(card).toHaveTextContent('12 Napier Town');
    expect(card).toHaveTextContent('Our office calls you on 9876543210 within 2 hours to confirm the booking');
    expect(card).toHaveTextContent('pay the advance of ₹1,050.00 by UPI');
    expect(within(card).getByRole('link', { name: 'Cancellation & Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    expect(within(card).getByRole('link', { name: 'Download Duty Slip' })).toHaveAttribute('href', '/onewaydutyslip?booking=51');
    const pay = within(card).getByRole('button', { name: 'Pay Advance' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('You can pay the advance once our office confirms the booking.');
  });

  it('opens Scan & Pay when the server allows the advance', async () => {
    const view = renderPage(<BookingConfirmation booking={booked({ payAdvance: true })} loading={false} />);
    await act(async () => screen.getByRole('button', { name: 'Pay Advance' }).click());
    expect(view.location()).toBe('/qr-code?booking=51');
  });

  it('reads in Hindi after the switch', async () => {
    act(() => setLanguage('hi'));
    renderPage(<BookingConfirmation booking={booked()} loading={false} />);
    expect(screen.getByRole('heading', { name: 'धन्यवाद! आपकी बुकिंग हमें मिल गई है।' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-confirmation')).toHaveTextContent('आगे क्या होगा');
  });

  it('shows a placeholder while the list loads and nothing when the booking is not in it', () => {
    const loading = renderPage(<BookingConfirmation booking={undefined} loading />);
    expect(screen.queryByTestId('booking-confirmation')).not.toBeInTheDocument();
    expect(loading.container.querySelector('.animate-pulse')).not.toBeNull();
    loading.unmount();
    const missing = renderPage(<BookingConfirmation booking={undefined} loading={false} />);
    expect(missing.container.querySelector('.animate-pulse')).toBeNull();
    expect(screen.queryByTestId('booking-confirmation')).not.toBeInTheDocument();
  });
});
