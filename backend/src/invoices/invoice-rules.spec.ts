import { describe, expect, it } from '@jest/globals';
import { financialYear, invoiceSerial, numberInWords, rupeesInWords, splitTax } from './invoice-rules.js';

describe('financialYear', () => {
  it.each([
    ['2027-03-31T18:29:59Z', '2026-27'], // 31 March 23:59:59 IST
    ['2027-03-31T18:30:00Z', '2027-28'], // 1 April 00:00 IST
    ['2026-04-01T00:00:00Z', '2026-27'],
    ['2026-11-25T08:00:00Z', '2026-27'],
    ['2026-01-15T00:00:00Z', '2025-26'],
    ['2099-12-31T00:00:00Z', '2099-00'],
  ])('%s is in %s', (at, year) => expect(financialYear(new Date(at))).toBe(year));
});

describe('invoiceSerial', () => {
  it('pads the number to five digits, 16 characters in all', () => {
    expect(invoiceSerial('2026-27', 42)).toBe('JC/2026-27/00042');
    expect(invoiceSerial('2026-27', 99_999)).toHaveLength(16);
  });

  it.each([0, 100_000, 1.5])('refuses %p', (n) => expect(() => invoiceSerial('2026-27', n)).toThrow(RangeError));
});

describe('splitTax', () => {
  const OPERATOR = '23ABCDE1234F1Z5';
  it.each([
    [null, { interState: false, cgstPaise: 16_285, sgstPaise: 16_286, igstPaise: 0 }],
    ['23PQRSX6789K1Z2', { interState: false, cgstPaise: 16_285, sgstPaise: 16_286, igstPaise: 0 }],
    ['27PQRSX6789K1Z2', { interState: true, cgstPaise: 0, sgstPaise: 0, igstPaise: 32_571 }],
  ])('customer GSTIN %p', (gstin, split) => expect(splitTax(32_571, OPERATOR, gstin)).toEqual(split));
});

describe('numberInWords (Indian system)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [105, 'One Hundred Five'],
    [7240, 'Seven Thousand Two Hundred Forty'],
    [100_000, 'One Lakh'],
    [1_234_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [10_000_000, 'One Crore'],
    [123_456_789, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'],
  ])('%i', (n, words) => expect(numberInWords(n)).toBe(words));
});

describe('rupeesInWords', () => {
  it.each([
    [724_000, 'Rupees Seven Thousand Two Hundred Forty Only'],
    [724_050, 'Rupees Seven Thousand Two Hundred Forty and Fifty Paise Only'],
    [1, 'Rupees Zero and One Paise Only'],
  ])('%i paise', (paise, words) => expect(rupeesInWords(paise)).toBe(words));
});
