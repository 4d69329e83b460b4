import { describe, expect, it } from '@jest/globals';
import { parseId } from './id-param.js';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('reads %s', (text, id) => expect(parseId(text)).toBe(id));

  it.each(['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '0x10', '2147483648', '99999999999', '１'])('refuses %j', (text) =>
    expect(parseId(text)).toBeUndefined(),
  );
});
