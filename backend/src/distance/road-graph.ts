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
  /** Road km per straight-line km on the access leg from a place to a node. */
  accessDetour: number;
  /** A place farther than this from every node is off the graph. */
  maxAccessKm: number;
}

// Module constants rather than the globals Infinity and Number.isFinite in the loops below, which run
// millions of times when a graph is built: in a VM sandbox (the test runner's) each global lookup is
// slow, and the build took 0.5 s there against 15 ms in a plain process.
const UNREACHABLE = Number.POSITIVE_INFINITY;

interface Edge {
  to: number;
  km: number;
  roadClass: RoadClass;
}

export class RoadGraph {
  readonly nodes: readonly RoadNode[];
  private readonly size: number;
  /** All-pairs shortest road km, row-major: km[from * size + to]; Infinity where no road joins them. */
  private readonly km: Float64Array;
  /** For each road class, its km along each of those shortest paths. */
  private readonly classKm: Record<RoadClass, Float64Array>;

  /** Throws on a data mistake (an edge to an unknown node, a duplicate node, a bad km). */
  constructor(nodeRows: readonly RoadNodeRow[], edgeRows: readonly RoadEdgeRow[]) {
    const index = new Map<string, number>();
    this.nodes = nodeRows.map(([id, name, lat, lng], i) => {
      if (index.has(id)) throw new Error(`Road graph: node ${id} is listed twice`);
      index.set(id, i);
      return { id, name, lat, lng };
    });
    this.size = this.nodes.length;
    const adjacency: Edge[][] = this.nodes.map(() => []);
    for (const [from, to, km, , roadClass] of edgeRows) {
      const a = index.get(from);
      const b = index.get(to);
      if (a === undefined || b === undefined) throw new Error(`Road graph: edge ${from} – ${to} names an unknown node`);
      if (!(km > 0)) throw new Error(`Road graph: edge ${from} – ${to} has no length`);
      adjacency[a].push({ to: b, km, roadClass });
      adjacency[b].push({ to: a, km, roadClass });
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
   * The shortest trip between two places: each end is snapped to its nearest nodes (up to
   * `nearestNodes`, and only those not much farther than the nearest, so a place at a town is
   * routed from that town), with an access leg of straight-line km × `accessDetour` to each; the
   * pair with the shortest access + path + access wins. Undefined when either place is farther
   * than `maxAccessKm` from every node or no road joins them.
   */
  route(from: GeoPoint, to: GeoPoint, options: SnapOptions): GraphRoute | undefined {
    const starts = this.snap(from, options);
    const ends = this.snap(to, options);
    let best: { total: number; a: number; b: number; accessKm: number } | undefined;
    for (const start of starts) {
      for (const end of ends) {
        const path = this.km[this.cell(start.node, end.node)];
        const accessKm = (start.km + end.km) * options.accessDetour;
        const total = accessKm + path;
        if (Number.isFinite(total) && (!best || total < best.total)) best = { total, a: start.node, b: end.node, accessKm };
      }
    }
    if (!best) return undefined;
    const cell = this.cell(best.a, best.b);
    return {
      km: best.total,
      kmByClass: { nh: this.classKm.nh[cell], sh: this.classKm.sh[cell], ghat: this.classKm.ghat[cell], access: best.accessKm },
      from: this.nodes[best.a],
      to: this.nodes[best.b],
    };
  }

  private snap(point: GeoPoint, { nearestNodes, maxAccessKm }: SnapOptions): Array<{ node: number; km: number }> {
    const nearest = this.nearest(point, nearestNodes);
    if (nearest.length === 0 || nearest[0].km > maxAccessKm) return [];
    // A node twice as far as the nearest (+5 km) is a detour, not another way in.
    const reach = Math.min(maxAccessKm, 2 * nearest[0].km + 5);
    return nearest.filter((candidate) => candidate.km <= reach);
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
        const km = this.km[row + u] + edge.km;
        if (km >= this.km[row + edge.to]) continue;
        this.km[row + edge.to] = km;
        for (const roadClass of ROAD_CLASSES) {
          this.classKm[roadClass][row + edge.to] = this.classKm[roadClass][row + u] + (roadClass === edge.roadClass ? edge.km : 0);
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
