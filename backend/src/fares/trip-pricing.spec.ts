import { describe, expect, it } from '@jest/globals';
import { FIRST_FARE_SCHEDULE as V1, ratesOf, type VehicleRates } from './fare-schedule.js';
import {
  advanceDue,
  cancellationCharge,
  gstSplit,
  istCalendarDays,
  nightsDriven,
  priceAirportRailway,
  priceLocal,
  priceOneWay,
  priceRoundTrip,
  transferBand,
  vehicleFare,
} from './trip-pricing.js';

const dzire = ratesOf(V1, 'Dzire') as VehicleRates;
const crysta = ratesOf(V1, 'Crysta') as VehicleRates;
/** An IST wall-clock time as an instant. */
const ist = (text: string) => new Date(`${text}:00+05:30`);
const codes = (lines: { code: string; amount: number }[]) => lines.map((l) => [l.code, l.amount]);

describe('gstSplit (5 %, fares GST-inclusive)', () => {
  it.each([
    // total, taxable, gst: taxable = round(total / 1.05)
    [0, 0, 0],
    [1, 1, 0],
    [21, 20, 1],
    [105, 100, 5],
    [2342, 2230, 112], // 2342 / 1.05 = 2230.48
    [4700, 4476, 224], // 4476.19
    [10, 10, 0], // 9.52 → 10
    [99999, 95237, 4762], // 95237.14
  ])('%p → taxable %p + GST %p', (total, taxable, gst) => {
    expect(gstSplit(total, 5)).toEqual({ taxable, gst });
    expect(taxable + gst).toBe(total);
  });

  it('splits nothing out at 0 %', () => {
    expect(gstSplit(2342, 0)).toEqual({ taxable: 2342, gst: 0 });
  });
});

describe('advanceDue (20 % rounded up to ₹10)', () => {
  it.each([
    [0, 0],
    [50, 10],
    [2342, 470],
    [2350, 470],
    [2351, 480],
    [4700, 940],
  ])('%p → %p', (total, advance) => {
    expect(advanceDue(total, V1.advance)).toBe(advance);
  });
});

describe('istCalendarDays', () => {
  it.each([
    ['2026-12-01T06:00', '2026-12-01T22:00', 1],
    ['2026-12-01T00:00', '2026-12-01T23:59', 1],
    ['2026-12-01T23:00', '2026-12-02T01:00', 2], // across midnight IST
    ['2026-12-01T23:59', '2026-12-02T00:00', 2],
    ['2026-12-01T06:00', '2026-12-02T20:00', 2],
    ['2026-12-31T08:00', '2027-01-02T08:00', 3], // across a year end
  ])('%p to %p IST is %p days', (start, end, days) => {
    expect(istCalendarDays(ist(start), ist(end))).toBe(days);
  });

  it('judges the day in IST, not UTC: 00:30 IST is the previous day in UTC', () => {
    expect(istCalendarDays(ist('2026-12-02T00:30'), ist('2026-12-02T10:00'))).toBe(1);
  });
});

describe('nightsDriven (22:00–06:00 IST)', () => {
  const span = (start: string, end: string) => ({ start: ist(start), end: ist(end) });
  it.each([
    ['leaves 21:59, arrives 22:00', [span('2026-12-01T21:00', '2026-12-01T22:00')], 0],
    ['arrives 22:01', [span('2026-12-01T21:00', '2026-12-01T22:01')], 1],
    ['leaves 22:00', [span('2026-12-01T22:00', '2026-12-01T23:00')], 1],
    ['leaves 21:59 for a minute', [span('2026-12-01T21:59', '2026-12-01T22:00')], 0],
    ['leaves 05:59', [span('2026-12-02T05:59', '2026-12-02T09:00')], 1],
    ['leaves 06:00', [span('2026-12-02T06:00', '2026-12-02T09:00')], 0],
    ['arrives 06:00 after driving from 04:00', [span('2026-12-02T04:00', '2026-12-02T06:00')], 1],
    ['daytime only', [span('2026-12-02T06:00', '2026-12-02T22:00')], 0],
    ['through one whole night', [span('2026-12-01T20:00', '2026-12-02T08:00')], 1],
    ['two spans in the same night', [span('2026-12-01T23:00', '2026-12-02T00:30'), span('2026-12-02T04:00', '2026-12-02T05:00')], 1],
    ['out at night, home the next night', [span('2026-12-01T05:00', '2026-12-01T09:00'), span('2026-12-02T19:00', '2026-12-02T23:00')], 2],
  ])('%s: %p', (_case, spans, nights) => {
    expect(nightsDriven(spans)).toBe(nights);
  });
});

