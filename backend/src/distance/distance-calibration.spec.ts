import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { GazetteerService } from '../places/gazetteer.service.js';
import { calibrate, type CalibrationRow, calibrationTable, HELD_OUT_SETS, meanErrorPct, parseRoadCsv } from './distance-calibration.js';
import { KNOWN_ROADS } from './known-roads.js';
import { RoadGraph } from './road-graph.js';
import { ROAD_EDGES, ROAD_ENDS, ROAD_NODES } from './road-graph-data.js';

const docs = (file: string) => readFileSync(new URL(`../../../docs/${file}`, import.meta.url), 'utf8');

describe('distance model against real road distances', () => {
  const gazetteer = new GazetteerService();
  const graph = new RoadGraph(ROAD_NODES, ROAD_EDGES, ROAD_ENDS);
  const resolve = (text: string) => gazetteer.resolve(text);
  beforeAll(() => gazetteer.onModuleInit());

  // The operator's road distances from Jabalpur (docs/road-distances-jabalpur.csv).
  describe('the operator’s routes from Jabalpur, each held out in turn', () => {
    let rows: CalibrationRow[];
    beforeAll(() => {
      rows = calibrate(KNOWN_ROADS, resolve, graph, KNOWN_ROADS);
    });

    it('holds the same routes as the calibration file', () => {
      const fromCsv = docs('road-distances-jabalpur.csv')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',').slice(0, 3).join(','));
      const names: Record<string, string> = {
        'Bandhavgarh National Park (Tala Gate)': 'Bandhavgarh (Tala)',
        'Kanha National Park (Khatia Gate)': 'Kanha (Khatia gate)',
      };
      expect(KNOWN_ROADS.map((r) => `${r.from},${names[r.to] ?? r.to},${r.km}`)).toEqual(fromCsv);
    });

    it('routes each on the road graph without its own known road, 6% off or less on average', () => {
      expect(rows.map((r) => [r.route, r.heldOutSource])).toEqual(KNOWN_ROADS.map((r) => [`${r.from} → ${r.to}`, 'road-graph']));
      expect(meanErrorPct(rows, (r) => r.heldOutErrorPct)).toBeLessThanOrEqual(6);
      // each within 10%: Prayagraj, the worst, is 371 km on NH30 against the operator's 400
      for (const row of rows) expect([row.route, Math.abs(row.heldOutErrorPct) <= 10]).toEqual([row.route, true]);
    });

    it('does better held out than the great-circle estimate fitted on these same routes', () => {
      expect(meanErrorPct(rows, (r) => r.heldOutErrorPct)).toBeLessThan(meanErrorPct(rows, (r) => r.estimateErrorPct));
    });

    it('answers the known km with the known roads', () => {
      expect(rows.map((r) => [r.answerKm, r.answerSource])).toEqual(KNOWN_ROADS.map((r) => [r.km, 'road-table']));
    });

    it('prints a markdown table with the per-route errors', () => {
      const table = calibrationTable(rows);
      expect(table).toContain('| Jabalpur → Bhopal | 315 | 260.5 | 307.4 | -2.4% | 310 | -1.6% | 315 † | 0.0% | 6 h 10 min |');
      expect(table).toMatch(/\| \*\*Mean absolute error\*\* \| \| \| \| 4\.8% \| \| \d\.\d% \| \| 0\.0% \| \|/);
    });
  });

  // Real road distances between places away from Jabalpur (docs/road-distances-elsewhere*.csv): how
  // the graph does on the routes agents' offers run. Each set was collected and committed before the
  // graph was checked on it; the docs say which edges came after which check.
  describe('the held-out routes elsewhere', () => {
    const sets = HELD_OUT_SETS.map((set) => set.file);
    const rowsOf = (file: string) => calibrate(parseRoadCsv(docs(file)), resolve, graph, KNOWN_ROADS);
    const route = (rows: CalibrationRow[], name: string) => rows.find((r) => r.route === name)!;

    // The eighth has 10: published figures that two sources agree on within 10% were scarce.
    it.each(sets)('%s has at least 10 routes, none touching Jabalpur, each with its source', (file) => {
      const csv = parseRoadCsv(docs(file));
      expect(csv.length).toBeGreaterThanOrEqual(10);
      for (const row of csv) {
        expect([row.from, row.to, gazetteer.isJabalpur(row.from) || gazetteer.isJabalpur(row.to)]).toEqual([row.from, row.to, false]);
        expect([row.from, row.to, resolve(row.from) !== undefined && resolve(row.to) !== undefined]).toEqual([row.from, row.to, true]);
        expect(row.source).toMatch(/^https?:\/\//);
        expect(row.km).toBeGreaterThan(0);
      }
    });

    it('shares no route between the sets', () => {
      const key = (r: { from: string; to: string }) => [resolve(r.from)!.label, resolve(r.to)!.label].sort().join(' – ');
      const keys = sets.map((file) => parseRoadCsv(docs(file)).map(key));
      const all = keys.flat();
      expect(all.filter((k, i) => all.indexOf(k) !== i)).toEqual([]);
    });

    // The third set prompted one road only (Katni – Pawai – Panna, for Bandhavgarh → Khajuraho): on it the
    // graph is not yet better than the great-circle estimate (8.9% against 8.5%; short trips on winding
    // rural roads and a few roads the graph lacks). The fourth and fifth sets were collected without sight
    // of the graph and committed before it was run on them. The sixth (district towns to towns of their
    // district, where joining a road where it passes changes the answer) prompted the ceiling of 1.3
    // times the estimate; the seventh, collected after both changes without sight of them, checks them:
    // 16.7% before them, 10.3% now, against the estimate's 10.5%. The eighth, collected after the Nemawar
    // and Madhai roads without sight of the graph, is level with the estimate, a little behind (12.2%
    // against 11.8%: Bilaspur → Seorinarayan +44%, a district road the graph lacks).
    // (`offGraph`: places farther than 60 km from every node, answered by the great-circle estimate.)
    it.each([
      ['road-distances-elsewhere.csv', 10, true, []],
      ['road-distances-elsewhere-2.csv', 13, true, []],
      ['road-distances-elsewhere-3.csv', 10, false, ['Nagpur → Chikhaldara']],
      ['road-distances-elsewhere-4.csv', 10, true, []],
      ['road-distances-elsewhere-5.csv', 8, true, ['Jagdalpur → Dantewara', 'Akola → Lonar']],
      ['road-distances-elsewhere-6.csv', 16, false, []],
      ['road-distances-elsewhere-7.csv', 12, true, ['Mahasamund → Basna', 'Kondagaon → Keskal', 'Raipur → Basna']],
      ['road-distances-elsewhere-8.csv', 13, false, ['Akola → Shegaon', 'Jagdalpur → Barsur']],
    ])(
      'routes %s on the graph, under %i% off on average (better than the great-circle estimate: %s)',
      (file, limit, beatsEstimate, offGraph) => {
        const rows = rowsOf(file);
        expect(rows.filter((r) => r.answerSource !== 'road-graph').map((r) => r.route)).toEqual(offGraph);
        const mean = meanErrorPct(rows, (r) => r.answerErrorPct);
        expect(mean).toBeLessThan(limit);
        expect(mean < meanErrorPct(rows, (r) => r.estimateErrorPct)).toBe(beatsEstimate);
      },
    );

    it('gets the routes round hills and forests the great-circle estimate missed by 10% or more within 5%', () => {
      const rows = rowsOf('road-distances-elsewhere.csv');
      for (const name of ['Kanha National Park (Khatia Gate) → Nagpur', 'Amarkantak → Bilaspur', 'Kanpur → Khajuraho']) {
        const row = route(rows, name);
        expect([name, Math.abs(row.estimateErrorPct) >= 10, Math.abs(row.answerErrorPct) <= 5]).toEqual([name, true, true]);
      }
    });

    it('routes Omkareshwar and Maheshwar on their own roads along the Narmada', () => {
      // Before Barwah, Omkareshwar, Maheshwar and Dhamnod were nodes, Omkareshwar (more than 60 km from
      // Indore) snapped to Khandwa alone: 196 km from Indore against 80, 207 from Maheshwar against 70
      // (second set, which prompted the roads), and 251 from Ujjain against 140 (third set, collected
      // without sight of the change).
      const second = rowsOf('road-distances-elsewhere-2.csv');
      const third = rowsOf('road-distances-elsewhere-3.csv');
      expect(Math.abs(route(second, 'Omkareshwar → Indore').answerErrorPct)).toBeLessThanOrEqual(10);
      expect(Math.abs(route(second, 'Maheshwar → Omkareshwar').answerErrorPct)).toBeLessThanOrEqual(10);
      expect(Math.abs(route(third, 'Ujjain → Omkareshwar').answerErrorPct)).toBeLessThanOrEqual(10);
      expect(Math.abs(route(third, 'Burhanpur → Omkareshwar').answerErrorPct)).toBeLessThanOrEqual(15);
    });

    // Roads added after a set showed its route going round: Bandhavgarh → Kanha was 357 km before the
    // Umaria – Dindori road (250 published; the Shahpura – Mandla road would close the rest), and
    // Bandhavgarh → Khajuraho 326 before the Katni – Pawai – Panna road (237 to 280 published).
    it.each([
      ['road-distances-elsewhere-2.csv', 'Bandhavgarh National Park (Tala Gate) → Kanha', 304, 'Umaria and Dindori'],
      ['road-distances-elsewhere-3.csv', 'Bandhavgarh National Park (Tala Gate) → Khajuraho', 266, 'Katni, Pawai and Panna'],
    ])('%s: %s is %i km, by %s', (file, name, km) => {
      expect(route(rowsOf(file), name).answerKm).toBe(km);
    });
  });
});
