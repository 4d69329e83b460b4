import { describe, expect, it } from '@jest/globals';
import { haversineKm } from '../places/geo.js';
import {
  detourFactor,
  estimateDurationMinutes,
  estimateRoadKm,
  estimateRoute,
  knownRoadKm,
  type KnownRoad,
  roundKm,
} from './distance-model.js';

const jabalpur = { lat: 23.16697, lng: 79.95006 };
const junction = { lat: 23.1647, lng: 79.9511 };
const dumna = { lat: 23.1778, lng: 80.052 };
const bhopal = { lat: 23.25469, lng: 77.40289 };
const katni = { lat: 23.83776, lng: 80.39405 };
const bhedaghat = { lat: 23.13168, lng: 79.80107 };
const kanha = { lat: 22.338, lng: 80.59, terrain: 'hill' as const };

const roads: KnownRoad[] = [
  { from: jabalpur, to: bhopal, km: 315 },
  { from: jabalpur, to: katni, km: 100 },
  { from: jabalpur, to: bhedaghat, km: 20 },
];

describe('haversineKm', () => {
  it.each([
    ['Jabalpur → Bhopal', jabalpur, bhopal, 260.5],
    ['Jabalpur → Katni', jabalpur, katni, 87.3],
    ['the same point', jabalpur, jabalpur, 0],
  ])('%s is %p km as the crow flies', (_route, a, b, km) => {
    expect(roundKm(haversineKm(a, b))).toBe(km);
  });
});

describe('detourFactor', () => {
  it.each([
    [0, false, 1.3],
    [15.7, false, 1.251], // Bhedaghat: 20 km by road
    [100, false, 1.184],
    [300, false, 1.18],
    [100, true, 1.504], // ghat and forest roads: 1.184 × 1.27
  ])('%p km great circle (hills: %p) → %p', (km, hilly, factor) => {
    expect(detourFactor(km, hilly)).toBeCloseTo(factor, 3);
  });
});

describe('estimateRoadKm', () => {
  it.each([
    ['Jabalpur → Bhopal (315 by road)', jabalpur, bhopal, 307.4],
    ['Bhopal → Jabalpur, the same either way', bhopal, jabalpur, 307.4],
    ['Jabalpur → Bhedaghat (20 by road)', jabalpur, bhedaghat, 19.7],
    ['Jabalpur → Kanha Khatia gate (160 by road, forest)', jabalpur, kanha, 170],
    ['nowhere', jabalpur, jabalpur, 0],
  ])('%s ≈ %p km', (_route, a, b, km) => {
    expect(roundKm(estimateRoadKm(a, b))).toBe(km);
  });
});

describe('knownRoadKm', () => {
  it('answers a known road in either direction', () => {
    expect(knownRoadKm(jabalpur, bhopal, roads)).toBe(315);
    expect(knownRoadKm(bhopal, jabalpur, roads)).toBe(315);
    expect(knownRoadKm(katni, jabalpur, roads)).toBe(100);
  });

  it('follows a known road from a point near its end', () => {
    // Dumna airport is 10 km east of the centre, so about 12 km further from Bhopal by road
    const km = knownRoadKm(dumna, bhopal, roads)!;
    expect(km).toBeGreaterThan(325);
    expect(km).toBeLessThan(330);
    expect(knownRoadKm(junction, bhopal, roads)).toBeCloseTo(315, 0);
  });

  it('keeps short known roads to their own ends', () => {
    // The Bhedaghat road reaches only 2 km around its ends: the airport is 10 km from the centre
    expect(knownRoadKm(dumna, bhedaghat, roads)).toBeUndefined();
  });

  it('knows nothing of other routes', () => {
    expect(knownRoadKm(katni, bhopal, roads)).toBeUndefined();
    expect(knownRoadKm(jabalpur, kanha, roads)).toBeUndefined();
  });
});

describe('estimateDurationMinutes', () => {
  it.each([
    [0, false, 0],
    [10, false, 20], // 30 km/h in town
    [20, false, 40],
    [40, false, 70], // then 40 km/h
    [95, false, 130], // then 55 km/h
    [315, false, 370], // Bhopal: about 6 hours, 51 km/h on average
    [160, true, 230], // Kanha: 45 km/h on the forest roads
  ])('%p km (hills: %p) takes %p minutes', (km, hilly, minutes) => {
    expect(estimateDurationMinutes(km, hilly)).toBe(minutes);
  });
});

describe('estimateRoute', () => {
  it('uses the known road where there is one', () => {
    expect(estimateRoute(jabalpur, katni, roads)).toEqual({ distance: 100, duration: 135, source: 'road-table' });
  });

  it('estimates elsewhere, in km to 1 decimal and whole minutes', () => {
    // 311.7 km great circle × 1.18; 20 km at 30, 20 at 40, 327.8 at 55 km/h
    expect(estimateRoute(katni, bhopal, roads)).toEqual({ distance: 367.8, duration: 428, source: 'estimate' });
  });

  it('is 0 km and 0 minutes between the same points', () => {
    expect(estimateRoute(jabalpur, jabalpur, roads)).toEqual({ distance: 0, duration: 0, source: 'estimate' });
  });
});
