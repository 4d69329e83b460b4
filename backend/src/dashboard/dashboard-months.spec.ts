import { describe, expect, it } from '@jest/globals';
import { kindTotals, lastMonths, monthSeries, wholeMonths } from './dashboard-months.js';

describe('lastMonths', () => {
  it.each([
    ['2026-11-25', 3, ['2026-09', '2026-10', '2026-11']],
    ['2026-02-14', 3, ['2025-12', '2026-01', '2026-02']],
    ['2026-01-01', 1, ['2026-01']],
    [
      '2026-12-31',
      12,
      ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'],
    ],
    [
      '2026-11-30',
      12,
      ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    ],
  ])('from %s, %i months', (today, count, expected) => {
    expect(lastMonths(today, count)).toEqual(expected);
  });
});

describe('wholeMonths', () => {
  it.each([
    ['2026-10-01', '2026-10-31', { fromMonth: '2026-10', toMonth: '2026-10' }],
    ['2025-12-01', '2026-02-28', { fromMonth: '2025-12', toMonth: '2026-02' }],
    ['2028-02-01', '2028-02-29', { fromMonth: '2028-02', toMonth: '2028-02' }],
    [undefined, '2026-11-30', { fromMonth: undefined, toMonth: '2026-11' }],
    ['2026-04-01', undefined, { fromMonth: '2026-04', toMonth: undefined }],
    [undefined, undefined, { fromMonth: undefined, toMonth: undefined }],
    ['2026-10-02', '2026-10-31', null],
    ['2026-10-01', '2026-10-30', null],
    ['2026-02-01', '2026-02-28', { fromMonth: '2026-02', toMonth: '2026-02' }],
    ['2028-02-01', '2028-02-28', null],
  ])('%s to %s', (from, to, expected) => {
    expect(wholeMonths(from, to)).toEqual(expected);
  });
});

describe('monthSeries', () => {
  it('adds the kinds of a month, fills months without trips with zeros and rounds rupees', () => {
    const rows = [
      { month: '2026-10', kind: 'one-way', bookings: 3, revenuePaise: 450_050 },
      { month: '2026-10', kind: 'offer', bookings: 1, revenuePaise: 100_000 },
      { month: '2026-12', kind: 'one-way', bookings: 2, revenuePaise: 149 },
    ];
    expect(monthSeries(['2026-10', '2026-11', '2026-12'], rows)).toEqual([
      { month: '2026-10', bookings: 4, revenue: 5501 },
      { month: '2026-11', bookings: 0, revenue: 0 },
      { month: '2026-12', bookings: 2, revenue: 1 },
    ]);
  });
});

describe('kindTotals', () => {
  it('totals each trip type over every month, largest first, ties by name', () => {
    const rows = [
      { month: '2026-10', kind: 'one-way', bookings: 3, revenuePaise: 0 },
      { month: '2026-11', kind: 'offer', bookings: 3, revenuePaise: 0 },
      { month: '2026-11', kind: 'one-way', bookings: 2, revenuePaise: 0 },
      { month: '2026-11', kind: 'airport', bookings: 3, revenuePaise: 0 },
    ];
    expect(kindTotals(rows)).toEqual([
      { tripType: 'one-way', bookings: 5 },
      { tripType: 'airport', bookings: 3 },
      { tripType: 'offer', bookings: 3 },
    ]);
    expect(kindTotals([])).toEqual([]);
  });
});
