import { beforeAll, describe, expect, it } from '@jest/globals';
import { haversineKm } from '../places/geo.js';
import { GazetteerService } from '../places/gazetteer.service.js';
import { SNAP } from './distance-model.js';
import { alongSegment, RoadGraph } from './road-graph.js';
import { ROAD_EDGES, ROAD_ENDS, ROAD_NODES, ROAD_SOURCES, type RoadEdgeRow, type RoadNodeRow } from './road-graph-data.js';

// A tiny graph on a line of longitude 80° (0.1° of latitude ≈ 11.1 km):
//   a –10 nh– b –10 nh– c –10 nh– d        and a shortcut a –25 ghat– d, and e on its own.
//   a –40 sh– c is longer than a – b – c.
const tinyNodes: RoadNodeRow[] = [
  ['a', 'A', 20.0, 80],
  ['b', 'B', 20.08, 80],
  ['c', 'C', 20.16, 80],
  ['d', 'D', 20.24, 80],
  ['e', 'E', 21.0, 80],
];
const tinyEdges: RoadEdgeRow[] = [
  ['a', 'b', 10, 'NH1', 'nh', 'nh'],
  ['b', 'c', 10, 'NH1', 'nh', 'nh'],
  ['c', 'd', 10, 'NH1', 'nh', 'nh'],
  ['a', 'd', 25, 'SH1', 'ghat', 'park'],
  ['a', 'c', 40, 'SH2', 'sh', 'mp-sh'],
];
const snap = { nearestNodes: 3, edgeReachKm: 0, accessDetour: 1.5, maxAccessKm: 30 };

