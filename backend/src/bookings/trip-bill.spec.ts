import { describe, expect, it } from '@jest/globals';
import { FIRST_FARE_SCHEDULE, type FareSchedule } from '../fares/fare-schedule.js';
import { nightsDriven, type TripSheet, tripBill, tripRates } from './trip-bill.js';

const at = (ist: string) => new Date(`${ist}+05:30`);

/** Jabalpur → Bhopal in a Dzire: 315 km, ₹5,240 fare, 7 hours included. */
const sheet = (overrides: Partial<TripSheet> = {}): TripSheet => ({
  farePaise: 524_000,
  includedKm: 315,
  includedHours: 7,
  startKm: 10_000,
  endKm: 10_315,
  startedAt: at('2026-12-01T09:30:00'),
  endedAt: at('2026-12-01T16:30:00'),
  tollsPaise: 0,
  parkingPaise: 0,
  stateTaxPaise: 0,
  advancePaidPaise: 0,
  ...overrides,
});
const rates = { extraKmRate: 16, extraHourRate: 150, nightAllowance: 250 };
const amounts = (bill: ReturnType<typeof tripBill>) => Object.fromEntries(bill.lines.map((l) => [l.code, l.amountPaise / 100]));

describe('tripBill', () => {
  it('charges the fare alone when the trip stays within its km and hours', () => {
    const bill = tripBill(sheet(), rates);
    expect(bill).toMatchObject({ kmDriven: 315, extraKm: 0, extraHours: 0, nights: 0, totalPaise: 524_000, balancePaise: 524_000 });
  });

  it.each([
    [10_315, 0, 0],
    [10_316, 1, 16],
    [10_415, 100, 1600],
  ])('end km %i: %i extra km cost ₹%i', (endKm, extraKm, rupees) => {
    const bill = tripBill(sheet({ endKm }), rates);
    expect(bill.extraKm).toBe(extraKm);
    expect(amounts(bill)['extra-km']).toBe(rupees);
  });

  it.each([
    ['16:30:00', 0],
    ['16:31:00', 1],
    ['18:30:00', 2],
  ])('ending at %s is %i extra hours (each started hour counts)', (end, hours) => {
    const bill = tripBill(sheet({ endedAt: at(`2026-12-01T${end}`) }), rates);
    expect(bill.extraHours).toBe(hours);
    expect(amounts(bill)['extra-hours']).toBe(hours * 150);
  });

  it('adds tolls, parking and state tax at actuals, outside the taxable value', () => {
    const bill = tripBill(sheet({ endKm: 10_415, tollsPaise: 15_000, parkingPaise: 5_000, stateTaxPaise: 20_000 }), rates);
    // taxed: 5240 + 1600 = 6840, GST inside at 5%: 6514.29 + 325.71
    expect(bill.taxablePaise).toBe(651_429);
    expect(bill.gstPaise).toBe(32_571);
    expect(bill.reimbursementsPaise).toBe(40_000);
    expect(bill.totalPaise).toBe(724_000);
    expect(bill.lines.reduce((sum, l) => sum + l.amountPaise, 0)).toBe(bill.totalPaise);
  });

  it('takes the advance off the balance, never below zero', () => {
    expect(tripBill(sheet({ advancePaidPaise: 100_000 }), rates).balancePaise).toBe(424_000);
    expect(tripBill(sheet({ advancePaidPaise: 600_000 }), rates).balancePaise).toBe(0);
  });

  it('refuses km that run backwards and an end before the start', () => {
    expect(() => tripBill(sheet({ endKm: 9_999 }), rates)).toThrow('The end km cannot be less than the start km.');
    expect(() => tripBill(sheet({ endedAt: at('2026-12-01T09:30:00') }), rates)).toThrow('The end time must be after the start time.');
  });
});

describe('nightsDriven', () => {
  it.each([
    ['2026-12-01T09:30:00', '2026-12-01T16:30:00', 0],
    ['2026-12-01T09:30:00', '2026-12-01T22:00:00', 0],
    ['2026-12-01T09:30:00', '2026-12-01T22:01:00', 1],
    ['2026-12-01T05:00:00', '2026-12-01T09:00:00', 1],
    ['2026-12-01T06:00:00', '2026-12-01T21:00:00', 0],
    ['2026-12-01T20:00:00', '2026-12-02T08:00:00', 1],
    ['2026-12-01T20:00:00', '2026-12-03T08:00:00', 2],
    ['2026-12-01T23:00:00', '2026-12-02T01:00:00', 1],
  ])('%s → %s: %i nights', (from, to, nights) => {
    expect(nightsDriven(at(from), at(to))).toBe(nights);
  });
});

describe('tripRates', () => {
  it.each([
    ['Dzire', 315_000, 16],
    ['Dzire', 250_000, 18],
    ['Dzire', 60_000, 20],
    ['crysta', 120_000, 30],
    ['Tempo', 315_000, 15],
  ])('%s over %i m: ₹%i per extra km', (vehicle, distanceMetres, rate) => {
    expect(tripRates({ vehicle, distanceMetres })).toEqual({ extraKmRate: rate, extraHourRate: 150, nightAllowance: 250 });
  });
});

describe('tripRates at a later fare version', () => {
  // An admin raised the Dzire's 101–250 km rate and the night allowance in a new version.
  const raised: FareSchedule = {
    ...FIRST_FARE_SCHEDULE,
    vehicles: FIRST_FARE_SCHEDULE.vehicles.map((v) => (v.vehicle === 'Dzire' ? { ...v, oneWay: { ...v.oneWay, perKmUpTo250: 25 } } : v)),
    roundTrip: { ...FIRST_FARE_SCHEDULE.roundTrip, nightAllowance: 400 },
  };

  it('charges extras at the version it is given, not at the first table', () => {
    expect(tripRates({ vehicle: 'Dzire', distanceMetres: 250_000 }, raised)).toEqual({
      extraKmRate: 25,
      extraHourRate: 150,
      nightAllowance: 400,
    });
    expect(tripRates({ vehicle: 'Dzire', distanceMetres: 250_000 }, FIRST_FARE_SCHEDULE)).toEqual({
      extraKmRate: 18,
      extraHourRate: 150,
      nightAllowance: 250,
    });
  });
});
