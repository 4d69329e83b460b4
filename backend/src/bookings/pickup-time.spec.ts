import { describe, expect, it } from '@jest/globals';
import { pickupTimeProblem } from './pickup-time.js';

// 2026-03-10 14:00 in India.
const NOW = new Date('2026-03-10T08:30:00Z');

describe('pickupTimeProblem', () => {
  it.each([
    ['yesterday', '2026-03-09', '23:59', 'pastDate'],
    ['five hours ago today', '2026-03-10', '09:00', 'pastTime'],
    ['one minute ago today', '2026-03-10', '13:59', 'pastTime'],
    ['this very minute', '2026-03-10', '14:00', null],
    ['later today', '2026-03-10', '18:30', null],
    ['tomorrow early', '2026-03-11', '00:00', null],
    ['365 days on', '2027-03-10', '09:00', null],
    ['366 days on', '2027-03-11', '09:00', 'tooFar'],
  ])('%s (%s %s) → %s', (_label, date, time, expected) => {
    expect(pickupTimeProblem(date, time, NOW)).toBe(expected);
  });

  it('judges the day by the calendar in India, not UTC', () => {
    // 2026-03-10T19:00Z is already 00:30 on the 11th in India.
    const lateEvening = new Date('2026-03-10T19:00:00Z');
    expect(pickupTimeProblem('2026-03-10', '23:00', lateEvening)).toBe('pastDate');
    expect(pickupTimeProblem('2026-03-11', '00:15', lateEvening)).toBe('pastTime');
    expect(pickupTimeProblem('2026-03-11', '00:30', lateEvening)).toBeNull();
  });
});
