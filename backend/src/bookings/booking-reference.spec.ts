import { describe, expect, it } from '@jest/globals';
import { formatBookingReference, parseBookingReference } from './booking-reference.js';

describe('formatBookingReference', () => {
  it.each([
    [1, 'JBP-000001'],
    [123, 'JBP-000123'],
    [999999, 'JBP-999999'],
    [1234567, 'JBP-1234567'],
  ])('booking %p is %p', (id, reference) => expect(formatBookingReference(id)).toBe(reference));

  it.each([0, -1, 1.5, Number.NaN])('refuses id %p', (id) => expect(() => formatBookingReference(id)).toThrow(RangeError));
});

describe('parseBookingReference', () => {
  it.each([
    ['JBP-000123', 123],
    [' jbp-000123 ', 123],
    ['JBP-1234567', 1234567],
  ])('reads %p as %p', (text, id) => expect(parseBookingReference(text)).toBe(id));

  it.each(['JBP-123', 'JBP-000000', 'ABC-000123', '000123', 'JBP-00012a'])('finds no id in %p', (text) =>
    expect(parseBookingReference(text)).toBeUndefined(),
  );

  it('round-trips', () => {
    for (const id of [1, 42, 100000, 7654321]) expect(parseBookingReference(formatBookingReference(id))).toBe(id);
  });
});
