import { queryKeys } from '@jbp/shared';
import { anOffer, http, renderPage, server } from '@jbp/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddOfferForm } from './AddOfferForm';

const session = { token: 't', role: 'agent' };

const PLACES = ['Jabalpur', 'Bhopal', 'Katni', 'Sagar', 'Rewa', 'Satna', 'Indore'].map((town) => `${town}, Madhya Pradesh, India`);

/** GET /api/places: all seven places whatever the text (the form shows at most 5); records each search. */
function answerPlaces(searches: URLSearchParams[] = []) {
  server.use(
    http.get('/api/places', ({ request, response }) => {
      searches.push(new URL(request.url).searchParams);
      return response(200).json(PLACES.map((label) => ({ value: label, label })));
    }),
  );
  return searches;
}

/** POST /api/distance: the km to each known destination, 422 for any other; records each body. */
function answerDistance(km: Record<string, number>, bodies: unknown[] = []) {
  server.use(
    http.post('/api/distance', async ({ request, response }) => {
      const body = await request.json();
      bodies.push(body);
      const distance = km[body.to];
      return distance === undefined
        ? response(422).json({ statusCode: 422, message: `Place not found: ${body.to}` })
        : response(200).json({ distance, duration: 300 });
    }),
  );
  return bodies;
}

/** POST /api/offers answered with `status`; records each body. */
function answerOfferCreate(status: 201 | 400, bodies: unknown[] = []) {
  server.use(
    http.post('/api/offers', async ({ request, response }) => {
      const body = await request.json();
      bodies.push(body);
      return status === 201
        ? response(201).json({ success: true, data: anOffer({ ...body, _id: 9, id: 9 }) })
        : response(400).json({ statusCode: 400, message: 'Date must be today or later' });
    }),
  );
  return bodies;
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
  fireEvent.change(screen.getByLabelText('Waiting Time: from'), { target: { value: '09:00' } });
  fireEvent.change(screen.getByLabelText('Waiting Time: until'), { target: { value: '11:30' } });
}

