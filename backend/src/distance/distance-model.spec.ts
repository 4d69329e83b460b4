import { describe, expect, it } from '@jest/globals';
import { haversineKm } from '../places/geo.js';
import {
  detourFactor,
  estimateDurationMinutes,
  estimateRoadKm,
  estimateRoute,
  GRAPH_MAX_OVER_ESTIMATE,
  graphCeilingKm,
  graphRoute,
  knownRoadKm,
  type KnownRoad,
  routeDurationMinutes,
  roundKm,
} from './distance-model.js';
import { RoadGraph } from './road-graph.js';
import type { RoadEdgeRow, RoadNodeRow } from './road-graph-data.js';

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

describe('routeDurationMinutes', () => {
  it.each([
    ['all national highway: as the estimate on the open road', 315, { nh: 315, sh: 0, ghat: 0, access: 0 }, 370],
    ['half of it on a forest road (35 km/h): about 1½ h more', 315, { nh: 157.5, sh: 0, ghat: 157.5, access: 0 }, 456],
    ['state highway (45 km/h)', 100, { nh: 0, sh: 100, ghat: 0, access: 0 }, 150],
    // the route's mix sets the open-road speed; a known road's km run at that speed
    ['Kanha: 95 km of NH30 then 64 of forest road, answered with the known 160 km', 160, { nh: 95, sh: 0, ghat: 64, access: 0 }, 231],
    ['a trip across town: town speed only', 10, { nh: 0, sh: 0, ghat: 0, access: 10 }, 20],
    ['nowhere', 0, { nh: 0, sh: 0, ghat: 0, access: 0 }, 0],
  ])('%s: %p km take %p minutes', (_case, km, kmByClass, minutes) => {
    expect(routeDurationMinutes(km, kmByClass)).toBe(minutes);
  });
});

