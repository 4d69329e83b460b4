import { describe, expect, it } from '@jest/globals';
import { type FareChange, fareChanges } from './fare-changes.js';
import { FIRST_FARE_SCHEDULE, type FareSchedule } from './fare-schedule.js';

/** Version 1 with one edit applied. */
function edited(edit: (table: FareSchedule) => void): FareSchedule {
  const table = structuredClone(FIRST_FARE_SCHEDULE);
  edit(table);
  return table;
}

describe(fareChanges.name, () => {
  it.each<[string, (table: FareSchedule) => void, FareChange[]]>([
    ['nothing', () => undefined, []],
    [
      'a one-way rate, named by vehicle',
      (t) => (t.vehicles[1].oneWay.upTo20 = 850),
      [{ path: 'vehicles.Dzire.oneWay.upTo20', before: 800, after: 850 }],
    ],
    ['seats', (t) => (t.vehicles[0].seats = 6), [{ path: 'vehicles.Crysta.seats', before: 7, after: 6 }]],
    ['a round-trip rate', (t) => (t.vehicles[4].roundTripPerKm = 15), [{ path: 'vehicles.Ertiga.roundTripPerKm', before: 14, after: 15 }]],
    ['a local price', (t) => (t.vehicles[2].localPrices[1] = 2600), [{ path: 'vehicles.Tavera.localPrices.1', before: 2500, after: 2600 }]],
    ['local extra hour', (t) => (t.vehicles[3].localExtraHour = 130), [{ path: 'vehicles.Zest.localExtraHour', before: 120, after: 130 }]],
    [
      'an airport band price',
      (t) => (t.vehicles[1].airportRailwayPrices[3] = 1300),
      [{ path: 'vehicles.Dzire.airportRailwayPrices.3', before: 1250, after: 1300 }],
    ],
    ['the round-trip minimum', (t) => (t.roundTrip.minKmPerDay = 300), [{ path: 'roundTrip.minKmPerDay', before: 250, after: 300 }]],
    ['the night allowance', (t) => (t.roundTrip.nightAllowance = 300), [{ path: 'roundTrip.nightAllowance', before: 250, after: 300 }]],
    ['a one-way allowance', (t) => (t.oneWay.driverAllowance = 250), [{ path: 'oneWay.driverAllowance', before: 200, after: 250 }]],
    ['a local package', (t) => (t.local.packages[1].km = 90), [{ path: 'local.packages.1.km', before: 80, after: 90 }]],
    ['an airport band', (t) => (t.airportRailway.bandsUpToKm[0] = 12), [{ path: 'airportRailway.bandsUpToKm.0', before: 10, after: 12 }]],
    ['the GST rate, a fraction', (t) => (t.gstPercent = 12.5), [{ path: 'gstPercent', before: 5, after: 12.5 }]],
    ['the advance', (t) => (t.advance.roundTo = 50), [{ path: 'advance.roundTo', before: 10, after: 50 }]],
    [
      'a cancellation slab',
      (t) => (t.cancellation.slabs[1].percent = 60),
      [{ path: 'cancellation.slabs.1.percent', before: 50, after: 60 }],
    ],
    [
      'the empty-return discount, set for the first time (the default 40 it priced with before)',
      (t) => (t.oneWay.emptyReturnDiscountPercent = 30),
      [{ path: 'oneWay.emptyReturnDiscountPercent', before: 40, after: 30 }],
    ],
    ['the empty-return discount set to the default it already had', (t) => (t.oneWay.emptyReturnDiscountPercent = 40), []],
    [
      'a slab added: the new figures against null',
      (t) => t.cancellation.slabs.push({ hoursBefore: 2, percent: 90 }),
      [
        { path: 'cancellation.slabs.3.hoursBefore', before: null, after: 2 },
        { path: 'cancellation.slabs.3.percent', before: null, after: 90 },
      ],
    ],
    [
      'a band removed with its prices',
      (t) => {
        t.airportRailway.bandsUpToKm.pop();
        for (const v of t.vehicles) v.airportRailwayPrices.pop();
      },
      [
        ...['Crysta', 'Dzire', 'Tavera', 'Zest', 'Ertiga'].map((v, i) => ({
          path: `vehicles.${v}.airportRailwayPrices.3`,
          before: FIRST_FARE_SCHEDULE.vehicles[i].airportRailwayPrices[3],
          after: null,
        })),
        { path: 'airportRailway.bandsUpToKm.3', before: 45, after: null },
      ],
    ],
    [
      'several figures, in the order of the table',
      (t) => {
        t.gstPercent = 12;
        t.vehicles[4].seats = 7;
        t.vehicles[0].oneWay.perKmOver250 = 27;
      },
      [
        { path: 'vehicles.Crysta.oneWay.perKmOver250', before: 28, after: 27 },
        { path: 'vehicles.Ertiga.seats', before: 6, after: 7 },
        { path: 'gstPercent', before: 5, after: 12 },
      ],
    ],
  ])('%s', (_what, edit, expected) => {
    expect(fareChanges(FIRST_FARE_SCHEDULE, edited(edit))).toEqual(expected);
  });

  it('matches vehicles by name, so reordering the list changes nothing', () => {
    expect(
      fareChanges(
        FIRST_FARE_SCHEDULE,
        edited((t) => t.vehicles.reverse()),
      ),
    ).toEqual([]);
  });

  it('answers the reverse change with before and after swapped', () => {
    const later = edited((t) => (t.vehicles[1].oneWay.upTo40 = 1250));
    expect(fareChanges(later, FIRST_FARE_SCHEDULE)).toEqual([{ path: 'vehicles.Dzire.oneWay.upTo40', before: 1250, after: 1200 }]);
  });
});
