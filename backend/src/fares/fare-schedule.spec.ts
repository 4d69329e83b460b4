import { describe, expect, it } from '@jest/globals';
import { type FareSchedule, fareScheduleProblems, FIRST_FARE_SCHEDULE } from './fare-schedule.js';

/** Version 1 with one change made by `edit`, deep-copied so tests never share state. */
function changed(edit: (table: FareSchedule & Record<string, unknown>) => void): unknown {
  const table = structuredClone(FIRST_FARE_SCHEDULE) as FareSchedule & Record<string, unknown>;
  edit(table);
  return table;
}

describe('fareScheduleProblems', () => {
  it('finds nothing wrong with version 1', () => {
    expect(fareScheduleProblems(FIRST_FARE_SCHEDULE)).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    ['not an object', [1, 2], ['the fare table must be an object']],
    ['an unknown key', changed((t) => (t.discount = 5)), ['discount is not part of the fare table']],
    ['a missing vehicle', changed((t) => t.vehicles.pop()), ['vehicles must list Crysta, Dzire, Tavera, Zest, Ertiga once each']],
    [
      'a vehicle twice',
      changed((t) => (t.vehicles[1] = structuredClone(t.vehicles[0]))),
      ['vehicles must list Crysta, Dzire, Tavera, Zest, Ertiga once each'],
    ],
    ['a rate of 0', changed((t) => (t.vehicles[1].roundTripPerKm = 0)), ['Dzire roundTripPerKm must be between 1 and 1000000']],
    [
      'a rate as text',
      changed((t) => ((t.vehicles[1] as unknown as Record<string, unknown>).roundTripPerKm = '11')),
      ['Dzire roundTripPerKm must be a number'],
    ],
    ['paise in a rate', changed((t) => (t.vehicles[1].oneWay.upTo20 = 800.5)), ['Dzire oneWay.upTo20 must be a whole number']],
    [
      'a rate too high',
      changed((t) => (t.vehicles[0].localExtraHour = 1_000_001)),
      ['Crysta localExtraHour must be between 0 and 1000000'],
    ],
    [
      'a local price missing',
      changed((t) => t.vehicles[2].localPrices.pop()),
      ['Tavera localPrices must have one price per local package (3)'],
    ],
    [
      'a band without prices',
      changed((t) => t.airportRailway.bandsUpToKm.push(60)),
      [
        'Crysta airportRailwayPrices must have one price per distance band (5)',
        'Dzire airportRailwayPrices must have one price per distance band (5)',
        'Tavera airportRailwayPrices must have one price per distance band (5)',
        'Zest airportRailwayPrices must have one price per distance band (5)',
        'Ertiga airportRailwayPrices must have one price per distance band (5)',
      ],
    ],
    [
      'bands out of order',
      changed((t) => (t.airportRailway.bandsUpToKm = [10, 30, 20, 45])),
      ['airportRailway.bandsUpToKm must go up: 20 follows 30'],
    ],
    ['a 25-hour package', changed((t) => (t.local.packages[2].hours = 25)), ['local.packages[2].hours must be between 1 and 24']],
    ['GST above 28 %', changed((t) => (t.gstPercent = 28.5)), ['gstPercent must be between 0 and 28']],
    ['an advance over 100 %', changed((t) => (t.advance.percent = 101)), ['advance.percent must be between 0 and 100']],
    [
      'a negative night allowance',
      changed((t) => (t.roundTrip.nightAllowance = -1)),
      ['roundTrip.nightAllowance must be between 0 and 1000000'],
    ],
    [
      'a slab over 100 %',
      changed((t) => (t.cancellation.slabs[0].percent = 120)),
      ['cancellation.slabs[0].percent must be between 0 and 100'],
    ],
    ['no cancellation', changed((t) => delete (t as Record<string, unknown>).cancellation), ['cancellation must be an object']],
  ])('names the problem in %s', (_case, table, problems) => {
    expect(fareScheduleProblems(table)).toEqual(problems);
  });

  it('accepts a GST rate with a fraction, such as 2.5 %', () => {
    expect(fareScheduleProblems(changed((t) => (t.gstPercent = 2.5)))).toEqual([]);
  });
});
