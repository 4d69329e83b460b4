import { setLanguage } from '@jbp/shared';
import { renderPage } from '@jbp/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pager } from './Pager';

describe(Pager.name, () => {
  it.each([
    [1, 1, 'Page 1 of 1 · 1 match'],
    [1, 125, 'Page 1 of 3 · 125 matches'],
    [1, 100_000, 'Page 1 of 2,000 · 1,00,000 matches'],
    [1, 0, 'Page 1 of 1 · 0 matches'],
  ])('page %i of %i matches reads "%s", grouped the Indian way', (page, total, text) => {
    renderPage(<Pager page={page} total={total} limit={50} onPage={() => undefined} />);
    expect(screen.getByTestId('list-total')).toHaveTextContent(text);
  });

  it('groups the same way in Hindi', () => {
    setLanguage('hi');
    renderPage(<Pager page={1200} total={100_000} limit={50} onPage={() => undefined} />);
    expect(screen.getByTestId('list-total')).toHaveTextContent('पेज 1,200 / 2,000 · 1,00,000 परिणाम');
  });
});
