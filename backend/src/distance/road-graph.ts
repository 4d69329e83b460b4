// Shortest road paths over a small graph of towns and highway segments (road-graph-data.ts).
// Framework-free. The graph is small (about 150 nodes), so every shortest path is worked out once,
// when the graph is built (Dijkstra from each node), and a query only looks them up.

import { type GeoPoint, haversineKm } from '../places/geo.js';
import type { RoadClass, RoadEdgeRow, RoadNodeRow } from './road-graph-data.js';

export const ROAD_CLASSES: readonly RoadClass[] = ['nh', 'sh', 'ghat'];

export interface RoadNode extends GeoPoint {
  id: string;
  name: string;
}

/** km on each road class; `access` is the straight-line leg from a place to its node, times the local detour. */
export type KmByClass = Record<RoadClass | 'access', number>;

export interface GraphRoute {
  /** Road km from place to place: access leg, path between the nodes, access leg. */
  km: number;
  kmByClass: KmByClass;
  /** The nodes the trip joins and leaves the graph at. */
  from: RoadNode;
  to: RoadNode;
}

export interface SnapOptions {
  /** How many of the nearest nodes to try at each end. */
  nearestNodes: number;
  /**
   * A place this close (straight line) to a road between two nodes joins that road where it passes,
   * and drives along it to either end; 0 joins at nodes only.
   */
  edgeReachKm: number;
  /** Road km per straight-line km on the access leg from a place to a node. */
  accessDetour: number;
  /** A place farther than this from every node is off the graph. */
  maxAccessKm: number;
}

// Module constants rather than the globals Infinity and Number.isFinite in the loops below, which run
// millions of times when a graph is built: in a VM sandbox (the test runner's) each global lookup is
// slow, and the build took 0.5 s there against 15 ms in a plain process.
const UNREACHABLE = Number.POSITIVE_INFINITY;

/** A road between nodes `a` and `b`, as the graph holds it: one object, reached from both ends. */
interface Road {
  a: number;
  b: number;
  km: number;
  roadClass: RoadClass;
}

/** A road seen from one of its ends: where it leads. */
interface Edge {
  to: number;
  road: Road;
}

/**
 * Where a trip joins the graph: at `node`, after the access leg (`accessKm` straight-line km, times
 * the access detour) and, for a place joined to a road where it passes, `alongKm` on that `road`
 * (joined at fraction `at` of the way from its end `a`). A place joined at a node has no road.
 */
interface Entry {
  node: number;
  accessKm: number;
  alongKm: number;
  road?: Road;
  at: number;
}

export class RoadGraph {
  readonly nodes: readonly RoadNode[];
  private readonly roads: readonly Road[];
  private readonly size: number;
  /** All-pairs shortest road km, row-major: km[from * size + to]; Infinity where no road joins them. */
  private readonly km: Float64Array;
  /** For each road class, its km along each of those shortest paths. */
  private readonly classKm: Record<RoadClass, Float64Array>;
  /** Each road end (a node where the road ends, such as a park gate) by id: its one road's km and other end. */
  private readonly roadEnds = new Map<string, { km: number; via: RoadNode }>();

