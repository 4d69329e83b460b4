// How far and how long a cab trip is, from two points on the map: no routing service needed.
// Framework-free. A trip is routed on the road graph (road-graph.ts); the operator's own road
// distances (known roads) correct it where a trip runs between their ends; a place far outside the
// graph gets the great-circle estimate (docs/distance-calibration.md).

import { type GeoPoint, haversineKm } from '../places/geo.js';
import type { GraphRoute, KmByClass, RoadGraph, RoadNode, SnapOptions } from './road-graph.js';

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
  /** A known road, the road graph, or the great-circle estimate (a place off the graph). */
  source: 'road-table' | 'road-graph' | 'estimate';
}

/** What a trip is measured with: the road graph and the known roads, either may be absent. */
export interface RouteModel {
  graph?: RoadGraph;
  roads?: readonly KnownRoad[];
  snap?: SnapOptions;
}

/**
 * Joining a place to the graph. Not fitted on the operator's routes: 1.3 road km per straight km
 * is the detour of short trips on local roads (Bhedaghat, 16 km apart, is 20 by road; the old
 * model's short-trip factor); half of MP's places lie within 21 km of a node and 98% within 60,
 * so a place 60 km from every node is outside the graph's area; a place within 15 km of a road
 * joins it where it passes (a side road off the highway), farther out it goes to a town.
 */
export const SNAP: SnapOptions = { nearestNodes: 3, edgeReachKm: 15, accessDetour: 1.3, maxAccessKm: 60 };

/** A place this close to a node (straight line) is at it. */
const AT_NODE_KM = 1;

/** Trips up to this far (great circle) that stay around one town go straight, at the access detour. */
export const LOCAL_TRIP_KM = 40;

/**
 * The road graph's km are at most this many times the great-circle estimate. The graph holds the
 * highways, not every district road, so a trip between towns it does not join directly goes round
 * by its nodes: on the six sets of published distances away from Jabalpur, of the ten routes where
 * the graph came out over 1.3 times the estimate, nine were shorter in fact, and none of those ten
 * was longer than 1.31 times the estimate (docs/distance-calibration.md). A real detour round hills
 * is still allowed 30% over the estimate, which already adds its own for the hill towns.
 */
export const GRAPH_MAX_OVER_ESTIMATE = 1.3;

/**
 * The great-circle estimate, for places far outside the road graph: road km per great-circle km.
 * Fitted on the operator's routes from Jabalpur (the model before the road graph): plain routes run
 * 1.09–1.27 (mean 1.18); short trips wind through town streets (Bhedaghat, 16 km apart, is 20 by
 * road); ghat and forest routes run longer still (Kanha 1.41, Bandhavgarh 1.58).
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
 * Average cab speeds: town streets for the first 20 km, then roads through small towns (the urban
 * start), then each road class at its own speed: national highways, state highways and district
 * roads, ghat and forest roads, local roads to a place off the graph. The great-circle estimate
 * runs at `openRoad` (`openRoadHill` to the hills). A 300 km highway trip averages about 50 km/h.
 */
export const SPEED_KMH = {
  first20Km: 30,
  next20Km: 40,
  nh: 55,
  sh: 45,
  ghat: 35,
  access: 40,
  openRoad: 55,
  openRoadHill: 45,
} as const;

/** The great-circle estimate: great-circle distance times the detour factor. */
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

/** Minutes for the great-circle estimate: the urban start, then the open road. */
export function estimateDurationMinutes(roadKm: number, hilly = false): number {
  return durationMinutes(roadKm, hilly ? SPEED_KMH.openRoadHill : SPEED_KMH.openRoad);
}

/** Minutes along a route: the urban start, then the route's own mix of road classes. */
export function routeDurationMinutes(roadKm: number, kmByClass: KmByClass): number {
  let km = 0;
  let hours = 0;
  for (const [roadClass, classKm] of Object.entries(kmByClass) as Array<[keyof KmByClass, number]>) {
    km += classKm;
    hours += classKm / SPEED_KMH[roadClass];
  }
  return durationMinutes(roadKm, km > 0 ? km / hours : SPEED_KMH.openRoad);
}

