import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe(StatusBadge.name, () => {
  it.each([
    ['confirmed', 'Confirmed', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['cancelled by the customer', 'Cancellation Pending', 'red'],
    ['cancelled', 'Canceled', 'red'],
    ['on hold', 'On hold', 'grey'],
  ])('shows %s as "%s" in %s', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge.className).toContain(`bg-${tone === 'grey' ? 'slate' : tone}-100`);
  });

  it('uses the detail colours on the detail variant (anything else is red)', () => {
    render(<StatusBadge status="on hold" variant="detail" />);
    expect(screen.getByText('On hold')).toHaveAttribute('data-tone', 'red');
  });
});
