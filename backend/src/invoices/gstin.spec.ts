import { describe, expect, it } from '@jest/globals';
import { GSTIN_MESSAGES, gstinCheckCharacter, gstinProblem, normaliseGstin } from './gstin.js';

describe('gstinCheckCharacter', () => {
  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['29AAGCB7383J1Z', '4'],
  ])('%s → %s', (first14, check) => expect(gstinCheckCharacter(first14)).toBe(check));
});

describe('gstinProblem', () => {
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['29AAGCB7383J1Z4', null],
    ['27AAPFU0939F1ZW', GSTIN_MESSAGES.checksum],
    ['27AAPFU0939F1Z', GSTIN_MESSAGES.format],
    ['27AAPFU0939F1ZVX', GSTIN_MESSAGES.format],
    ['27aapfu0939f1zv', GSTIN_MESSAGES.format],
    ['27AAPFU0939F0ZV', GSTIN_MESSAGES.format],
    ['27AAPFU0939F1YV', GSTIN_MESSAGES.format],
    ['00AAPFU0939F1ZV', GSTIN_MESSAGES.state],
    ['39AAPFU0939F1ZV', GSTIN_MESSAGES.state],
  ])('%s → %p', (gstin, problem) => expect(gstinProblem(gstin)).toBe(problem));

  it('takes what people paste: spaces dropped, upper case', () => {
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
});