/** The first 20 km at town speed, the next 20 through small towns, the rest at `openRoadKmh`. */
function durationMinutes(roadKm: number, openRoadKmh: number): number {
  const town = Math.min(roadKm, 20);
  const smallRoads = Math.min(Math.max(roadKm - 20, 0), 20);
  const openRoad = Math.max(roadKm - 40, 0);
  const hours = town / SPEED_KMH.first20Km + smallRoads / SPEED_KMH.next20Km + openRoad / openRoadKmh;
  return Math.round(hours * 60);
}

/**
 * The road route between two points on the graph: the shortest path between their nearest nodes;
 * a short trip around one town goes straight. Undefined for a place off the graph.
 */
export function graphRoute(from: RoutePoint, to: RoutePoint, graph: RoadGraph, snap: SnapOptions = SNAP): GraphRoute | undefined {
  const routed = graph.route(from, to, snap);
  const greatCircle = haversineKm(from, to);
  if (!routed || greatCircle > LOCAL_TRIP_KM) return routed;
  // Around one town (both ends nearest the same node, or closer to each other than to the graph),
  // the way via the node is a detour: go straight on local roads.
  const [start] = graph.nearest(from, 1);
  const [end] = graph.nearest(to, 1);
  const local = start.node === end.node || greatCircle < Math.max(start.km, end.km);
  const km = greatCircle * snap.accessDetour;
  if (!local || routed.km <= km) return routed;
  const node = graph.nodes[start.node];
  return { km, kmByClass: { nh: 0, sh: 0, ghat: 0, access: km }, from: node, to: node };
}

/**
 * Distance and duration of a trip: a known road where the trip runs between its ends, else the
 * road graph (at most GRAPH_MAX_OVER_ESTIMATE times the great-circle estimate), else (a place far
 * outside the graph) the great-circle estimate.
 */
export function estimateRoute(from: RoutePoint, to: RoutePoint, model: RouteModel = {}): RouteEstimate {
  const routed = model.graph ? graphRoute(from, to, model.graph, model.snap) : undefined;
  const known = model.roads ? knownRoadKm(from, to, model.roads) : undefined;
  const estimate = estimateRoadKm(from, to);
  const km = known ?? (routed && model.graph ? Math.min(routed.km, graphCeilingKm(from, to, routed, model.graph)) : estimate);
  const source = known !== undefined ? 'road-table' : routed ? 'road-graph' : 'estimate';
  return {
    distance: roundKm(km),
    duration: routed ? routeDurationMinutes(km, routed.kmByClass) : estimateDurationMinutes(km, isHilly(from, to)),
    source,
  };
}

/**
 * The most the graph's km may come to: GRAPH_MAX_OVER_ESTIMATE times the great-circle estimate.
 * A place at a road end (a park gate whose one road is the only way in) has no shorter way that
 * the graph might lack, so that road may count in full, the ceiling holding from its other end:
 * Madhai, 17 km off the highway at Sohagpur, is 88 km from Pachmarhi by road, not the 64 that
 * 1.3 times the estimate across the reserve (31 km straight) would allow.
 */
export function graphCeilingKm(from: RoutePoint, to: RoutePoint, routed: GraphRoute, graph: RoadGraph): number {
  const ceiling = estimateRoadKm(from, to) * GRAPH_MAX_OVER_ESTIMATE;
  const start = throughRoadEnd(from, routed.from, graph);
  const end = throughRoadEnd(to, routed.to, graph);
  if (!start && !end) return ceiling;
  const startPoint = start?.via ?? from;
  const endPoint = end?.via ?? to;
  const roadEndKm = (start?.km ?? 0) + (end?.km ?? 0);
  return Math.max(ceiling, roadEndKm + estimateRoadKm(startPoint, endPoint) * GRAPH_MAX_OVER_ESTIMATE);
}

/** The road into a road end, when the place is at that road end. */
function throughRoadEnd(place: RoutePoint, node: RoadNode, graph: RoadGraph): { km: number; via: RoadNode } | undefined {
  return haversineKm(place, node) <= AT_NODE_KM ? graph.roadEnd(node.id) : undefined;
}

export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

function isHilly(from: RoutePoint, to: RoutePoint): boolean {
  return from.terrain === 'hill' || to.terrain === 'hill';
}
