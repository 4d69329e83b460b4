import { Injectable, Logger, type OnModuleInit, UnprocessableEntityException } from '@nestjs/common';
import { GazetteerService } from '../places/gazetteer.service.js';
import type { Place } from '../places/place.js';
import { estimateRoute, type KnownRoad, type RouteEstimate, roundKm } from './distance-model.js';
import { KNOWN_ROADS } from './known-roads.js';
import { OsrmRouter } from './osrm-router.js';
import { RoadGraph } from './road-graph.js';
import { ROAD_EDGES, ROAD_ENDS, ROAD_NODES } from './road-graph-data.js';

let shippedGraph: RoadGraph | undefined;

export interface Measurement {
  /** km, 1 decimal */
  distance: number;
  /** minutes, whole */
  duration: number;
  /** Where the numbers come from: the router, a known road, the road graph, or the great-circle estimate. */
  source: 'osrm' | RouteEstimate['source'];
}

/**
 * Trip distance and duration between two place texts (labels from /api/places, plain names, the
 * fixed pickup 'Jabalpur, MP, India'). Bookings and Offers use this; it never invents a place.
 */
@Injectable()
export class DistanceService implements OnModuleInit {
  private readonly logger = new Logger(DistanceService.name);
  private knownRoads: KnownRoad[] | undefined;

  constructor(
    private readonly gazetteer: GazetteerService,
    private readonly router: OsrmRouter,
  ) {}

  /** Builds the road graph's shortest paths at start-up rather than on the first request. */
  onModuleInit(): void {
    this.roadGraph();
  }

  /** Throws 422 'Place not found: …' for a text the gazetteer does not know. */
  async measure(from: string, to: string): Promise<Measurement> {
    const start = this.place(from);
    const end = this.place(to);
    const routed = await this.router.route(start, end);
    if (routed) return { distance: roundKm(routed.distanceKm), duration: Math.round(routed.durationMin), source: 'osrm' };
    return estimateRoute(start, end, { graph: this.roadGraph(), roads: this.roads() });
  }

  /** True when the text is Jabalpur or a place inside the city (station, ISBT, airport…); false for unknown text. */
  isJabalpur(placeText: string): boolean {
    return this.gazetteer.isJabalpur(placeText);
  }

  /** The gazetteer's place for a text, or 422 'Place not found: …'. */
  place(text: string): Place {
    const place = this.gazetteer.resolve(text);
    if (!place) throw new UnprocessableEntityException(`Place not found: ${text.trim()}`);
    return place;
  }

  /** The shipped graph never changes: built once per process, whichever instance asks first. */
  private roadGraph(): RoadGraph {
    if (shippedGraph) return shippedGraph;
    const started = performance.now();
    shippedGraph = new RoadGraph(ROAD_NODES, ROAD_EDGES, ROAD_ENDS);
    const ms = Math.round(performance.now() - started);
    this.logger.log(`Road graph: ${ROAD_NODES.length} places, ${ROAD_EDGES.length} roads, shortest paths in ${ms} ms`);
    return shippedGraph;
  }

  private roads(): KnownRoad[] {
    this.knownRoads ??= KNOWN_ROADS.map((row) => {
      const from = this.gazetteer.resolve(row.from);
      const to = this.gazetteer.resolve(row.to);
      // A data mistake, not a request error: fail loudly so a test catches it.
      if (!from || !to) throw new Error(`Known road ${row.from} → ${row.to}: place missing from the gazetteer`);
      return { from, to, km: row.km };
    });
    return this.knownRoads;
  }
}
