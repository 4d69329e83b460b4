import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListParams } from './useListParams';

const KEYS = ['status', 'tripType', 'dateFrom'] as const;

function renderList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListParams(KEYS), location: useLocation() }), { wrapper });
}

describe('useListParams', () => {
  it('reads the filters and the page from the URL', () => {
    const { result } = renderList('/x?status=cancelled&page=3&other=1');
    expect(result.current.list.values).toEqual({ status: 'cancelled', tripType: '', dateFrom: '' });
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.filtered).toBe(true);
  });

  it('a change goes back to page 1 and keeps the other filters; blanks leave the URL', () => {
    const { result } = renderList('/x?status=cancelled&page=3');
    act(() => result.current.list.update({ tripType: 'round-trip' }));
    expect(result.current.location.search).toBe('?status=cancelled&tripType=round-trip');
    act(() => result.current.list.update({ status: ' ' }));
    expect(result.current.location.search).toBe('?tripType=round-trip');
    act(() => result.current.list.goToPage(2));
    expect(result.current.location.search).toBe('?tripType=round-trip&page=2');
    act(() => result.current.list.clear());
    expect(result.current.location.search).toBe('');
  });

  it('keeps every one of several choices made before the page draws again', () => {
    const { result } = renderList('/x');
    act(() => {
      const { list } = result.current;
      list.update({ status: 'cancelled' });
      list.update({ tripType: 'round-trip' });
      list.update({ dateFrom: '2026-10-01' });
    });
    expect(result.current.location.search).toBe('?status=cancelled&tripType=round-trip&dateFrom=2026-10-01');
  });
});