describe('priceRoundTrip', () => {
  // Jabalpur → Bandhavgarh → Jabalpur: 197 km each way (known roads), about 4 h a leg.
  const base = { loopKm: 394, outboundMinutes: 240, homewardMinutes: 240 };
  it.each<[string, Partial<Parameters<typeof priceRoundTrip>[2]>, [string, number][]]>([
    [
      'two days, the minimum 500 km above the 394 km loop',
      { pickupAt: ist('2026-12-01T07:00'), returnAt: ist('2026-12-02T19:00') },
      [
        ['distance', 500 * 11],
        ['driver-allowance', 600],
      ],
    ],
    [
      'one day, the loop above the 250 km minimum',
      { pickupAt: ist('2026-12-01T06:00'), returnAt: ist('2026-12-01T21:00') },
      [
        ['distance', 394 * 11],
        ['driver-allowance', 300],
      ],
    ],
    [
      'a loop of exactly the minimum',
      { loopKm: 249.2, pickupAt: ist('2026-12-01T08:00'), returnAt: ist('2026-12-01T20:00') },
      [
        ['distance', 250 * 11],
        ['driver-allowance', 300],
      ],
    ],
    [
      'loop rounded up: 251 km over the 250 minimum',
      { loopKm: 250.01, pickupAt: ist('2026-12-01T08:00'), returnAt: ist('2026-12-01T20:00') },
      [
        ['distance', 251 * 11],
        ['driver-allowance', 300],
      ],
    ],
    [
      'returning 00:30 the next day: two calendar days and a night',
      { pickupAt: ist('2026-12-01T08:00'), returnAt: ist('2026-12-02T00:30') },
      [
        ['distance', 500 * 11],
        ['driver-allowance', 600],
        ['night-allowance', 250],
      ],
    ],
    [
      'leaving 05:59 and home at 22:01: two nights',
      { pickupAt: ist('2026-12-01T05:59'), returnAt: ist('2026-12-02T22:01') },
      [
        ['distance', 500 * 11],
        ['driver-allowance', 600],
        ['night-allowance', 500],
      ],
    ],
    [
      'leaving 06:00 and home at 22:00: no night',
      { pickupAt: ist('2026-12-01T06:00'), returnAt: ist('2026-12-02T22:00') },
      [
        ['distance', 500 * 11],
        ['driver-allowance', 600],
      ],
    ],
    [
      'leaving 18:00 on a 4 h leg arrives at 22:00: no night',
      { pickupAt: ist('2026-12-01T18:00'), returnAt: ist('2026-12-02T12:00') },
      [
        ['distance', 500 * 11],
        ['driver-allowance', 600],
      ],
    ],
    [
      'leaving 18:01 on a 4 h leg drives a minute past 22:00',
      { pickupAt: ist('2026-12-01T18:01'), returnAt: ist('2026-12-02T12:00') },
      [
        ['distance', 500 * 11],
        ['driver-allowance', 600],
        ['night-allowance', 250],
      ],
    ],
  ])('%s', (_case, input, lines) => {
    const trip = priceRoundTrip(dzire, V1, { ...base, pickupAt: ist('2026-12-01T07:00'), returnAt: ist('2026-12-01T20:00'), ...input });
    expect(codes(trip.lines)).toEqual(lines);
  });

  it('says the minimum, the rate and the quantities in the lines, and tolls as extra', () => {
    const trip = priceRoundTrip(crysta, V1, { ...base, pickupAt: ist('2026-12-01T07:00'), returnAt: ist('2026-12-02T19:00') });
    expect(trip.lines[0]).toEqual({
      code: 'distance',
      label: '500 km (minimum 250 km a day × 2 days)',
      labelHi: '500 किमी (न्यूनतम 250 किमी प्रतिदिन × 2 दिन)',
      quantity: 500,
      rate: 18,
      amount: 9000,
    });
    expect(trip.lines[1]).toMatchObject({ quantity: 2, rate: 300, amount: 600 });
    expect(trip.extra).toEqual(['₹18 per km beyond 500 km', 'Tolls, state tax and parking at actuals']);
    expect(trip.extraHi).toHaveLength(trip.extra.length);
  });
});

