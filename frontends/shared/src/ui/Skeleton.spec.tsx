import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonList } from './Skeleton';

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

describe(Skeleton.name, () => {
  it.each([
    ['h-4 w-full', 'rounded-lg'],
    ['size-20 rounded-full', 'rounded-full'],
    ['h-6 w-24 rounded-md', 'rounded-md'],
  ])('with "%s" has the corners %s, and no other', (className, corners) => {
    const { container } = render(<Skeleton className={className} />);
    const bar = container.firstElementChild;
    expect(bar).toHaveClass(corners);
    expect(bar?.className.match(/rounded-\S+/g)).toEqual([corners]);
    expect(bar).toHaveAttribute('aria-hidden', 'true');
  });
});
