import { anOffer, renderPage } from '@jbp/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OfferDetailsPage } from '@/features/offers/OfferDetailsPage';
import { ConfirmRidePage } from './ConfirmRidePage';
import { PassengerDetailsPage } from './PassengerDetailsPage';
import { customerSession, dzireRide } from '@/testing/flow';

const session = customerSession;
const ride = dzireRide;

describe(ConfirmRidePage.name, () => {
  it("shows 'Confirm Your Booking' with the summary, Cancel and Add Passenger Details", async () => {
    const view = renderPage(<ConfirmRidePage />, { path: '/onewayconfirmvehical', state: { offer: ride }, session });
    expect(screen.getByRole('heading', { name: 'Confirm Your Booking' })).toBeInTheDocument();
    for (const text of [
      'Bhopal, Madhya Pradesh, India',
      '20 Dec 2026',
      '312.4 km',
      '7:30 am',
      'Dzire',
      '₹5,208.00',
      'Railway Station to Railway Station',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Passenger Details' }));
    expect(view.location()).toBe('/customerdetailform');
    expect(view.locationState()).toEqual({ offer: ride, flow: 'oneway' });
  });

  it("shows 'No vehicle selected.' with Go Back without a ride", () => {
    renderPage(<ConfirmRidePage />, { path: '/onewayconfirmvehical', session });
    expect(screen.getByText('No vehicle selected.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});

describe(PassengerDetailsPage.name, () => {
  it("shows 'No trip data found.' without a ride", () => {
    renderPage(<PassengerDetailsPage />, { path: '/customerdetailform', session });
    expect(screen.getByText('No trip data found.')).toBeInTheDocument();
  });

  it('requires name, phone, email and ID number, defaults the ID type to Aadhar Card and prefills the contact', () => {
    renderPage(<PassengerDetailsPage />, { path: '/customerdetailform', state: { offer: ride, flow: 'oneway' }, session });
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('ID Number')).toBeRequired();
    expect(screen.getByLabelText('ID Type')).toHaveValue('Aadhar Card');
    const types = Array.from((screen.getByLabelText('ID Type') as HTMLSelectElement).options).map((o) => o.value);
    expect(types).toEqual(['Aadhar Card', 'Voter ID Card']);
  });

  it('keeps the details in browser storage and continues to the pay page of the flow with the addresses', async () => {
    const view = renderPage(<PassengerDetailsPage />, { path: '/customerdetailform', state: { offer: ride, flow: 'offer' }, session });
    await userEvent.type(screen.getByLabelText('Pickup Address'), '12 Napier Town');
    await userEvent.type(screen.getByLabelText('Landmark (optional)'), 'Opposite the Gurudwara');
    await userEvent.type(screen.getByLabelText('Drop Address'), 'Hotel Palash, MP Nagar');
    await userEvent.type(screen.getByLabelText('ID Number'), '1234 5678 9012');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(view.location()).toBe('/offerpayadvance'));
    const saved = JSON.parse(localStorage.getItem('passengerDetails') ?? '{}');
    expect(saved).toEqual({
      name: 'Asha Verma',
      phone: '9876543210',
      email: 'asha@example.in',
      idType: 'Aadhar Card',
      idNumber: '1234 5678 9012',
    });
    expect(view.locationState()).toEqual({
      offer: ride,
      flow: 'offer',
      passenger: saved,
      addresses: { pickupAddress: '12 Napier Town', pickupLandmark: 'Opposite the Gurudwara', dropAddress: 'Hotel Palash, MP Nagar' },
    });
  });

  it('says beside each field what is wrong and focuses the first on Continue', async () => {
    const view = renderPage(<PassengerDetailsPage />, { path: '/customerdetailform', state: { offer: ride, flow: 'oneway' }, session });
    const pickup = screen.getByLabelText('Pickup Address');
    await userEvent.type(pickup, 'abc');
    await userEvent.tab();
    expect(pickup).toHaveAccessibleDescription('Enter at least 5 characters so the driver can find the place.');
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+91 91234-56780');
    await userEvent.tab();
    expect(phone).toHaveValue('9123456780');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(pickup).toHaveFocus();
    expect(screen.getByLabelText('Drop Address')).toHaveAccessibleDescription(
      'Enter at least 5 characters so the driver can find the place.',
    );
    expect(view.location()).toBe('/customerdetailform');
  });

  it('does not go on with an Aadhaar number that is not 12 digits', async () => {
    const view = renderPage(<PassengerDetailsPage />, { path: '/customerdetailform', state: { offer: ride, flow: 'oneway' }, session });
    await userEvent.type(screen.getByLabelText('ID Number'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByLabelText('ID Number')).toBeInvalid();
    expect(view.location()).toBe('/customerdetailform');
    expect(localStorage.getItem('passengerDetails')).toBeNull();
  });

  it('prefers the details saved last time', () => {
    localStorage.setItem(
      'passengerDetails',
      JSON.stringify({
        name: 'Ravi Patel',
        phone: '9123456780',
        email: 'ravi@example.in',
        idType: 'Voter ID Card',
        idNumber: 'ABC1234567',
      }),
    );
    renderPage(<PassengerDetailsPage />, { path: '/customerdetailform', state: { offer: ride }, session });
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi Patel');
    expect(screen.getByLabelText('ID Type')).toHaveValue('Voter ID Card');
  });
});

describe(OfferDetailsPage.name, () => {
  const offer = anOffer({
    _id: 77,
    id: 77,
    from: 'Jabalpur',
    to: 'Nagpur',
    vehicle: 'Crysta',
    seats: 7,
    date: '2026-12-22',
    startTime: '10:00',
    endTime: '12:00',
    distance: 280,
    amount: 3999,
  });

  it('shows the offer with image, from, to, vehicle, amount, date, waiting time and seats', async () => {
    const view = renderPage(<OfferDetailsPage />, { path: '/offerconvehical', state: { offer }, session });
    expect(screen.getByRole('heading', { name: 'Offer Details' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Crysta cab' })).toBeInTheDocument();
    for (const text of ['Nagpur', '22 Dec 2026', '10:00 am - 12:00 pm', '7']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹3,999.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Passenger Detail' }));
    expect(view.location()).toBe('/customerdetailform');
    expect(view.locationState()).toMatchObject({
      flow: 'offer',
      offer: { offerId: 77, amount: 3999, vehicle: 'Crysta', from: 'Jabalpur', to: 'Nagpur' },
    });
  });

  it("shows 'No offer selected.' without an offer", () => {
    renderPage(<OfferDetailsPage />, { path: '/offerconvehical', session });
    expect(screen.getByText('No offer selected.')).toBeInTheDocument();
  });
});
