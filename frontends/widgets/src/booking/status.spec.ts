import { describe, expect, it } from 'vitest';
import { setLanguage } from '@jbp/shared';
import { isCancellationPending, normalizeStatus, statusDetailTone, statusLabel, statusListTone } from './status';

describe('booking status', () => {
  it.each([
    ['pending', 'Pending'],
    ['confirmed', 'Confirmed'],
    ['cancelled by the customer', 'Cancelled by you'],
    ['cancelled', 'Cancelled'],
    ['CONFIRMED', 'Confirmed'],
    ['Cancelled By The Customer', 'Cancelled by you'],
    [undefined, 'Pending'],
    ['', 'Pending'],
    ['finished', 'Finished'],
    ['completed', 'Completed'],
  ])('labels %j as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it("names a customer's cancellation for the office, and in Hindi", () => {
    expect(statusLabel('cancelled by the customer', 'office')).toBe('Cancelled by customer');
    expect(statusLabel('cancelled', 'office')).toBe('Cancelled');
    setLanguage('hi');
    expect(statusLabel('cancelled by the customer')).toBe('आपने रद्द की');
    expect(statusLabel('cancelled by the customer', 'office')).toBe('ग्राहक ने रद्द की');
    expect(statusLabel('confirmed')).toBe('कन्फ़र्म');
  });

  it("calls only a customer's own cancellation pending", () => {
    expect(isCancellationPending('Cancelled by the customer')).toBe(true);
    expect(isCancellationPending('cancelled')).toBe(false);
    expect(isCancellationPending('pending')).toBe(false);
  });

  it.each([
    ['confirmed', 'green'],
    ['cancelled', 'red'],
    ['cancelled by the customer', 'red'],
    ['pending', 'yellow'],
    [null, 'yellow'],
    ['assigned', 'green'],
    ['on-trip', 'green'],
    ['completed', 'green'],
    ['no-show', 'red'],
    ['finished', 'grey'],
  ])('colours %j %s in lists', (status, tone) => {
    expect(statusListTone(status)).toBe(tone);
  });

  it.each([
    ['Confirmed', 'green'],
    ['pending', 'yellow'],
    ['cancelled', 'red'],
    ['completed', 'green'],
    ['no-show', 'red'],
    ['finished', 'red'],
  ])('colours %j %s on the detail page', (status, tone) => {
    expect(statusDetailTone(status)).toBe(tone);
  });

  it('normalizes case and whitespace', () => {
    expect(normalizeStatus('  Confirmed ')).toBe('confirmed');
  });
});
