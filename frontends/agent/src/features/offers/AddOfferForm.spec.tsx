import { mockApi, renderPage } from '@jbp/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddOfferForm } from './AddOfferForm';

const session = { token: 't', role: 'agent' };

const PLACES = ['Jabalpur', 'Bhopal', 'Katni', 'Sagar', 'Rewa', 'Satna', 'Indore'].map((town) => `${town}, Madhya Pradesh, India`);

function placesRoute() {
  return { path: '/api/places', body: PLACES.map((label) => ({ value: label, label })) };
}

function distanceRoute(km: Record<string, number>) {
  return {
    method: 'POST',
    path: '/api/distance',
    reply: ({ body }: { body: unknown }) => {
      const { to } = body as { from: string; to: string };
      const distance = km[to];
      return distance === undefined ? { status: 422, body: { statusCode: 422, message: `Place not found: ${to}` } } : { body: { distance, duration: 300 } };
    },
  };
}

async function pick(label: 'From' | 'To', typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, typed);
  const listbox = await screen.findByRole('listbox', { name: `${label} suggestions` });
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

async function fillTheRest() {
  await userEvent.selectOptions(screen.getByLabelText('Vehicle'), 'Crysta');
  await userEvent.type(screen.getByLabelText('Amount (₹)'), '2,500');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-15' } });
  await userEvent.type(screen.getByLabelText('Seats Available'), '6');
  fireEvent.change(screen.getByLabelText('Pickup Time'), { target: { value: '09:00' } });
  fireEvent.change(screen.getByLabelText('Drop Time'), { target: { value: '11:30' } });
}