  /**
   * `roadEnds`: the nodes where the road ends (each must have exactly one road). Throws on a data
   * mistake (an edge to an unknown node, a duplicate node, a bad km, a road end with other roads).
   */
  constructor(nodeRows: readonly RoadNodeRow[], edgeRows: readonly RoadEdgeRow[], roadEnds: readonly string[] = []) {
    const index = new Map<string, number>();
    this.nodes = nodeRows.map(([id, name, lat, lng], i) => {
      if (index.has(id)) throw new Error(`Road graph: node ${id} is listed twice`);
      index.set(id, i);
      return { id, name, lat, lng };
    });
    this.size = this.nodes.length;
    const adjacency: Edge[][] = this.nodes.map(() => []);
    this.roads = edgeRows.map(([from, to, km, , roadClass]) => {
      const a = index.get(from);
      const b = index.get(to);
      if (a === undefined || b === undefined) throw new Error(`Road graph: edge ${from} – ${to} names an unknown node`);
      if (!(km > 0)) throw new Error(`Road graph: edge ${from} – ${to} has no length`);
      const road = { a, b, km, roadClass };
      adjacency[a].push({ to: b, road });
      adjacency[b].push({ to: a, road });
      return road;
    });
    for (const id of roadEnds) {
      const node = index.get(id);
      if (node === undefined) throw new Error(`Road graph: road end ${id} is not a node`);
      if (adjacency[node].length !== 1) throw new Error(`Road graph: road end ${id} has ${adjacency[node].length} roads, not one`);
      const { road } = adjacency[node][0];
      this.roadEnds.set(id, { km: road.km, via: this.nodes[road.a === node ? road.b : road.a] });
    }
    const cells = this.size * this.size;
    this.km = new Float64Array(cells).fill(UNREACHABLE);
    this.classKm = { nh: new Float64Array(cells), sh: new Float64Array(cells), ghat: new Float64Array(cells) };
    for (let source = 0; source < this.size; source++) this.shortestPathsFrom(source, adjacency);
  }

  /** Shortest road km between two nodes (by id); Infinity when no road joins them. */
  pathKm(fromId: string, toId: string): number {
    return this.km[this.cell(this.indexOf(fromId), this.indexOf(toId))];
  }

  /** The road into a road end: its km and the node at its other end; undefined for other nodes. */
  roadEnd(nodeId: string): { km: number; via: RoadNode } | undefined {
    return this.roadEnds.get(nodeId);
  }

  /** Up to `count` nodes nearest a point, nearest first, with their straight-line km. */
  nearest(point: GeoPoint, count: number): Array<{ node: number; km: number }> {
    const best: Array<{ node: number; km: number }> = [];
    for (let node = 0; node < this.size; node++) {
      const km = haversineKm(point, this.nodes[node]);
      if (best.length === count && km >= best[count - 1].km) continue;
      let at = best.length === count ? count - 1 : best.length;
      while (at > 0 && best[at - 1].km > km) {
        best[at] = best[at - 1];
        at--;
      }
      best[at] = { node, km };
    }
    return best;
  }

  /**
   * The shortest trip between two places. Each end joins the graph at its nearest nodes (up to
   * `nearestNodes`, and only those not much farther than the nearest, so a place at a town is routed
   * from that town) and, within `edgeReachKm` of a road between two nodes, where that road passes
   * it, then runs along the road to either of its ends (so a village on the Katni – Satna road is
   * reached from Satna without a detour through Katni). The access leg is straight-line km ×
   * `accessDetour`; the pair of ways in with the shortest access + road + path + road + access wins,
   * and two places on the same road may simply drive along it. Undefined when either place is
   * farther than `maxAccessKm` from every node or no road joins them.
   */
  route(from: GeoPoint, to: GeoPoint, options: SnapOptions): GraphRoute | undefined {
    const starts = this.snap(from, options);
    const ends = this.snap(to, options);
    // `along`: the one road driven from place to place, when both are beside it
    let best: { total: number; start: Entry; end: Entry; accessKm: number; along?: Road } | undefined;
    const consider = (start: Entry, end: Entry, between: number, along?: Road) => {
      const accessKm = (start.accessKm + end.accessKm) * options.accessDetour;
      const total = accessKm + between;
      if (Number.isFinite(total) && (!best || total < best.total)) best = { total, start, end, accessKm, along };
    };
    for (const start of starts) {
      for (const end of ends) {
        consider(start, end, start.alongKm + this.km[this.cell(start.node, end.node)] + end.alongKm);
        if (start.road && start.road === end.road) consider(start, end, Math.abs(start.at - end.at) * start.road.km, start.road);
      }
    }
    if (!best) return undefined;
    const { start, end, accessKm, along, total } = best;
    const kmByClass: KmByClass = { nh: 0, sh: 0, ghat: 0, access: accessKm };
    if (along) {
      kmByClass[along.roadClass] += total - accessKm;
    } else {
      const cell = this.cell(start.node, end.node);
      for (const roadClass of ROAD_CLASSES) kmByClass[roadClass] = this.classKm[roadClass][cell];
      if (start.road) kmByClass[start.road.roadClass] += start.alongKm;
      if (end.road) kmByClass[end.road.roadClass] += end.alongKm;
    }
    return { km: total, kmByClass, from: this.nodes[start.node], to: this.nodes[end.node] };
  }

