import { describe, expect, it } from '@jest/globals';
import { pickupInstant, tripWindow, windowsOverlap } from './trip-window.js';

describe('tripWindow', () => {
  it('reads the pickup as IST', () => {
    expect(pickupInstant('2026-12-01', '09:30').toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(pickupInstant('2026-12-01', '02:00').toISOString()).toBe('2026-11-30T20:30:00.000Z');
  });

  it.each([
    // 315 km: 20 km in town, 20 on small roads, 275 on the open road = 370 min → 6 h 30
    [315_000, '2026-12-01T10:30:00.000Z', 7],
    [0, '2026-12-01T04:30:00.000Z', 1],
    [15_000, '2026-12-01T04:30:00.000Z', 1],
    [21_000, '2026-12-01T05:00:00.000Z', 1],
    [40_000, '2026-12-01T05:30:00.000Z', 2],
  ])('a %i m trip from 09:30 IST holds the cab until %s (%i h included)', (distanceMetres, end, hours) => {
    const window = tripWindow({ date: '2026-12-01', time: '09:30', distanceMetres });
    expect(window.startsAt.toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(window.endsAt.toISOString()).toBe(end);
    expect(window.includedHours).toBe(hours);
  });
});

describe('windowsOverlap', () => {
  const w = (from: number, to: number) => ({ startsAt: new Date(from * 3_600_000), endsAt: new Date(to * 3_600_000) });
  it.each([
    [w(0, 4), w(2, 6), true],
    [w(2, 6), w(0, 4), true],
    [w(0, 4), w(1, 2), true],
    [w(0, 4), w(4, 6), false],
    [w(4, 6), w(0, 4), false],
    [w(0, 4), w(5, 6), false],
  ])('%o and %o overlap: %s', (a, b, overlap) => expect(windowsOverlap(a, b)).toBe(overlap));
});
