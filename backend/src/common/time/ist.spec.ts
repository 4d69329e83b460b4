import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  formatIndianDate,
  formatIstTimestamp,
  isCalendarDate,
  isClockTime,
  isPastDate,
  judgePickup,
  oneYearAfter,
  istDateTime,
  istDayStart,
  timeInIst,
  todayInIst,
} from './ist.js';

describe('todayInIst', () => {
  it.each([
    ['2025-01-01T00:00:00Z', '2025-01-01'],
    ['2025-01-01T18:29:59Z', '2025-01-01'],
    // 18:30 UTC is midnight in India: the next day has begun there
    ['2025-01-01T18:30:00Z', '2025-01-02'],
    ['2025-12-31T19:00:00Z', '2026-01-01'],
    ['2024-02-28T20:00:00Z', '2024-02-29'],
  ])('%s is %s in India', (utc, ist) => {
    expect(todayInIst(new Date(utc))).toBe(ist);
  });

  it('reads the IST wall clock', () => {
    expect(timeInIst(new Date('2025-01-01T18:45:00Z'))).toBe('00:15');
    expect(timeInIst(new Date('2025-06-15T03:30:00Z'))).toBe('09:00');
  });
});

describe('isPastDate', () => {
  const lateEveningUtc = new Date('2025-03-10T20:00:00Z'); // 11 March, 01:30 in India

  it('judges "past" by the Indian date, not the UTC one', () => {
    expect(isPastDate('2025-03-10', lateEveningUtc)).toBe(true);
    expect(isPastDate('2025-03-11', lateEveningUtc)).toBe(false);
    expect(isPastDate('2025-03-12', lateEveningUtc)).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it.each(['2025-01-31', '2024-02-29', '2030-12-01'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-5', '05/01/2025', '2025-01-01T00:00:00Z', '', 20250101, null])(
    'rejects %p',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe('isClockTime', () => {
  it.each(['00:00', '09:30', '23:59'])('accepts %s', (value) => expect(isClockTime(value)).toBe(true));
  it.each(['24:00', '9:30', '09:60', '09:30:00', '9.30', '', 930, undefined])('rejects %p', (value) =>
    expect(isClockTime(value)).toBe(false),
  );
});

describe('Indian formats', () => {
  it('writes dates as en-IN does', () => {
    expect(formatIndianDate('2025-11-21')).toBe('21/11/2025');
    expect(formatIstTimestamp(new Date('2025-11-21T08:35:00Z'))).toBe('21/11/2025 14:05');
  });
});

describe('istDayStart', () => {
  it.each([
    ['2025-10-01', '2025-09-30T18:30:00.000Z'],
    ['2025-01-01', '2024-12-31T18:30:00.000Z'],
    ['2024-03-01', '2024-02-29T18:30:00.000Z'],
  ])('the IST day %s begins at %s', (date, utc) => {
    expect(istDayStart(date).toISOString()).toBe(utc);
  });

  it('is the first instant of that IST date and the one before it is the previous date', () => {
    const start = istDayStart('2025-10-01');
    expect(todayInIst(start)).toBe('2025-10-01');
    expect(todayInIst(new Date(start.getTime() - 1))).toBe('2025-09-30');
  });
});

describe('addDays', () => {
  it.each([
    ['2025-10-31', 1, '2025-11-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-06-15', 0, '2025-06-15'],
  ])('%s plus %i day(s) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('istDateTime', () => {
  it('writes a UTC instant as the IST date and time', () => {
    expect(istDateTime(new Date('2025-01-01T18:45:00Z'))).toBe('2025-01-02 00:15');
    expect(istDateTime(new Date('2025-06-15T03:30:00Z'))).toBe('2025-06-15 09:00');
  });
});

describe('oneYearAfter', () => {
  it.each([
    ['2026-11-25', '2027-11-25'],
    ['2027-12-31', '2028-12-31'],
    ['2028-02-29', '2029-02-28'],
  ])('%s → %s', (date, next) => expect(oneYearAfter(date)).toBe(next));
});

describe('judgePickup', () => {
  // 2026-11-25 08:00 UTC is 13:30 in India.
  const now = new Date('2026-11-25T08:00:00Z');
  it.each([
    ['2026-11-24', '23:59', 'pastDate'],
    ['2026-11-25', '13:29', 'pastTime'],
    ['2026-11-25', '13:30', 'ok'],
    ['2026-11-25', undefined, 'ok'],
    ['2026-11-26', '00:00', 'ok'],
    ['2027-11-25', '23:59', 'ok'],
    ['2027-11-26', '00:00', 'tooFar'],
    ['9999-12-31', '09:30', 'tooFar'],
  ])('%s %s is %s', (date, time, verdict) => expect(judgePickup(date, time, now)).toBe(verdict));

  it('judges today by the date in India, not in UTC', () => {
    // 19:00 UTC on the 24th is already 00:30 on the 25th in India.
    expect(judgePickup('2026-11-24', '23:00', new Date('2026-11-24T19:00:00Z'))).toBe('pastDate');
    expect(judgePickup('2026-11-25', '00:30', new Date('2026-11-24T19:00:00Z'))).toBe('ok');
  });
});