  private snap(point: GeoPoint, { nearestNodes, maxAccessKm, edgeReachKm }: SnapOptions): Entry[] {
    const nearest = this.nearest(point, nearestNodes);
    if (nearest.length === 0 || nearest[0].km > maxAccessKm) return [];
    // A node twice as far as the nearest (+5 km) is a detour, not another way in.
    const reach = Math.min(maxAccessKm, 2 * nearest[0].km + 5);
    const entries: Entry[] = nearest
      .filter((candidate) => candidate.km <= reach)
      .map(({ node, km }) => ({ node, accessKm: km, alongKm: 0, at: 0 }));
    for (const road of edgeReachKm > 0 ? this.roads : []) {
      const { a, b, km } = road;
      const { at, offKm } = alongSegment(point, this.nodes[a], this.nodes[b]);
      if (offKm > edgeReachKm || offKm > reach || at <= 0 || at >= 1) continue; // at an end: that node's own way in
      entries.push(
        { node: a, accessKm: offKm, alongKm: at * km, road, at },
        { node: b, accessKm: offKm, alongKm: (1 - at) * km, road, at },
      );
    }
    return entries;
  }

  /** Dijkstra from one node (O(n²) scan: the graph is small), filling that node's row of the tables. */
  private shortestPathsFrom(source: number, adjacency: readonly Edge[][]): void {
    const row = source * this.size;
    const done = new Uint8Array(this.size);
    this.km[row + source] = 0;
    for (;;) {
      let u = -1;
      for (let v = 0; v < this.size; v++) {
        if (!done[v] && this.km[row + v] < UNREACHABLE && (u < 0 || this.km[row + v] < this.km[row + u])) u = v;
      }
      if (u < 0) return;
      done[u] = 1;
      for (const edge of adjacency[u]) {
        const { km: roadKm, roadClass: edgeClass } = edge.road;
        const km = this.km[row + u] + roadKm;
        if (km >= this.km[row + edge.to]) continue;
        this.km[row + edge.to] = km;
        for (const roadClass of ROAD_CLASSES) {
          this.classKm[roadClass][row + edge.to] = this.classKm[roadClass][row + u] + (roadClass === edgeClass ? roadKm : 0);
        }
      }
    }
  }

  private indexOf(id: string): number {
    const index = this.nodes.findIndex((node) => node.id === id);
    if (index < 0) throw new Error(`Road graph: no node ${id}`);
    return index;
  }

  private cell(from: number, to: number): number {
    return from * this.size + to;
  }
}

/**
 * Where a point lies beside the straight line from a to b: the fraction of the way from a at its
 * foot (0 to 1, clamped) and its distance from there, in km. Flat-earth near the point: roads
 * here are at most a few hundred km long.
 */
export function alongSegment(point: GeoPoint, a: GeoPoint, b: GeoPoint): { at: number; offKm: number } {
  const kmPerLat = 110.574;
  const kmPerLng = 111.32 * Math.cos((point.lat * Math.PI) / 180);
  const ax = (a.lng - point.lng) * kmPerLng;
  const ay = (a.lat - point.lat) * kmPerLat;
  const dx = (b.lng - a.lng) * kmPerLng;
  const dy = (b.lat - a.lat) * kmPerLat;
  const lengthSquared = dx * dx + dy * dy;
  const at = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
  return { at, offKm: Math.hypot(ax + at * dx, ay + at * dy) };
}
