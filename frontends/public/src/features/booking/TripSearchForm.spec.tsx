import { http, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TripSearchForm } from './TripSearchForm';

const BHOPAL = { value: 'Bhopal, Madhya Pradesh, India', label: 'Bhopal, Madhya Pradesh, India' };

/** Suggests Bhopal for any text, and answers POST /api/distance (after `hold`) with 312.4 km or 422. */
function routeAnswers(answer: 'found' | 'not found' = 'found', hold?: Promise<void>) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/places', ({ response }) => response(200).json([BHOPAL])),
    http.post('/api/distance', async ({ request, response }) => {
      sent.push(await request.json());
      await hold;
      if (answer === 'not found') return response(422).json({ statusCode: 422, message: 'Place not found: x' });
      return response(200).json({ distance: 312.4, duration: 380 });
    }),
  );
  return sent;
}

async function pickBhopal() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Drop Place' }), 'Bho');
  await userEvent.click(await screen.findByRole('option', { name: BHOPAL.label }, { timeout: 2000 }));
}

describe(TripSearchForm.name, () => {
  it('fixes the pickup to Jabalpur, read-only, and offers the three pickup-info choices', () => {
    renderPage(<TripSearchForm onSubmit={vi.fn()} />);
    const pickup = screen.getByLabelText('Pickup');
    expect(pickup).toHaveValue('Jabalpur, MP, India');
    expect(pickup).toHaveAttribute('readonly');
    const options = Array.from((screen.getByLabelText('Pickup Info') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['Bus station to Bus station', 'Railway Station to Railway Station', 'Highway to Highway']);
    expect(screen.getByLabelText('Pickup Info')).toHaveValue('Bus station to Bus station');
  });

  it("says 'Please fill all fields' when something is missing", async () => {
    const onSubmit = vi.fn();
    renderPage(<TripSearchForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'Calculating route...', then km and hours/minutes from the server", async () => {
    let release: () => void = () => undefined;
    const sent = routeAnswers('found', new Promise((resolve) => (release = resolve)));
    renderPage(<TripSearchForm onSubmit={vi.fn()} />);
    await pickBhopal();
    expect(await screen.findByText('Calculating route...')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ from: 'Jabalpur, MP, India', to: BHOPAL.label }]));
    release();
    expect(await screen.findByTestId('route-distance')).toHaveTextContent('312.4 km');
    expect(screen.getByTestId('route-duration')).toHaveTextContent('6 h 20 min');
    expect(screen.queryByText('Calculating route...')).not.toBeInTheDocument();
  });

  it('clears the distance when the lookup fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeAnswers('not found');
    renderPage(<TripSearchForm onSubmit={vi.fn()} />);
    await pickBhopal();
    await waitFor(() => expect(screen.queryByText('Calculating route...')).not.toBeInTheDocument());
    expect(screen.queryByTestId('route-distance')).not.toBeInTheDocument();
    expect(screen.queryByTestId('route-duration')).not.toBeInTheDocument();
  });

  it('hands the whole trip to View Details', async () => {
    routeAnswers();
    const onSubmit = vi.fn();
    renderPage(<TripSearchForm onSubmit={onSubmit} />);
    await pickBhopal();
    await screen.findByTestId('route-distance');
    await userEvent.type(screen.getByLabelText('Date'), '2026-12-20');
    await userEvent.type(screen.getByLabelText('Time'), '07:30');
    await userEvent.selectOptions(screen.getByLabelText('Pickup Info'), 'Highway to Highway');
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(onSubmit).toHaveBeenCalledWith({
      from: 'Jabalpur, MP, India',
      to: BHOPAL.label,
      date: '2026-12-20',
      startTime: '07:30',
      pickupInfo: 'Highway to Highway',
      distance: 312.4,
      duration: 380,
    });
  });

  it('asks for the route of a place typed but not picked, and says so when there is none', async () => {
    const sent = routeAnswers('not found');
    const onSubmit = vi.fn();
    renderPage(<TripSearchForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Drop Place' }), 'Nowhere');
    await userEvent.type(screen.getByLabelText('Date'), '2026-12-20');
    await userEvent.type(screen.getByLabelText('Time'), '07:30');
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a route to that place. Please pick a place from the suggestions.',
    );
    expect(sent).toEqual([{ from: 'Jabalpur, MP, India', to: 'Nowhere' }]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
