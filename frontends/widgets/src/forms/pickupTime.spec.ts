import { timeInIndia } from '@jbp/shared';
import { watchIntl } from '@jbp/shared/testing';
import { describe, expect, it } from 'vitest';
import { lastBookableDate, pickupTimeProblem } from './pickupTime';

// 2026-03-10 14:00 in India.
const NOW = new Date('2026-03-10T08:30:00Z');

describe('pickupTimeProblem', () => {
  it.each([
    ['yesterday', '2026-03-09', '23:59', 'datePast'],
    ['five hours ago today', '2026-03-10', '09:00', 'timePast'],
    ['one minute ago today', '2026-03-10', '13:59', 'timePast'],
    ['this very minute', '2026-03-10', '14:00', null],
    ['today, time not chosen yet', '2026-03-10', '', null],
    ['tomorrow early', '2026-03-11', '00:00', null],
    ['365 days on', '2027-03-10', '09:00', null],
    ['366 days on', '2027-03-11', '09:00', 'dateTooFar'],
  ])('%s (%s %s) → %s', (_label, date, time, expected) => {
    expect(pickupTimeProblem(date, time, NOW)).toBe(expected);
  });

  it('reads the clock in India, not the browser time zone', () => {
    const lateEvening = new Date('2026-03-10T19:00:00Z'); // 00:30 on the 11th in India
    expect(timeInIndia(lateEvening)).toBe('00:30');
    expect(pickupTimeProblem('2026-03-10', '23:00', lateEvening)).toBe('datePast');
    expect(pickupTimeProblem('2026-03-11', '00:15', lateEvening)).toBe('timePast');
    expect(lastBookableDate(lateEvening)).toBe('2027-03-11');
  });

  it('checks the pickup time on every change with one kept clock', () => {
    const intl = watchIntl();
    for (let minute = 0; minute < 30; minute++) pickupTimeProblem('2026-03-10', `14:${String(minute).padStart(2, '0')}`, NOW);
    intl.restore();
    expect(intl.perCallFormatting()).toBe(0);
    expect(intl.made.DateTimeFormat).toBeLessThanOrEqual(2);
  });
});
