import { describe, expect, it } from '@jest/globals';
import { maskIdNumber } from './id-number-mask.js';

describe('maskIdNumber', () => {
  it.each([
    ['123456781234', 'XXXXXXXX1234'],
    ['ABC1234567', 'XXXXXX4567'],
    ['MP/12/123/1234', 'XXXXXXXXXX1234'],
    ['12345', 'X2345'],
    ['1234', 'XXXX'],
    ['12', 'XX'],
    ['', ''],
  ])('%p → %p', (idNumber, masked) => {
    expect(maskIdNumber(idNumber)).toBe(masked);
  });

  it('keeps the length, so the shape of the number is recognisable', () => {
    expect(maskIdNumber('987654321098')).toHaveLength(12);
  });
});