describe('graphRoute and estimateRoute on a small graph', () => {
  // Jabalpur – Katni (NH30, 100 km) – Bhopal by a longer road, and Jabalpur – Bhopal direct (315 km)
  const nodes: RoadNodeRow[] = [
    ['jabalpur', 'Jabalpur', jabalpur.lat, jabalpur.lng],
    ['katni', 'Katni', katni.lat, katni.lng],
    ['bhopal', 'Bhopal', bhopal.lat, bhopal.lng],
  ];
  const edges: RoadEdgeRow[] = [
    ['jabalpur', 'katni', 100, 'NH30', 'nh', 'nh'],
    ['katni', 'bhopal', 360, 'SH', 'sh', 'mp-sh'],
    ['jabalpur', 'bhopal', 315, 'NH45', 'nh', 'nh'],
  ];
  const graph = new RoadGraph(nodes, edges);

  it('routes town to town on the shortest path', () => {
    expect(graphRoute(katni, bhopal, graph)).toMatchObject({ km: 360, kmByClass: { nh: 0, sh: 360, ghat: 0, access: 0 } });
    expect(graphRoute(bhopal, jabalpur, graph)).toMatchObject({ km: 315, kmByClass: { nh: 315 } });
  });

  it('goes straight, at the local detour, across one town', () => {
    // both ends nearest the Jabalpur node: the straight line × 1.3, not via the node
    const route = graphRoute(junction, dumna, graph)!;
    expect(route.km).toBeCloseTo(haversineKm(junction, dumna) * 1.3, 6);
    expect(route.kmByClass).toEqual({ nh: 0, sh: 0, ghat: 0, access: route.km });
  });

  it('goes via the graph between two towns even when they are close', () => {
    const nearKatni = { lat: 23.6, lng: 80.25 }; // 30 km from Katni, 55 from Jabalpur
    expect(graphRoute(jabalpur, nearKatni, graph)!.from.id).toBe('jabalpur');
    expect(graphRoute(katni, { lat: katni.lat + 0.1, lng: katni.lng }, graph)!.km).toBeCloseTo(11.1 * 1.3, 0);
  });

  it('uses the known road where there is one, with the graph route’s speeds', () => {
    expect(estimateRoute(jabalpur, katni, { graph, roads })).toEqual({ distance: 100, duration: 135, source: 'road-table' });
  });

  it('routes on the graph elsewhere, in km to 1 decimal and whole minutes', () => {
    // 20 km at 30, 20 at 40, 320 at 45 km/h (state highway)
    expect(estimateRoute(katni, bhopal, { graph, roads })).toEqual({ distance: 360, duration: 497, source: 'road-graph' });
  });

  it('answers at most 1.3 times the great-circle estimate when the graph goes round', () => {
    // Katni → Bhopal on the graph is 360 km; were its only road 600 km, the graph would lack the road
    // between them: the 367.8 km estimate × 1.3 (478.2), at the route's speeds (45 km/h after the urban start)
    const long = new RoadGraph(nodes.slice(1), [['katni', 'bhopal', 600, 'SH', 'sh', 'mp-sh']]);
    expect(GRAPH_MAX_OVER_ESTIMATE).toBe(1.3);
    expect(estimateRoute(katni, bhopal, { graph: long })).toEqual({ distance: 478.2, duration: 654, source: 'road-graph' });
    expect(estimateRoute(katni, bhopal, { graph })).toMatchObject({ distance: 360 }); // within it: the graph's km
  });

  it('lets the one road into a road end count in full, the ceiling holding from its other end', () => {
    // A gate 20 km north of Jabalpur whose only road, 90 km, comes from Katni: 190 km by road. Were
    // the gate a town at the graph's edge, the graph would lack its other roads: 1.3 times the estimate.
    const gate = { lat: jabalpur.lat + 0.18, lng: jabalpur.lng };
    const gateNodes: RoadNodeRow[] = [...nodes, ['gate', 'Gate', gate.lat, gate.lng]];
    const gateEdges: RoadEdgeRow[] = [...edges, ['katni', 'gate', 90, 'SH', 'ghat', 'park']];
    const roadEnd = new RoadGraph(gateNodes, gateEdges, ['gate']);
    const edge = new RoadGraph(gateNodes, gateEdges);
    expect(graphRoute(jabalpur, gate, roadEnd)).toMatchObject({ km: 190 });
    expect(estimateRoute(jabalpur, gate, { graph: roadEnd })).toMatchObject({ distance: 190 });
    expect(estimateRoute(gate, jabalpur, { graph: roadEnd })).toMatchObject({ distance: 190 });
    expect(graphCeilingKm(jabalpur, gate, graphRoute(jabalpur, gate, roadEnd)!, roadEnd)).toBeCloseTo(
      90 + estimateRoadKm(jabalpur, katni) * 1.3,
      6,
    );
    const capped = roundKm(estimateRoadKm(jabalpur, gate) * 1.3);
    expect(capped).toBe(32.3); // 20 km great circle × 1.24 (a short trip's detour) × 1.3
    expect(estimateRoute(jabalpur, gate, { graph: edge })).toMatchObject({ distance: capped });
    // a place 3 km from the gate is not at it: its own lanes may be shorter
    const nearGate = { lat: gate.lat + 0.027, lng: gate.lng };
    expect(estimateRoute(jabalpur, nearGate, { graph: roadEnd }).distance).toBeLessThan(40);
  });

  it('never lowers the ceiling for a road end', () => {
    // Katni as a road end on Jabalpur – Katni: its road's other end is the trip's start, so 100 km, as before
    const line = new RoadGraph(nodes.slice(0, 2), [edges[0]], ['katni']);
    const route = graphRoute(jabalpur, katni, line)!;
    expect(graphCeilingKm(jabalpur, katni, route, line)).toBeGreaterThanOrEqual(estimateRoadKm(jabalpur, katni) * 1.3);
    expect(estimateRoute(jabalpur, katni, { graph: line })).toMatchObject({ distance: 100 });
  });

  it('estimates from the great circle for a place far outside the graph', () => {
    const delhi = { lat: 28.65195, lng: 77.23149 };
    // 636.6 km great circle × 1.18, at 55 km/h after the urban start
    expect(estimateRoute(jabalpur, delhi, { graph, roads })).toEqual({
      distance: roundKm(estimateRoadKm(jabalpur, delhi)),
      duration: estimateDurationMinutes(estimateRoadKm(jabalpur, delhi)),
      source: 'estimate',
    });
    expect(graphRoute(jabalpur, delhi, graph)).toBeUndefined();
  });

  it('estimates from the great circle without a graph', () => {
    // 311.7 km great circle × 1.18; 20 km at 30, 20 at 40, 327.8 at 55 km/h
    expect(estimateRoute(katni, bhopal, { roads })).toEqual({ distance: 367.8, duration: 428, source: 'estimate' });
  });

  it('is 0 km and 0 minutes between the same points', () => {
    expect(estimateRoute(jabalpur, jabalpur, { graph, roads })).toEqual({ distance: 0, duration: 0, source: 'road-graph' });
  });
});
