import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { watchIntl } from '../testing/intl';
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatKm,
  formatRupees,
  formatTime,
  todayInIndia,
} from './format';

describe('formatting', () => {
  it('groups rupees the Indian way, with paise: one money format for fares, offers and bills', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567.00');
    expect(formatRupees('2000')).toBe('₹2,000.00');
    expect(formatRupees).toBe(formatAmount);
  });

  it('shows booking amounts with 2 decimals', () => {
    expect(formatAmount(4200)).toBe('₹4,200.00');
    expect(formatAmount(123456.5)).toBe('₹1,23,456.50');
    expect(formatAmount(undefined)).toBe('₹0.00');
  });

  it('groups counts the Indian way, or a dash when there is none', () => {
    expect(formatCount(20)).toBe('20');
    expect(formatCount(10000)).toBe('10,000');
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(null)).toBe('-');
  });

  it('shows km, or a dash when the distance is missing', () => {
    expect(formatKm(312.4)).toBe('312.4 km');
    expect(formatKm(1250)).toBe('1,250 km');
    expect(formatKm(null)).toBe('-');
    expect(formatKm(undefined)).toBe('-');
  });

  it('shows minutes as hours and minutes', () => {
    expect(formatDuration(125)).toBe('2 h 5 min');
    expect(formatDuration(45)).toBe('0 h 45 min');
    expect(formatDuration(undefined)).toBe('-');
  });

  it('formats dates en-IN and keeps a bare date on its calendar day', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2026-01-05T20:00:00Z')).toBe('6 Jan 2026');
    expect(formatDate('')).toBe('-');
    expect(formatDate('tomorrow')).toBe('tomorrow');
  });

  it('formats timestamps in IST', () => {
    expect(formatDateTime('2026-01-05T04:00:00Z')).toBe('5 Jan 2026, 9:30 am');
  });

  it('formats 24-hour times for people', () => {
    expect(formatTime('14:30')).toBe('2:30 pm');
    expect(formatTime('00:05')).toBe('12:05 am');
    expect(formatTime('12:00')).toBe('12:00 pm');
    expect(formatTime('')).toBe('-');
  });

  it('formats in Hindi with Latin digits, Hindi units and month names', () => {
    expect(formatAmount(123456.5)).toBe('₹1,23,456.50');
    expect(formatKm(1250, 'hi')).toBe('1,250 किमी');
    expect(formatDuration(125, 'hi')).toBe('2 घंटे 5 मिनट');
    expect(formatDate('2026-01-05', 'hi')).toBe('5 जनवरी 2026');
    expect(formatTime('14:30', 'hi')).toBe('2:30 pm');
    expect(formatDateTime('2026-01-05T04:00:00Z', 'hi')).toBe('5 जनवरी 2026, 9:30 am');
  });

  it('follows the site language when none is given', () => {
    setLanguage('hi');
    expect(formatKm(12)).toBe('12 किमी');
    expect(formatDate('2026-03-01')).toBe('1 मार्च 2026');
    setLanguage('en');
    expect(formatKm(12)).toBe('12 km');
  });

  it("gives today's date in India", () => {
    expect(todayInIndia(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
  });

  it('formats a list of dates with formatters made once and kept, never one per date', () => {
    const intl = watchIntl();
    const dates = Array.from({ length: 50 }, (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, '0')}T04:00:00Z`);
    for (const language of ['en', 'hi'] as const) {
      for (const date of dates) {
        formatDate(date, language);
        formatDateTime(date, language);
        formatAmount(1000);
      }
    }
    todayInIndia();
    todayInIndia();
    intl.restore();
    expect(intl.perCallFormatting()).toBe(0);
    // At most one for each language's dates, one for the clock and one for today (fewer when earlier tests made them).
    expect(intl.made.DateTimeFormat).toBeLessThanOrEqual(4);
    expect(intl.made.NumberFormat).toBeLessThanOrEqual(1);
    expect(formatDateTime(dates[0], 'hi')).toBe('1 जनवरी 2026, 9:30 am');
  });
});
