import { describe, expect, it } from '@jest/globals';
import { figuresCount } from './booking-list.js';
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