describe(RoadGraph.name, () => {
  const tiny = new RoadGraph(tinyNodes, tinyEdges);

  it.each([
    ['a', 'a', 0],
    ['a', 'b', 10],
    ['a', 'c', 20], // via b, not the 40 km road
    ['a', 'd', 25], // the shortcut, not 30 via b and c
    ['d', 'a', 25], // either way
    ['b', 'd', 20],
    ['a', 'e', Infinity], // no road
  ])('shortest road %s → %s is %p km', (from, to, km) => {
    expect(tiny.pathKm(from, to)).toBe(km);
  });

  it('counts the km of each road class along the shortest path', () => {
    const at = (lat: number) => ({ lat, lng: 80 });
    expect(tiny.route(at(20.0), at(20.24), snap)).toMatchObject({ km: 25, kmByClass: { nh: 0, sh: 0, ghat: 25, access: 0 } });
    expect(tiny.route(at(20.08), at(20.24), snap)).toMatchObject({ km: 20, kmByClass: { nh: 20, sh: 0, ghat: 0, access: 0 } });
  });

  it('lists the nearest nodes, nearest first', () => {
    expect(tiny.nearest({ lat: 20.15, lng: 80 }, 3).map(({ node }) => tiny.nodes[node].id)).toEqual(['c', 'b', 'd']);
    expect(tiny.nearest({ lat: 20.15, lng: 80 }, 3)[0].km).toBeCloseTo(1.11, 2);
    expect(tiny.nearest({ lat: 25, lng: 80 }, 10)).toHaveLength(5);
  });

  describe('snapping a place to its nearest nodes', () => {
    it('routes a place at a town from that town only', () => {
      // b is 8.9 km from a and from c: a place at b never "shortcuts" to them by the access leg
      const route = tiny.route({ lat: 20.08, lng: 80 }, { lat: 20.0, lng: 80 }, snap)!;
      expect([route.from.id, route.to.id, route.km]).toEqual(['b', 'a', 10]);
    });

    it('adds the access legs: straight line × the access detour', () => {
      const near = { lat: 20.12, lng: 80 }; // 4.4 km from b and from c
      const route = tiny.route(near, { lat: 20.24, lng: 80 }, snap)!;
      expect(route.to.id).toBe('d');
      expect(route.km).toBeCloseTo(haversineKm(near, tiny.nodes[2]) * 1.5 + 10, 6); // via c
      expect(route.kmByClass.access).toBeCloseTo(haversineKm(near, tiny.nodes[2]) * 1.5, 6);
    });

    it('tries the other near nodes and keeps the shortest trip', () => {
      // 3.3 km from b, 5.6 km from c: towards a it joins at b, towards d at c
      const place = { lat: 20.11, lng: 80 };
      expect(tiny.route(place, { lat: 20.0, lng: 80 }, snap)!.from.id).toBe('b');
      expect(tiny.route(place, { lat: 20.24, lng: 80 }, snap)!.from.id).toBe('c');
    });

    it('has no route for a place too far from every node, or without a road between', () => {
      expect(tiny.route({ lat: 20.0, lng: 81 }, { lat: 20.0, lng: 80 }, snap)).toBeUndefined(); // 104 km off
      expect(tiny.route({ lat: 21.0, lng: 80 }, { lat: 20.0, lng: 80 }, snap)).toBeUndefined(); // e: no road
    });
  });

  describe('joining a road where it passes a place', () => {
    // p –110 nh– q along latitude 20° (104.6 km straight), r –60 sh– p to the north (55.3 km straight)
    const line = new RoadGraph(
      [
        ['p', 'P', 20.0, 80.0],
        ['q', 'Q', 20.0, 81.0],
        ['r', 'R', 20.5, 80.0],
      ],
      [
        ['p', 'q', 110, 'NH1', 'nh', 'nh'],
        ['p', 'r', 60, 'SH1', 'sh', 'mp-sh'],
      ],
    );
    const roadSnap = { nearestNodes: 3, edgeReachKm: 15, accessDetour: 1.5, maxAccessKm: 60 };
    const q = { lat: 20.0, lng: 81.0 };
    const r = { lat: 20.5, lng: 80.0 };
    const village = { lat: 20.0, lng: 80.25 }; // on the road, a quarter of the way from p to q

    it('drives along the road from its far end, not round by the nearest town', () => {
      // the village's nearest node, p, is 26 km away and q 78 km: joined at nodes only, q → p → village
      expect(line.route(q, village, { ...roadSnap, edgeReachKm: 0 })!.km).toBeCloseTo(110 + 26.15 * 1.5, 0);
      expect(line.route(q, village, roadSnap)).toMatchObject({ km: 82.5, kmByClass: { nh: 82.5, sh: 0, ghat: 0, access: 0 } });
      expect(line.route(village, q, roadSnap)!.km).toBeCloseTo(82.5, 6); // either way
    });

    it('drives along the road from its near end and on to other roads', () => {
      // r → p on the state highway, then a quarter of the national highway
      expect(line.route(r, village, roadSnap)).toMatchObject({ km: 87.5, kmByClass: { nh: 27.5, sh: 60, access: 0 } });
    });

    it('adds the straight leg from a place beside the road', () => {
      const beside = { lat: 20.045, lng: 80.5 }; // 5 km north of the road's middle
      const route = line.route(q, beside, roadSnap)!;
      expect(route.kmByClass.access).toBeCloseTo(4.98 * 1.5, 1);
      expect(route.km).toBeCloseTo(55 + 4.98 * 1.5, 1);
    });

    it('drives between two places on the same road without going to either end', () => {
      expect(line.route(village, { lat: 20.0, lng: 80.75 }, roadSnap)).toMatchObject({ km: 55, kmByClass: { nh: 55, access: 0 } });
    });

    it('joins at nodes only beyond the reach', () => {
      const far = { lat: 20.18, lng: 80.5 }; // 20 km from the road
      expect(line.route(q, far, roadSnap)).toEqual(line.route(q, far, { ...roadSnap, edgeReachKm: 0 }));
    });
  });

  it.each([
    [{ lat: 20.0, lng: 80.25 }, 0.25, 0],
    [{ lat: 20.045, lng: 80.5 }, 0.5, 4.98],
    [{ lat: 20.0, lng: 79.9 }, 0, 10.46], // before a: a's own distance
    [{ lat: 20.0, lng: 81.2 }, 1, 20.92], // beyond b
  ])('puts %p at %p of the way from a to b, %p km off the line', (point, at, offKm) => {
    const place = alongSegment(point, { lat: 20.0, lng: 80.0 }, { lat: 20.0, lng: 81.0 });
    expect(place.at).toBeCloseTo(at, 2);
    expect(place.offKm).toBeCloseTo(offKm, 1);
  });

  it.each([
    [
      'an unknown node',
      [...tinyEdges, ['a', 'x', 5, 'SH', 'sh', 'mp-sh'] as RoadEdgeRow],
      tinyNodes,
      'Road graph: edge a – x names an unknown node',
    ],
    ['a road without length', [['a', 'b', 0, 'SH', 'sh', 'mp-sh'] as RoadEdgeRow], tinyNodes, 'Road graph: edge a – b has no length'],
    ['a node listed twice', tinyEdges, [...tinyNodes, ['a', 'A again', 1, 1] as RoadNodeRow], 'Road graph: node a is listed twice'],
  ])('refuses data with %s', (_case, edges, nodes, message) => {
    expect(() => new RoadGraph(nodes, edges)).toThrow(message);
  });

  it('knows the one road into each road end, and refuses a road end with other roads or none', () => {
    const tail = [...tinyEdges, ['a', 'x', 5, 'SH', 'ghat', 'park'] as RoadEdgeRow];
    const withTail = [...tinyNodes, ['x', 'X', 1, 1] as RoadNodeRow];
    const graph = new RoadGraph(withTail, tail, ['x']);
    expect(graph.roadEnd('x')).toMatchObject({ km: 5, via: { id: 'a' } });
    expect(graph.roadEnd('a')).toBeUndefined();
    expect(new RoadGraph(withTail, tail).roadEnd('x')).toBeUndefined();
    expect(() => new RoadGraph(withTail, tail, ['a'])).toThrow(/Road graph: road end a has \d+ roads, not one/);
    expect(() => new RoadGraph(withTail, tail, ['y'])).toThrow('Road graph: road end y is not a node');
  });
});