describe(AddOfferForm.name, () => {
  it('has the spec fields: place searches, the three vehicles, Amount as text, Seats as a number, times and Submit Offer', () => {
    mockApi([]);
    renderPage(<AddOfferForm />, { session });
    expect(screen.getByRole('combobox', { name: 'From' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toBeInTheDocument();
    const vehicles = within(screen.getByLabelText('Vehicle')).getAllByRole('option').map((o) => o.textContent);
    expect(vehicles).toEqual(['Select a vehicle', 'Crysta', 'Tavera', 'Dzire']);
    expect(screen.getByLabelText('Amount (₹)')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Seats Available')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Pickup Time')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('Drop Time')).toHaveAttribute('type', 'time');
    expect(screen.getByRole('button', { name: 'Submit Offer' })).toBeInTheDocument();
  });

  it('searches places from 3 characters and shows at most 5 suggestions', async () => {
    const api = mockApi([placesRoute()]);
    renderPage(<AddOfferForm />, { session });
    await userEvent.type(screen.getByRole('combobox', { name: 'From' }), 'Ja');
    await new Promise((r) => setTimeout(r, 400));
    expect(api.callsTo('/api/places')).toHaveLength(0);
    await userEvent.type(screen.getByRole('combobox', { name: 'From' }), 'b');
    const listbox = await screen.findByRole('listbox', { name: 'From suggestions' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(api.callsTo('/api/places')[0].query.get('text')).toBe('Jab');
    expect(api.callsTo('/api/places')[0].query.get('limit')).toBe('5');
  });

  it("shows 'Distance: {n} km' once both places are chosen, recalculates on change and clears when the call fails", async () => {
    const api = mockApi([placesRoute(), distanceRoute({ 'Bhopal, Madhya Pradesh, India': 312.4, 'Katni, Madhya Pradesh, India': 91.2 })]);
    renderPage(<AddOfferForm />, { session });
    await pick('From', 'Jab', 'Jabalpur, Madhya Pradesh, India');
    expect(screen.queryByText(/^Distance:/)).not.toBeInTheDocument();
    expect(api.callsTo('/api/distance')).toHaveLength(0);

    await pick('To', 'Bho', 'Bhopal, Madhya Pradesh, India');
    expect(await screen.findByTestId('offer-distance')).toHaveTextContent('Distance: 312.4 km');
    expect(api.callsTo('/api/distance')[0].body).toEqual({ from: 'Jabalpur, Madhya Pradesh, India', to: 'Bhopal, Madhya Pradesh, India' });

    await pick('To', 'Kat', 'Katni, Madhya Pradesh, India');
    await waitFor(() => expect(screen.getByTestId('offer-distance')).toHaveTextContent('Distance: 91.2 km'));

    await pick('To', 'Rew', 'Rewa, Madhya Pradesh, India');
    await waitFor(() => expect(api.callsTo('/api/distance')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByTestId('offer-distance')).not.toBeInTheDocument());
  });

  it("hides the distance when a chosen place is typed over", async () => {
    mockApi([placesRoute(), distanceRoute({ 'Bhopal, Madhya Pradesh, India': 312.4 })]);
    renderPage(<AddOfferForm />, { session });
    await pick('From', 'Jab', 'Jabalpur, Madhya Pradesh, India');
    await pick('To', 'Bho', 'Bhopal, Madhya Pradesh, India');
    await screen.findByTestId('offer-distance');
    await userEvent.type(screen.getByRole('combobox', { name: 'To' }), 'x');
    expect(screen.queryByTestId('offer-distance')).not.toBeInTheDocument();
  });

  it("says 'Please fill all fields' and sends nothing when a field is missing", async () => {
    const api = mockApi([placesRoute(), distanceRoute({ 'Bhopal, Madhya Pradesh, India': 312.4 })]);
    renderPage(<AddOfferForm />, { session });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');

    await pick('From', 'Jab', 'Jabalpur, Madhya Pradesh, India');
    await pick('To', 'Bho', 'Bhopal, Madhya Pradesh, India');
    await fillTheRest();
    await userEvent.clear(screen.getByLabelText('Seats Available'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
    expect(api.callsTo('/api/offers', 'POST')).toHaveLength(0);
  });

  it("sends the payload, says '✅ Offer submitted successfully!' and resets every field including the distance", async () => {
    const api = mockApi([
      placesRoute(),
      distanceRoute({ 'Bhopal, Madhya Pradesh, India': 312.4 }),
      { method: 'POST', path: '/api/offers', status: 201, body: { success: true, data: { _id: 9 } } },
    ]);
    renderPage(<AddOfferForm />, { session });
    await pick('From', 'Jab', 'Jabalpur, Madhya Pradesh, India');
    await pick('To', 'Bho', 'Bhopal, Madhya Pradesh, India');
    await screen.findByTestId('offer-distance');
    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Offer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('✅ Offer submitted successfully!');
    expect(api.callsTo('/api/offers', 'POST')[0].body).toEqual({
      from: 'Jabalpur, Madhya Pradesh, India',
      to: 'Bhopal, Madhya Pradesh, India',
      vehicle: 'Crysta',
      amount: 2500,
      date: '2030-01-15',
      seats: 6,
      startTime: '09:00',
      endTime: '11:30',
      distance: 312.4,
    });
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('');
    expect(screen.getByLabelText('Vehicle')).toHaveValue('');
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByLabelText('Seats Available')).toHaveValue(null);
    expect(screen.getByLabelText('Pickup Time')).toHaveValue('');
    expect(screen.getByLabelText('Drop Time')).toHaveValue('');
    expect(screen.queryByTestId('offer-distance')).not.toBeInTheDocument();
  });

  it("says '❌ Failed to submit offer' and keeps every field when the server refuses", async () => {
    mockApi([
      placesRoute(),
      distanceRoute({ 'Bhopal, Madhya Pradesh, India': 312.4 }),
      { method: 'POST', path: '/api/offers', status: 400, body: { statusCode: 400, message: 'Date must be today or later' } },
    ]);
    renderPage(<AddOfferForm />, { session });
    await pick('From', 'Jab', 'Jabalpur, Madhya Pradesh, India');
    await pick('To', 'Bho', 'Bhopal, Madhya Pradesh, India');
    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Offer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('❌ Failed to submit offer');
    expect(alert).toHaveTextContent('Date must be today or later');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Jabalpur, Madhya Pradesh, India');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Bhopal, Madhya Pradesh, India');
    expect(screen.getByLabelText('Vehicle')).toHaveValue('Crysta');
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('2,500');
    expect(screen.getByLabelText('Date')).toHaveValue('2030-01-15');
    expect(screen.getByLabelText('Seats Available')).toHaveValue(6);
    expect(screen.getByLabelText('Pickup Time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Drop Time')).toHaveValue('11:30');
    expect(screen.getByTestId('offer-distance')).toHaveTextContent('Distance: 312.4 km');
  });
});
