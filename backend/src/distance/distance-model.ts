// How far and how long a cab trip is, from two points on the map: no routing service needed.
// Framework-free; the numbers below were fitted on the known Jabalpur routes (docs/distance-calibration.md).

import { type GeoPoint, haversineKm } from '../places/geo.js';

export interface RoutePoint extends GeoPoint {
  /** Ghat and forest roads at this end: longer detours, slower driving. */
  terrain?: 'hill';
}

/** A road distance we know between two points. */
export interface KnownRoad {
  from: GeoPoint;
  to: GeoPoint;
  km: number;
}

export interface RouteEstimate {
  /** km, 1 decimal */
  distance: number;
  /** minutes, whole */
  duration: number;
  source: 'road-table' | 'estimate';
}

/**
 * Road km per great-circle km. Plain routes from Jabalpur run 1.09–1.27 (mean 1.18); short trips
 * wind through town streets (Bhedaghat, 16 km apart, is 20 by road); ghat and forest routes run
 * longer still (Kanha 1.41, Bandhavgarh 1.58).
 */
export const DETOUR = {
  base: 1.18,
  /** Extra for short trips, fading with distance: +0.12 at 0 km, +0.07 at 16 km, +0.01 at 75 km. */
  shortTrip: 0.12,
  shortTripScaleKm: 30,
  /** Multiplies the detour when either end is in the hills. */
  hill: 1.27,
} as const;

/**
 * Average cab speeds: town streets for the first 20 km, then roads through small towns, then
 * highway; slower open-road speed on ghat and forest roads. A 300 km trip averages about 50 km/h.
 */
export const SPEED_KMH = {
  first20Km: 30,
  next20Km: 40,
  openRoad: 55,
  openRoadHill: 45,
} as const;

/** The honest estimate: great-circle distance times the detour factor. */
export function estimateRoadKm(from: RoutePoint, to: RoutePoint): number {
  const greatCircle = haversineKm(from, to);
  return greatCircle * detourFactor(greatCircle, isHilly(from, to));
}

export function detourFactor(greatCircleKm: number, hilly: boolean): number {
  const factor = DETOUR.base + DETOUR.shortTrip * Math.exp(-greatCircleKm / DETOUR.shortTripScaleKm);
  return hilly ? factor * DETOUR.hill : factor;
}

/**
 * The road distance from the table of known roads, in either direction, when both ends of the trip
 * are close to the ends of a known road (within 10% of its length, 2–25 km): the known km, moved by
 * the detour-scaled change in straight-line distance. So Jabalpur Junction → Bhopal follows
 * Jabalpur → Bhopal's 315 km rather than a fresh estimate.
 */
export function knownRoadKm(from: RoutePoint, to: RoutePoint, roads: readonly KnownRoad[]): number | undefined {
  let best: { km: number; offset: number } | undefined;
  const greatCircle = haversineKm(from, to);
  for (const road of roads) {
    const roadGreatCircle = haversineKm(road.from, road.to);
    const reach = Math.min(25, Math.max(2, roadGreatCircle * 0.1));
    for (const [a, b] of [
      [road.from, road.to],
      [road.to, road.from],
    ]) {
      const offsetA = haversineKm(from, a);
      const offsetB = haversineKm(to, b);
      if (offsetA > reach || offsetB > reach) continue;
      const offset = offsetA + offsetB;
      if (best && best.offset <= offset) continue;
      const km = road.km + (greatCircle - roadGreatCircle) * detourFactor(greatCircle, isHilly(from, to));
      best = { km: Math.max(km, greatCircle), offset };
    }
  }
  return best?.km;
}

export function estimateDurationMinutes(roadKm: number, hilly = false): number {
  const town = Math.min(roadKm, 20);
  const smallRoads = Math.min(Math.max(roadKm - 20, 0), 20);
  const openRoad = Math.max(roadKm - 40, 0);
  const hours =
    town / SPEED_KMH.first20Km + smallRoads / SPEED_KMH.next20Km + openRoad / (hilly ? SPEED_KMH.openRoadHill : SPEED_KMH.openRoad);
  return Math.round(hours * 60);
}

/** Distance (known road, else estimate) and duration of a trip between two points. */
export function estimateRoute(from: RoutePoint, to: RoutePoint, roads: readonly KnownRoad[] = []): RouteEstimate {
  const known = knownRoadKm(from, to, roads);
  const km = known ?? estimateRoadKm(from, to);
  return {
    distance: roundKm(km),
    duration: estimateDurationMinutes(km, isHilly(from, to)),
    source: known === undefined ? 'estimate' : 'road-table',
  };
}

export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

function isHilly(from: RoutePoint, to: RoutePoint): boolean {
  return from.terrain === 'hill' || to.terrain === 'hill';
}
