import { watchIntl } from '@jbp/shared/testing';
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

  it("keeps one formatter per language and kind for a chart's many labels", () => {
    const intl = watchIntl();
    for (const language of ['en', 'hi'] as const) {
      for (let i = 1; i <= 30; i++) {
        countLabel(i * 1000, language);
        compactRupees(i * 100_000, language);
        monthLabel(`2026-${String((i % 12) + 1).padStart(2, '0')}`, language);
      }
    }
    intl.restore();
    expect(intl.perCallFormatting()).toBe(0);
    // Two kinds of number and one of month, in two languages (fewer when earlier tests made them).
    expect(intl.made.NumberFormat).toBeLessThanOrEqual(4);
    expect(intl.made.DateTimeFormat).toBeLessThanOrEqual(2);
    expect(monthLabel('2026-10', 'hi')).toBe('अक्टूबर 2026');
  });
});
