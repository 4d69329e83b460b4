import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonList } from './Skeleton';

describe(SkeletonList.name, () => {
  it('shows six skeleton cards by default, announced as loading', () => {
    render(<SkeletonList label="Loading bookings" />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    expect(screen.getByRole('status', { name: 'Loading bookings' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the requested number of cards', () => {
    render(<SkeletonList count={2} />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(2);
  });
});
