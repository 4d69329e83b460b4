import { describe, expect, it } from '@jest/globals';
import { parseRole } from './role.js';
import { normaliseMobile } from './users.service.js';

describe('normaliseMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('reads %s as %s', (input, expected) => expect(normaliseMobile(input)).toBe(expected));

  it.each(['5876543210', '987654321', '98765432100', 'abcdefghij', '', '+1 9876543210'])('refuses %s', (input) => {
    expect(normaliseMobile(input)).toBeNull();
  });
});

describe('parseRole', () => {
  it.each([
    ['Admin', 'admin'],
    ['AGENT', 'agent'],
    [' customer ', 'customer'],
  ])('reads %s as %s', (input, expected) => expect(parseRole(input)).toBe(expected));
  it.each(['driver', '', 42, null])('refuses %s', (input) => expect(parseRole(input)).toBeUndefined());
});
