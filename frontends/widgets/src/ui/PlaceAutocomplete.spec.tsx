import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Place } from '@jbp/shared';
import { HttpResponse, http, renderWithProviders, server } from '@jbp/shared/testing';
import { PlaceAutocomplete } from './PlaceAutocomplete';

const places = (n: number): Place[] =>
  Array.from({ length: n }, (_, i) => ({ value: `Place ${i}, Madhya Pradesh, India`, label: `Place ${i}, Madhya Pradesh, India` }));

/** Answers GET /api/places with `n` places and records each search's query. */
function answerPlaces(n: number) {
  const searches: URLSearchParams[] = [];
  server.use(
    http.get('/api/places', ({ request, response }) => {
      searches.push(new URL(request.url).searchParams);
      return response(200).json(places(n));
    }),
  );
  return searches;
}

function Harness({ onSelect = vi.fn(), debounceMs = 0 }: { onSelect?: (p: Place) => void; debounceMs?: number }) {
  const [value, setValue] = useState('');
  return <PlaceAutocomplete label="Drop Place" value={value} onChange={setValue} onSelect={onSelect} debounceMs={debounceMs} />;
}

describe(PlaceAutocomplete.name, () => {
  it('does not search with 2 characters or fewer', async () => {
    const searches = answerPlaces(3);
    renderWithProviders(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Drop Place' });
    await userEvent.type(box, 'Bh');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // The third character starts the first search: none was made for 'B' or 'Bh'.
    await userEvent.type(box, 'o');
    await screen.findAllByRole('option');
    expect(searches.map((q) => q.get('text'))).toEqual(['Bho']);
  });

  it('searches from the third character with limit 5 and shows at most 5 suggestions', async () => {
    const searches = answerPlaces(7);
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'Bho');
    const listbox = await screen.findByRole('listbox', { name: 'Drop Place suggestions' });
    expect(await within(listbox).findAllByRole('option')).toHaveLength(5);
    expect(searches.at(-1)?.get('text')).toBe('Bho');
    expect(searches.at(-1)?.get('limit')).toBe('5');
  });

  it('waits for typing to pause before asking the server', async () => {
    const searches = answerPlaces(2);
    renderWithProviders(<Harness debounceMs={300} />);
    await userEvent.type(screen.getByRole('combobox'), 'Bhopal');
    await screen.findAllByRole('option');
    expect(searches.map((q) => q.get('text'))).toEqual(['Bhopal']);
  });

  it('fills the box with the picked label and reports the place, without searching it again', async () => {
    const searches = answerPlaces(2);
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Pla');
    await userEvent.click(await screen.findByRole('option', { name: 'Place 1, Madhya Pradesh, India' }));
    expect(box).toHaveValue('Place 1, Madhya Pradesh, India');
    expect(onSelect).toHaveBeenCalledWith(places(2)[1]);
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(searches.map((q) => q.get('text'))).toEqual(['Pla']);
  });

  it('supports the keyboard: arrows move, Enter picks, Escape closes', async () => {
    answerPlaces(3);
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Pla');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(places(3)[1]);

    await userEvent.type(box, ' x');
    await screen.findAllByRole('option');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no suggestions and logs when the search fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/api/places', () => HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })));
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'Bho');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Place search failed', expect.anything()));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
