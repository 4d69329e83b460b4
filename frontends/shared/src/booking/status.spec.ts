import { describe, expect, it } from 'vitest';
import { normalizeStatus, statusDetailTone, statusLabel, statusListTone } from './status';

describe('booking status', () => {
  it.each([
    ['pending', 'Pending'],
    ['confirmed', 'Confirmed'],
    ['cancelled by the customer', 'Cancellation Pending'],
    ['cancelled', 'Canceled'],
    ['CONFIRMED', 'Confirmed'],
    ['Cancelled By The Customer', 'Cancellation Pending'],
    [undefined, 'Pending'],
    ['', 'Pending'],
    ['completed', 'Completed'],
  ])('labels %j as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it.each([
    ['confirmed', 'green'],
    ['cancelled', 'red'],
    ['cancelled by the customer', 'red'],
    ['pending', 'yellow'],
    [null, 'yellow'],
    ['completed', 'grey'],
  ])('colours %j %s in lists', (status, tone) => {
    expect(statusListTone(status)).toBe(tone);
  });

  it.each([
    ['Confirmed', 'green'],
    ['pending', 'yellow'],
    ['cancelled', 'red'],
    ['completed', 'red'],
  ])('colours %j %s on the detail page', (status, tone) => {
    expect(statusDetailTone(status)).toBe(tone);
  });

  it('normalizes case and whitespace', () => {
    expect(normalizeStatus('  Confirmed ')).toBe('confirmed');
  });
});