describe(AddOfferForm.name, () => {
  it('has the spec fields: place searches, the three vehicles, Amount as text, Seats as a number, times and Submit Offer', () => {
    renderPage(<AddOfferForm />, { session });
    expect(screen.getByRole('combobox', { name: 'From' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toBeInTheDocument();
    const vehicles = within(screen.getByLabelText('Vehicle'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(vehicles).toEqual(['Select a vehicle', 'Crysta', 'Tavera', 'Dzire']);
    expect(screen.getByLabelText('Amount (₹)')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Seats Available')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Waiting Time: from')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('Waiting Time: until')).toHaveAttribute('type', 'time');
    expect(screen.getByRole('button', { name: 'Submit Offer' })).toBeInTheDocument();
  });

  it('searches places from 3 characters and shows at most 5 suggestions', async () => {
    const searches = answerPlaces();
    renderPage(<AddOfferForm />, { session });
    await userEvent.type(screen.getByRole('combobox', { name: 'From' }), 'Ja');
    // To's search finishing means From's two letters have waited as long as any search waits.
    await userEvent.type(screen.getByRole('combobox', { name: 'To' }), 'Bho');
    await screen.findByRole('listbox', { name: 'To suggestions' });
    expect(searches.map((q) => q.get('text'))).toEqual(['Bho']);

    await userEvent.type(screen.getByRole('combobox', { name: 'From' }), 'b');
    const listbox = await screen.findByRole('listbox', { name: 'From suggestions' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(searches.map((q) => q.get('text'))).toEqual(['Bho', 'Jab']);
    expect(searches[1].get('limit')).toBe('5');
  });

  it("shows 'Distance: {n} km' once both places are chosen, recalculates on change and clears when the call fails", async () => {
    answerPlaces();
    const asked = answerDistance({ 'Bhopal, Madhya Pradesh, India': 312.4, 'Katni, Madhya Pradesh, India': 91.2 });
    renderPage(<AddOfferForm />, { session });
    await pick('From', 'Jab', 'Jabalpur, Madhya Pradesh, India');
    expect(screen.queryByText(/^Distance:/)).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);

    await pick('To', 'Bho', 'Bhopal, Madhya Pradesh, India');
    expect(await screen.findByTestId('offer-distance')).toHaveTextContent('Distance: 312.4 km');
    expect(asked[0]).toEqual({ from: 'Jabalpur, Madhya Pradesh, India', to: 'Bhopal, Madhya Pradesh, India' });

    await pick('To', 'Kat', 'Katni, Madhya Pradesh, India');
    await waitFor(() => expect(screen.getByTestId('offer-distance')).toHaveTextContent('Distance: 91.2 km'));

    await pick('To', 'Rew', 'Rewa, Madhya Pradesh, India');
    await waitFor(() => expect(asked).toHaveLength(3));
    await waitFor(() => expect(screen.queryByTestId('offer-distance')).not.toBeInTheDocument());
    expect(screen.queryByText('Calculating route...')).not.toBeInTheDocument();
  });

  it('hides the distance when a chosen place is typed over', async () => {
    answerPlaces();
    answerDistance({ 'Bhopal, Madhya Pradesh, India': 312.4 });
    renderPage(<AddOfferForm />, { session });
    await pick('From', 'Jab', 'Jabalpur, Madhya Pradesh, India');
    await pick('To', 'Bho', 'Bhopal, Madhya Pradesh, India');
    await screen.findByTestId('offer-distance');
    await userEvent.type(screen.getByRole('combobox', { name: 'To' }), 'x');
    expect(screen.queryByTestId('offer-distance')).not.toBeInTheDocument();
  });

  it("says 'Please fill all fields' and sends nothing when a field is missing", async () => {
    answerPlaces();
    answerDistance({ 'Bhopal, Madhya Pradesh, India': 312.4 });
    const sent = answerOfferCreate(201);
    renderPage(<AddOfferForm />, { session });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields');
    // The first field in error takes focus: From, the first box of the form.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'From' })).toHaveFocus());

    await pick('From', 'Jab', 'Jabalpur, Madhya Pradesh, India');
    await pick('To', 'Bho', 'Bhopal, Madhya Pradesh, India');
    await fillTheRest();
    await userEvent.clear(screen.getByLabelText('Seats Available'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields');
    await waitFor(() => expect(screen.getByLabelText('Seats Available')).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it("sends the payload, says '✅ Offer submitted successfully!' and resets every field including the distance", async () => {
    answerPlaces();
    answerDistance({ 'Bhopal, Madhya Pradesh, India': 312.4 });
    const sent = answerOfferCreate(201);
    const view = renderPage(<AddOfferForm />, { session });
    view.queryClient.setQueryData(queryKeys.myOffers, []);
    view.queryClient.setQueryData(queryKeys.allOffers, []);
    await pick('From', 'Jab', 'Jabalpur, Madhya Pradesh, India');
    await pick('To', 'Bho', 'Bhopal, Madhya Pradesh, India');
    await screen.findByTestId('offer-distance');
    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Offer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('✅ Offer submitted successfully! It is now live on the offers list.');
    expect(sent).toEqual([
      {
        from: 'Jabalpur, Madhya Pradesh, India',
        to: 'Bhopal, Madhya Pradesh, India',
        vehicle: 'Crysta',
        amount: 2500,
        date: '2030-01-15',
        seats: 6,
        startTime: '09:00',
        endTime: '11:30',
        distance: 312.4,
      },
    ]);
    // The lists that show offers (the agent's own, the admin's, the home page's) are read again.
    expect(view.queryClient.getQueryState(queryKeys.myOffers)?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(queryKeys.allOffers)?.isInvalidated).toBe(true);
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('');
    expect(screen.getByLabelText('Vehicle')).toHaveValue('');
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByLabelText('Seats Available')).toHaveValue(null);
    expect(screen.getByLabelText('Waiting Time: from')).toHaveValue('');
    expect(screen.getByLabelText('Waiting Time: until')).toHaveValue('');
    expect(screen.queryByTestId('offer-distance')).not.toBeInTheDocument();
  });

  it("says '❌ Failed to submit offer' and keeps every field when the server refuses", async () => {
    answerPlaces();
    answerDistance({ 'Bhopal, Madhya Pradesh, India': 312.4 });
    answerOfferCreate(400);
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
    expect(screen.getByLabelText('Waiting Time: from')).toHaveValue('09:00');
    expect(screen.getByLabelText('Waiting Time: until')).toHaveValue('11:30');
    expect(screen.getByTestId('offer-distance')).toHaveTextContent('Distance: 312.4 km');
  });
});
