import { aFareQuote, http, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TripState } from './flow';
import { VehicleTable } from './VehicleTable';

const FARES = {
  distance: 313,
  vehicles: [
    aFareQuote({ vehicle: 'Dzire', seats: 5, baseAmount: 5008, driverAllowance: 200, totalAmount: 5208 }),
    aFareQuote({ vehicle: 'Crysta', seats: 7, baseAmount: 8764, driverAllowance: 200, totalAmount: 8964 }),
    aFareQuote({ vehicle: 'Tavera', seats: 8, baseAmount: 6886, driverAllowance: 200, totalAmount: 7086 }),
    aFareQuote({ vehicle: 'Zest', seats: 6, baseAmount: 4695, driverAllowance: 200, totalAmount: 4895 }),
    aFareQuote({ vehicle: 'Ertiga', seats: 6, baseAmount: 6886, driverAllowance: 200, totalAmount: 7086 }),
  ],
};

/** Answers GET /api/fares with FARES and keeps the distance each request asked for. */
function fareAnswers() {
  const distances: (string | null)[] = [];
  server.use(
    http.get('/api/fares', ({ query, response }) => {
      distances.push(query.get('distance'));
      return response(200).json(FARES);
    }),
  );
  return distances;
}

const trip: TripState = {
  from: 'Jabalpur, MP, India',
  to: 'Bhopal, Madhya Pradesh, India',
  date: '2026-12-20',
  startTime: '07:30',
  distance: 312.4,
  duration: 380,
};

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe(VehicleTable.name, () => {
  it('asks the server for fares by distance and lists the five vehicles with its prices', async () => {
    const distances = fareAnswers();
    renderPage(<VehicleTable trip={trip} />, { session: { token: 't', role: 'customer' } });
    const table = await screen.findByRole('table');
    expect(distances).toEqual(['312.4']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Crysta', 'Dzire', 'Tavera', 'Zest', 'Ertiga']);
    const dzire = rows[1];
    expect(dzire).toHaveTextContent('₹5,208.00');
    expect(dzire).toHaveTextContent('incl. driver allowance ₹200.00');
    expect(dzire).toHaveTextContent('312.4 km');
    expect(within(dzire).getByRole('img')).toHaveAttribute('alt', 'Dzire cab');
  });

  it('shows Date, Start Time and no End Time or Pickup Info columns when the trip has none', async () => {
    fareAnswers();
    renderPage(<VehicleTable trip={trip} />, { session: { token: 't', role: 'customer' } });
    await screen.findByRole('table');
    expect(headers()).toEqual(['Image', 'Vehicle', 'From', 'To', 'Date', 'Start Time', 'Seats', 'Distance', 'Amount', 'Action']);
  });

  it('switches to Pickup Date and Drop Date when a drop date exists, and adds End Time and Pickup Info when present', async () => {
    fareAnswers();
    renderPage(
      <VehicleTable
        trip={{
          ...trip,
          date: undefined,
          pickupDate: '2026-12-20',
          dropDate: '2026-12-21',
          endTime: '18:00',
          pickupInfo: 'Highway to Highway',
        }}
      />,
      { session: { token: 't', role: 'customer' } },
    );
    await screen.findByRole('table');
    expect(headers()).toEqual([
      'Image',
      'Vehicle',
      'From',
      'To',
      'Pickup Date',
      'Drop Date',
      'Start Time',
      'End Time',
      'Pickup Info',
      'Seats',
      'Distance',
      'Amount',
      'Action',
    ]);
    const first = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(first).toHaveTextContent('20 Dec 2026');
    expect(first).toHaveTextContent('21 Dec 2026');
    expect(first).toHaveTextContent('6:00 pm');
    expect(first).toHaveTextContent('Highway to Highway');
  });

  it('sends a user without a token to /login on Select', async () => {
    fareAnswers();
    const view = renderPage(<VehicleTable trip={trip} />, { path: '/onewayshowvehical' });
    await screen.findByRole('table');
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Select Dzire' }));
    expect(view.location()).toBe('/login');
  });

  it('opens /onewayconfirmvehical with the chosen vehicle and the server prices as navigation state', async () => {
    fareAnswers();
    const view = renderPage(<VehicleTable trip={trip} />, { path: '/onewayshowvehical', session: { token: 't', role: 'customer' } });
    await screen.findByRole('table');
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Select Crysta' }));
    expect(view.location()).toBe('/onewayconfirmvehical');
    expect(view.locationState()).toEqual({
      offer: { ...trip, vehicle: 'Crysta', seats: 7, baseAmount: 8764, driverAllowance: 200, totalAmount: 8964 },
    });
  });

  it('shows the server error when fares cannot be loaded', async () => {
    server.use(http.get('/api/fares', ({ response }) => response(400).json({ statusCode: 400, message: 'distance must not be negative' })));
    renderPage(<VehicleTable trip={trip} />, { session: { token: 't', role: 'customer' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('distance must not be negative');
  });

  it('shows the loading skeleton until the fares arrive', async () => {
    fareAnswers();
    renderPage(<VehicleTable trip={trip} />, { session: { token: 't', role: 'customer' } });
    expect(screen.getByRole('status', { name: 'Loading fares' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.queryByRole('status', { name: 'Loading fares' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server and says so when the distance is unknown', async () => {
    const distances = fareAnswers();
    renderPage(<VehicleTable trip={{ ...trip, distance: undefined }} />, { session: { token: 't', role: 'customer' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The distance of this trip is unknown. Please search again.');
    await waitFor(() => expect(distances).toEqual([]));
  });
});