describe('priceLocal', () => {
  it.each([
    [4, 'Dzire', '2026-12-01T10:00', [['package', 1100]]],
    [8, 'Dzire', '2026-12-01T10:00', [['package', 1900]]],
    [12, 'Crysta', '2026-12-01T09:00', [['package', 4500]]], // ends 21:00
    [8, 'Dzire', '2026-12-01T14:00', [['package', 1900]]], // ends 22:00 exactly
    [
      8,
      'Dzire',
      '2026-12-01T14:01',
      [
        ['package', 1900],
        ['night-allowance', 250],
      ],
    ],
    [
      4,
      'Dzire',
      '2026-12-01T05:59',
      [
        ['package', 1100],
        ['night-allowance', 250],
      ],
    ],
    [4, 'Dzire', '2026-12-01T06:00', [['package', 1100]]],
  ])('%p h in a %s from %s', (hours, vehicle, at, lines) => {
    expect(codes(priceLocal(ratesOf(V1, vehicle) as VehicleRates, V1, { hours, pickupAt: ist(at) }).lines)).toEqual(lines);
  });

  it('states the extra km and extra hour rates up front', () => {
    const trip = priceLocal(dzire, V1, { hours: 8, pickupAt: ist('2026-12-01T10:00') });
    expect(trip.lines[0]).toMatchObject({ label: 'Local 8 hours / 80 km', labelHi: 'लोकल 8 घंटे / 80 किमी' });
    expect(trip.included).toEqual(['8 hours', '80 km', 'Fuel', 'Driver']);
    expect(trip.extra).toEqual(['Extra km: ₹11 per km', 'Extra hour: ₹120 per hour', 'Parking at actuals']);
  });

  it('refuses hours that are not a package', () => {
    expect(() => priceLocal(dzire, V1, { hours: 6, pickupAt: ist('2026-12-01T10:00') })).toThrow('no local package of 6 hours');
  });
});

describe('transferBand and priceAirportRailway (bands 10, 20, 30, 45 km)', () => {
  it.each([
    [0, 0, 450],
    [10, 0, 450],
    [10.01, 1, 700], // rounded up to 11 km
    [20, 1, 700],
    [21, 2, 950],
    [30, 2, 950],
    [44.5, 3, 1250],
    [45, 3, 1250],
  ])('%p km is band %p: Dzire %p', (km, band, price) => {
    expect(transferBand(V1, km)).toBe(band);
    expect(
      priceAirportRailway(dzire, V1, { distanceKm: km, pointName: 'Dumna Airport', pointNameHi: 'डुमना एयरपोर्ट' }).lines[0].amount,
    ).toBe(price);
  });

  it('has no band past the last', () => {
    expect(transferBand(V1, 45.01)).toBe(-1);
    expect(() => priceAirportRailway(dzire, V1, { distanceKm: 46, pointName: 'Dumna Airport', pointNameHi: 'डुमना एयरपोर्ट' })).toThrow(
      RangeError,
    );
  });

  it('names the point whose entry and parking are extra', () => {
    expect(priceAirportRailway(dzire, V1, { distanceKm: 18, pointName: 'Dumna Airport', pointNameHi: 'डुमना एयरपोर्ट' }).extra).toEqual([
      'Dumna Airport entry and parking at actuals',
      'Tolls at actuals',
    ]);
  });
});

describe('priceOneWay keeps the spec totals', () => {
  it.each([
    [15, 'Dzire', [['distance', 800]]],
    [
      119,
      'Dzire',
      [
        ['distance', 2142],
        ['driver-allowance', 200],
      ],
    ],
    [
      315,
      'Crysta',
      [
        ['distance', 315 * 28],
        ['driver-allowance', 200],
      ],
    ],
  ])('%p km in a %s', (km, vehicle, lines) => {
    expect(codes(priceOneWay(ratesOf(V1, vehicle) as VehicleRates, V1, { distanceKm: km }).lines)).toEqual(lines);
  });

  it('shows the per-km rate only past the flat bands', () => {
    expect(priceOneWay(dzire, V1, { distanceKm: 119 }).lines[0]).toMatchObject({ quantity: 119, rate: 18, label: '119 km' });
    expect(priceOneWay(dzire, V1, { distanceKm: 35 }).lines[0]).toEqual({
      code: 'distance',
      label: 'Up to 40 km (flat)',
      labelHi: '40 किमी तक (एकमुश्त)',
      quantity: 35,
      amount: 1200,
    });
  });
});

describe('vehicleFare', () => {
  it('totals the lines, splits GST inside, and asks the advance', () => {
    const fare = vehicleFare(dzire, V1, priceOneWay(dzire, V1, { distanceKm: 119 }));
    expect(fare).toMatchObject({ vehicle: 'Dzire', seats: 5, total: 2342, taxable: 2230, gst: 112, advance: 470 });
    expect(fare.lines.reduce((s, l) => s + l.amount, 0)).toBe(fare.total);
  });
});

describe('cancellationCharge (free ≥ 24 h, 25 % 24–6 h, 50 % < 6 h, 100 % after pickup)', () => {
  it.each([
    [48, 0],
    [24, 0],
    [23.99, 250],
    [6, 250],
    [5.99, 500],
    [0.01, 500],
    [0, 500],
    [-0.01, 1000],
  ])('%p hours before pickup on ₹1,000 costs %p', (hours, charge) => {
    expect(cancellationCharge(1000, V1.cancellation, hours)).toBe(charge);
  });

  it('rounds a share to whole rupees', () => {
    expect(cancellationCharge(2342, V1.cancellation, 10)).toBe(586); // 585.5
  });
});
