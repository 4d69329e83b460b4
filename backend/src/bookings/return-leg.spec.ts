import { describe, expect, it } from '@jest/globals';
import { FIRST_FARE_SCHEDULE } from '../fares/fare-schedule.js';
import { returnHasPassed, returnLeg } from './return-leg.js';

const trip = (endsAtIst: string) => ({
  from: 'Jabalpur, MP, India',
  to: 'Bhopal, MP, India',
  distanceMetres: 315_000,
  tripEndsAt: new Date(`${endsAtIst}+05:30`),
});
const dzire = { vehicle: 'Dzire', seats: 4 };

describe('returnLeg', () => {
  it('goes from the drop place back to Jabalpur at 40 % off the one-way fare of the same distance', () => {
    const leg = returnLeg(trip('2026-12-08T16:10:00'), dzire, FIRST_FARE_SCHEDULE);
    // Dzire over 250 km: 315 × ₹16 + ₹200 driver allowance = ₹5,240; 40 % off = ₹3,144.
    expect(leg).toEqual({
      from: 'Bhopal, MP, India',
      to: 'Jabalpur, MP, India',
      vehicle: 'Dzire',
      seats: 4,
      date: '2026-12-08',
      startTime: '16:30',
      endTime: '19:30',
      distanceMetres: 315_000,
      farePaise: 524_000,
      discountPercent: 40,
      amountPaise: 314_400,
    });
  });

  it.each([
    ['2026-12-08T16:00:00', '2026-12-08', '16:00', '19:00'],
    ['2026-12-08T22:15:00', '2026-12-08', '22:30', '23:59'],
    ['2026-12-08T23:45:00', '2026-12-09', '00:00', '03:00'],
  ])('a trip ending %s waits on %s from %s to %s', (end, date, startTime, endTime) => {
    expect(returnLeg(trip(end), dzire, FIRST_FARE_SCHEDULE)).toMatchObject({ date, startTime, endTime });
  });

  it("takes the discount the desk edits, and the fare table's own default when it has one", () => {
    expect(returnLeg(trip('2026-12-08T16:00:00'), dzire, FIRST_FARE_SCHEDULE, 25).amountPaise).toBe(393_000);
    const table = { ...FIRST_FARE_SCHEDULE, oneWay: { ...FIRST_FARE_SCHEDULE.oneWay, emptyReturnDiscountPercent: 50 } };
    expect(returnLeg(trip('2026-12-08T16:00:00'), dzire, table)).toMatchObject({ discountPercent: 50, amountPaise: 262_000 });
  });
});

describe('returnHasPassed', () => {
  const leg = { date: '2026-12-08', endTime: '19:30' };
  it.each([
    ['2026-12-08T19:29:00', false],
    ['2026-12-08T19:30:00', true],
    ['2026-12-07T23:00:00', false],
    ['2026-12-09T01:00:00', true],
  ])('at %s IST: %p', (at, passed) => expect(returnHasPassed(leg, new Date(`${at}+05:30`))).toBe(passed));
});