describe('the shipped road graph', () => {
  const byId = new Map(ROAD_NODES.map(([id, name, lat, lng]) => [id, { id, name, lat, lng }]));
  const graph = new RoadGraph(ROAD_NODES, ROAD_EDGES, ROAD_ENDS);
  const gazetteer = new GazetteerService();
  beforeAll(() => gazetteer.onModuleInit());

  it('covers central India: towns, junctions and park gates, joined by highway segments', () => {
    expect(ROAD_NODES.length).toBeGreaterThanOrEqual(100);
    expect(ROAD_EDGES.length).toBeGreaterThanOrEqual(150);
    for (const id of [
      'nagpur',
      'raipur',
      'bilaspur',
      'prayagraj',
      'varanasi',
      'lucknow',
      'kanpur',
      'jhansi',
      'gwalior',
      'agra',
      'indore',
      'bhopal',
      'ujjain',
    ]) {
      expect(byId.has(id)).toBe(true);
    }
    for (const id of [
      'kanha-khatia',
      'kanha-mukki',
      'bandhavgarh-tala',
      'pench-turia',
      'pachmarhi',
      'amarkantak',
      'chitrakoot-ramghat',
      'khajuraho',
      'panna',
      'maihar',
      'bhedaghat',
      'satpura-madhai',
      'nemawar',
    ]) {
      expect(byId.has(id)).toBe(true);
    }
    expect(ROAD_ENDS.map((id) => [id, graph.roadEnd(id)?.via.id])).toEqual([['satpura-madhai', 'sohagpur']]);
  });

  it('names only nodes it has, each road once, with a listed source', () => {
    const seen = new Set<string>();
    for (const [from, to, , , , source] of ROAD_EDGES) {
      expect([from, byId.has(from), to, byId.has(to)]).toEqual([from, true, to, true]);
      const key = [from, to].sort().join(' – ');
      expect([key, seen.has(key)]).toEqual([key, false]);
      seen.add(key);
      expect(Object.keys(ROAD_SOURCES)).toContain(source);
    }
  });

  it('has every road at least as long as the straight line and at most 2.2 times it', () => {
    for (const [from, to, km] of ROAD_EDGES) {
      const straight = haversineKm(byId.get(from)!, byId.get(to)!);
      expect([from, to, km >= straight && km <= 2.2 * straight]).toEqual([from, to, true]);
    }
  });

  it('reaches every node from Jabalpur, and uses every node', () => {
    for (const [id] of ROAD_NODES) expect([id, Number.isFinite(graph.pathKm('jabalpur', id))]).toEqual([id, true]);
  });

  it('puts each town where the gazetteer has it (within 3 km)', () => {
    let checked = 0;
    for (const [id, name, lat, lng] of ROAD_NODES) {
      const place = gazetteer.resolve(name);
      if (!place) continue;
      checked++;
      expect([id, haversineKm(place, { lat, lng }) <= 3]).toEqual([id, true]);
    }
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it('snaps every gazetteer place within its area to a node less than 60 km away', () => {
    // small towns between the graph's towns, across MP (98% of the gazetteer's MP places are within 60 km)
    for (const text of [
      'Patan',
      'Niwas',
      'Bargi',
      'Majholi',
      'Rehli',
      'Sironj',
      'Beohari',
      'Waraseoni',
      'Pandhurna',
      'Chaurai',
      'Ghansor',
      'Lanji',
    ]) {
      const place = gazetteer.resolve(text);
      expect([text, place !== undefined && graph.nearest(place, 1)[0].km < SNAP.maxAccessKm]).toEqual([text, true]);
    }
  });
});
