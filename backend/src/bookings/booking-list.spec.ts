import { describe, expect, it } from '@jest/globals';
import { figuresCount, isNarrowTripRange, walksSortIndex } from './booking-list.js';
import { ListBookingsQuery } from './dto/list-bookings.query.js';

describe('figuresCount', () => {
  const query = (fields: Partial<ListBookingsQuery>) => Object.assign(new ListBookingsQuery(), fields);
  it.each([
    [{}, { statuses: null, fromMonth: undefined, toMonth: undefined }],
    [
      { status: 'confirmed', page: 200, limit: 50, sort: '-createdAt' },
      { statuses: ['confirmed'], fromMonth: undefined, toMonth: undefined },
    ],
    [
      { status: 'cancelled', dateFrom: '2026-10-01', dateTo: '2026-10-31' },
      { statuses: ['cancelled'], fromMonth: '2026-10', toMonth: '2026-10' },
    ],
    [{ open: true }, { statuses: ['pending', 'confirmed', 'assigned', 'on-trip'], fromMonth: undefined, toMonth: undefined }],
    [
      { open: false, dateFrom: '2026-01-01' },
      { statuses: ['cancelled by the customer', 'cancelled', 'completed', 'no-show'], fromMonth: '2026-01', toMonth: undefined },
    ],
    [{ status: 'cancelled', dateFrom: '2026-10-01', dateTo: '2026-10-15' }, null],
    [{ status: 'cancelled', tripType: 'round-trip' }, null],
    [{ q: 'sharma' }, null],
    [{ status: 'pending', open: true }, null],
    [{ date: '2026-10-01' }, null],
    [{ advance: 'submitted' }, null],
  ] as [Partial<ListBookingsQuery>, unknown][])('%j', (fields, expected) => {
    expect(figuresCount(query(fields))).toEqual(expected);
  });
});

describe('walksSortIndex', () => {
  it.each([
    // matches, deepest row wanted, table size → walk the sort key's index?
    [4_162, 50, 100_000, true], // a surname in one booking of 24: ~1,200 index entries beat sorting 4,162
    [100_000, 10_000, 100_000, true], // a town in every booking, page 200
    [51, 50, 1_000, false], // the same surname on a small database: sorting 51 is cheaper
    [300, 50, 100_000, false], // a rare name: walking would read ~16,700 entries
    [2_237, 50, 100_000, true], // just past the tie: walking reads ≤ the matches
    [2_236, 50, 100_000, false],
    [0, 50, 100_000, false], // nothing matches: the empty match list answers at once
    [1, 1, 1, true],
  ])('%i matches, row %i, %i bookings → %s', (matches, deepest, size, walks) => {
    expect(walksSortIndex(matches, deepest, size)).toBe(walks);
  });
});

describe('isNarrowTripRange', () => {
  it.each([
    ['2026-10-01', '2026-10-31', true],
    ['2026-11-28', '2026-11-28', true],
    ['2026-10-01', '2026-12-02', true], // 62 days on
    ['2026-10-01', '2026-12-03', false],
    ['2026-01-01', '2026-12-31', false],
    [undefined, '2026-10-31', false],
    ['2026-10-01', undefined, false],
  ])('%s to %s → %s', (from, to, narrow) => {
    expect(isNarrowTripRange(from, to)).toBe(narrow);
  });
});
