import { describe, expect, it } from '@jest/globals';
import { formatRupees, toPaise, toRupees } from './money.js';

describe('money', () => {
  it.each([
    [0, 0],
    [1500, 150000],
    [1500.5, 150050],
    [0.1 + 0.2, 30],
    [2342.07, 234207],
    [1_000_000, 100_000_000],
  ])('₹%p is %p paise', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it('answers paise as rupees', () => {
    expect(toRupees(234207)).toBe(2342.07);
    expect(toRupees(150000)).toBe(1500);
  });

  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99900, '₹999.00'],
    [123456, '₹1,234.56'],
    [12345678, '₹1,23,456.78'],
    [1234567800, '₹1,23,45,678.00'],
    [-47000, '-₹470.00'],
  ])('writes %p paise as %p', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });
});
