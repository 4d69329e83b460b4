import { http, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** The message under a field, linked to it by aria-describedby. */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id)?.textContent : ''))
    .join(' ');

/** 2026-03-10 14:00 in India; only Date is faked, so typing still runs. */
const atTwoPm = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T08:30:00Z'));
};

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe(TripSearchForm.name, () => {
  describe('checks each field as it is left', () => {
    it('refuses a past date, and a date more than a year on, beside the date', async () => {
      atTwoPm();
      renderPage(<TripSearchForm onSubmit={vi.fn()} />);
      const date = screen.getByLabelText('Date');
      expect(date).toHaveAttribute('min', '2026-03-10');
      expect(date).toHaveAttribute('max', '2027-03-10');
      await userEvent.type(date, '2026-03-09');
      await userEvent.tab();
      expect(messageOf(date)).toBe('Choose today or a later date.');
      await userEvent.clear(date);
      await userEvent.type(date, '2027-03-11');
      expect(messageOf(date)).toBe('Choose a date within a year from today.');
      await userEvent.clear(date);
      await userEvent.type(date, '2027-03-10');
      expect(date).not.toHaveAttribute('aria-invalid');
    });

    it('refuses a pickup five hours ago today beside the time, and takes a later one', async () => {
      atTwoPm();
      const onSubmit = vi.fn();
      renderPage(<TripSearchForm onSubmit={onSubmit} />);
      await userEvent.type(screen.getByLabelText('Date'), '2026-03-10');
      const time = screen.getByLabelText('Time');
      await userEvent.type(time, '09:00');
      await userEvent.tab();
      expect(messageOf(time)).toBe('This time has already passed today; choose a later time.');
      await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
      expect(onSubmit).not.toHaveBeenCalled();
      await userEvent.clear(time);
      await userEvent.type(time, '18:30');
      expect(time).not.toHaveAttribute('aria-invalid');
    });

    it('refuses Jabalpur as the drop beside the field', async () => {
      server.use(http.get('/api/places', ({ response }) => response(200).json([])));
      renderPage(<TripSearchForm onSubmit={vi.fn()} />);
      const drop = screen.getByRole('combobox', { name: 'Drop Place' });
      await userEvent.type(drop, 'Jabalpur');
      await userEvent.tab();
      expect(messageOf(drop)).toBe('Pickup and drop must be different places.');
    });

    it('says which field is empty beside it when it is left', async () => {
      renderPage(<TripSearchForm onSubmit={vi.fn()} />);
      await userEvent.click(screen.getByLabelText('Date'));
      await userEvent.tab();
      expect(messageOf(screen.getByLabelText('Date'))).toBe('Choose the pickup date.');
    });
  });

  it('keeps what was typed for this tab, so a detour through login does not lose it', async () => {
    const first = renderPage(<TripSearchForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Date'), '2030-01-02');
    await userEvent.type(screen.getByLabelText('Time'), '07:15');
    first.unmount();
    renderPage(<TripSearchForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Date')).toHaveValue('2030-01-02');
    expect(screen.getByLabelText('Time')).toHaveValue('07:15');
  });

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
    // The first field in error takes focus: the drop place, the form's first box.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Drop Place' })).toHaveFocus());
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
    atTwoPm();
    routeAnswers();
    const onSubmit = vi.fn();
    renderPage(<TripSearchForm onSubmit={onSubmit} />);
    await pickBhopal();
    await screen.findByTestId('route-distance');
    await userEvent.type(screen.getByLabelText('Date'), '2026-03-20');
    await userEvent.type(screen.getByLabelText('Time'), '07:30');
    await userEvent.selectOptions(screen.getByLabelText('Pickup Info'), 'Highway to Highway');
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(onSubmit).toHaveBeenCalledWith({
      from: 'Jabalpur, MP, India',
      to: BHOPAL.label,
      date: '2026-03-20',
      startTime: '07:30',
      pickupInfo: 'Highway to Highway',
      distance: 312.4,
      duration: 380,
    });
  });

  it('asks for the route of a place typed but not picked, and says so when there is none', async () => {
    atTwoPm();
    const sent = routeAnswers('not found');
    const onSubmit = vi.fn();
    renderPage(<TripSearchForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Drop Place' }), 'Nowhere');
    await userEvent.type(screen.getByLabelText('Date'), '2026-03-20');
    await userEvent.type(screen.getByLabelText('Time'), '07:30');
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a route to that place. Please pick a place from the suggestions.',
    );
    expect(sent).toEqual([{ from: 'Jabalpur, MP, India', to: 'Nowhere' }]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
