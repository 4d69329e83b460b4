import { describe, expect, it } from 'vitest';
import { fieldOfServerMessage, isIndianMobile, normaliseMobile } from './fieldRules';

describe('normaliseMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    [' 5876543210 ', '5876543210'],
    ['98765', '98765'],
  ])('%s → %s', (raw, kept) => {
    expect(normaliseMobile(raw)).toBe(kept);
  });

  it('accepts 10 digits starting 6 to 9 only', () => {
    expect(isIndianMobile('+91 6000000000')).toBe(true);
    expect(isIndianMobile('5876543210')).toBe(false);
    expect(isIndianMobile('98765432101')).toBe(false);
  });
});

describe('fieldOfServerMessage', () => {
  const fields = ['mobile', 'email', 'pickupAddress', 'phone'] as const;
  it.each([
    ['Mobile is already registered', 'mobile'],
    ['Email is already registered', 'email'],
    ['addresses.pickupAddress must be at least 5 characters', 'pickupAddress'],
    ['passenger.phone must be a 10-digit Indian mobile number', 'phone'],
    ['The trip date cannot be in the past.', null],
  ])('%s → %s', (message, field) => {
    expect(fieldOfServerMessage(message, fields)).toBe(field);
  });
});
