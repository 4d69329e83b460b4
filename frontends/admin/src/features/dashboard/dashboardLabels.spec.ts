import { describe, expect, it } from 'vitest';
import { compactRupees, countLabel, monthLabel, previousMonth } from './dashboardLabels';

describe('dashboard labels', () => {
  it.each([
    [0, 'en', '0'],
    [38695, 'en', '38,695'],
    [150000, 'en', '1,50,000'],
    [150000, 'hi', '1,50,000'],
  ] as const)('countLabel(%d, %s) → %s', (n, language, label) => {
    expect(countLabel(n, language)).toBe(label);
  });

  it.each([
    [0, 'en', '₹0'],
    [750, 'en', '₹750'],
    [2_500_000, 'en', '₹25L'],
    [40_000_000, 'en', '₹4Cr'],
    [345_000_000, 'en', '₹34.5Cr'],
    [2_500_000, 'hi', '₹25\u00a0लाख'],
    [40_000_000, 'hi', '₹4\u00a0क॰'],
  ] as const)('compactRupees(%d, %s) → %s', (n, language, label) => {
    expect(compactRupees(n, language)).toBe(label);
  });

  it('names a month and the one before today', () => {
    expect(monthLabel('2026-10', 'en')).toBe('Oct 2026');
    expect(previousMonth('2026-01-14')).toBe('2025-12');
    expect(previousMonth('2026-11-27')).toBe('2026-10');
  });
});
