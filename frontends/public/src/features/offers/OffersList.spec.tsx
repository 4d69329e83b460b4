import { DEFAULT_VEHICLE_IMAGE, vehicleImage, type Offer } from '@jbp/shared';
import { anOffer, renderPage } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OffersList } from './OffersList';

const offers: Offer[] = [
  anOffer({
    from: 'Jabalpur',
    to: 'Nagpur',
    vehicle: 'Crysta',
    seats: 7,
    date: '2026-12-22',
    startTime: '10:00',
    endTime: '12:00',
    distance: 280,
    amount: 3999,
  }),
  anOffer({
    from: 'Jabalpur',
    to: 'Katni',
    vehicle: 'Bolero',
    date: '2026-12-23',
    startTime: '09:00',
    endTime: '09:30',
    distance: 95,
    amount: 125000,
  }),
];

describe(OffersList.name, () => {
  it('says so when it shows demo offers, and marks each one', () => {
    const demo = anOffer({ ...offers[0], _id: 9001, id: 9001, pickupInfo: '[DEMO] sample offer, not a real trip' });
    renderPage(<OffersList offers={[demo, offers[1]]} />);
    expect(screen.getByRole('note')).toHaveTextContent('Sample data: offers marked DEMO come from the demo seed and are not real trips.');
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    expect(first).toHaveTextContent('CrystaDEMO');
    expect(second).not.toHaveTextContent('DEMO');
  });

  it('shows no sample-data note for real offers', () => {
    renderPage(<OffersList offers={offers} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("has the spec's columns", () => {
    renderPage(<OffersList offers={offers} />);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Image', 'From', 'To', 'Vehicle', 'Seats', 'Date', 'Waiting Time', 'Distance', 'Amount (₹)', 'Action']);
  });

  it('fills the row: waiting window, km and the Indian-grouped amount as the server sent them', () => {
    renderPage(<OffersList offers={offers} />);
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    expect(first).toHaveTextContent('10:00 am - 12:00 pm');
    expect(first).toHaveTextContent('280 km');
    expect(first).toHaveTextContent('₹3,999.00');
    const secondCells = within(second)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(secondCells[7]).toBe('95 km');
    expect(secondCells[8]).toBe('₹1,25,000.00');
  });

  it('picks the vehicle image by name with a default for others', () => {
    renderPage(<OffersList offers={offers} />);
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    const crysta = within(first).getByRole('img').getAttribute('src');
    const other = within(second).getByRole('img').getAttribute('src');
    expect(crysta).toBe(vehicleImage('Crysta'));
    expect(crysta).not.toBe(DEFAULT_VEHICLE_IMAGE);
    expect(other).toBe(DEFAULT_VEHICLE_IMAGE);
  });

  it('renders cards for phones as well as the table', () => {
    renderPage(<OffersList offers={offers} />);
    const cards = screen.getByRole('list', { name: 'Available Offers' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(cards.className).toContain('lg:hidden');
    expect(screen.getByRole('table').parentElement?.className).toContain('lg:block');
  });

  it("Select (the spec's Confirm) opens /offerconvehical with the offer as navigation state", async () => {
    const view = renderPage(<OffersList offers={offers} />);
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Select offer Jabalpur to Nagpur' }));
    expect(view.location()).toBe('/offerconvehical');
    expect(view.locationState()).toEqual({ offer: offers[0] });
  });

  it("shows 'No offers found.' when empty", () => {
    renderPage(<OffersList offers={[]} />);
    expect(screen.getByText('No offers found.')).toBeInTheDocument();
  });
});
