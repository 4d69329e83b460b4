import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing';
import type { Place } from '../api/types';
import { PlaceAutocomplete } from './PlaceAutocomplete';

const places = (n: number): Place[] =>
  Array.from({ length: n }, (_, i) => ({ value: `Place ${i}, Madhya Pradesh, India`, label: `Place ${i}, Madhya Pradesh, India` }));

function Harness({ onSelect = vi.fn(), minChars }: { onSelect?: (p: Place) => void; minChars?: number }) {
  const [value, setValue] = useState('');
  return <PlaceAutocomplete label="Drop Place" value={value} onChange={setValue} onSelect={onSelect} minChars={minChars} debounceMs={0} />;
}

describe(PlaceAutocomplete.name, () => {
  it('does not search with 2 characters or fewer', async () => {
    const api = mockApi([{ path: '/api/places', body: places(3) }]);
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Drop Place' }), 'Bh');
    await new Promise((r) => setTimeout(r, 20));
    expect(api.callsTo('/api/places')).toHaveLength(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('searches from the third character with limit 5 and shows at most 5 suggestions', async () => {
    const api = mockApi([{ path: '/api/places', body: places(7) }]);
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'Bho');
    expect(await screen.findAllByRole('option')).toHaveLength(5);
    const last = api.callsTo('/api/places').at(-1);
    expect(last?.query.get('text')).toBe('Bho');
    expect(last?.query.get('limit')).toBe('5');
  });

  it('fills the box with the picked label and reports the place', async () => {
    mockApi([{ path: '/api/places', body: places(2) }]);
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Pla');
    await userEvent.click(await screen.findByRole('option', { name: 'Place 1, Madhya Pradesh, India' }));
    expect(box).toHaveValue('Place 1, Madhya Pradesh, India');
    expect(onSelect).toHaveBeenCalledWith(places(2)[1]);
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });

  it('supports the keyboard: arrows move, Enter picks', async () => {
    mockApi([{ path: '/api/places', body: places(3) }]);
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox'), 'Pla');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(places(3)[1]);
  });
});
