import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe(StatusBadge.name, () => {
  it.each([
    ['confirmed', 'Confirmed', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['cancelled by the customer', 'Cancelled by you', 'red'],
    ['cancelled', 'Cancelled', 'red'],
    ['on hold', 'On hold', 'grey'],
  ])('shows %s as "%s" in %s', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge.className).toContain(`bg-${tone === 'grey' ? 'slate' : tone}-100`);
  });

  it('names a customer cancellation for the office', () => {
    render(<StatusBadge status="cancelled by the customer" audience="office" />);
    expect(screen.getByText('Cancelled by customer')).toHaveAttribute('data-tone', 'red');
  });

  it('uses the detail colours on the detail variant (anything else is red)', () => {
    render(<StatusBadge status="on hold" variant="detail" />);
    expect(screen.getByText('On hold')).toHaveAttribute('data-tone', 'red');
  });
});
