import { describe, expect, it } from '@jest/globals';
import { requestIdFor } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe(requestIdFor.name, () => {
  it.each([
    ['a proxy id', 'lb-7f3a9c', 'lb-7f3a9c'],
    ['a uuid', '0b6f1f52-3c1e-4e0e-9d55-3c7a2f5e1b10', '0b6f1f52-3c1e-4e0e-9d55-3c7a2f5e1b10'],
    ['64 characters', 'a'.repeat(64), 'a'.repeat(64)],
  ])('keeps %s', (_what, incoming, expected) => {
    expect(requestIdFor(incoming)).toBe(expected);
  });

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['65 characters', 'a'.repeat(65)],
    ['one with spaces', 'a b'],
    ['one with a line break', 'a\nb'],
    ['a repeated header', ['a', 'b']],
  ])('makes a new one for %s', (_what, incoming) => {
    expect(requestIdFor(incoming)).toMatch(UUID);
  });
});
