import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { GazetteerService } from '../places/gazetteer.service.js';
import { calibrate, type CalibrationRow, calibrationTable, meanErrorPct, parseRoadCsv } from './distance-calibration.js';
import { KNOWN_ROADS } from './known-roads.js';
import { RoadGraph } from './road-graph.js';
import { ROAD_EDGES, ROAD_NODES } from './road-graph-data.js';

const docs = (file: string) => readFileSync(new URL(`../../../docs/${file}`, import.meta.url), 'utf8');

describe('distance model against real road distances', () => {
  const gazetteer = new GazetteerService();
  const graph = new RoadGraph(ROAD_NODES, ROAD_EDGES);
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

  // Real road distances between places away from Jabalpur, never used to build the graph
  // (docs/road-distances-elsewhere.csv): how the graph does on the routes agents' offers run.
  describe('the held-out routes elsewhere', () => {
    let rows: CalibrationRow[];
    beforeAll(() => {
      rows = calibrate(parseRoadCsv(docs('road-distances-elsewhere.csv')), resolve, graph, KNOWN_ROADS);
    });

    it('has at least 15 routes, none touching Jabalpur, each with its source', () => {
      const csv = parseRoadCsv(docs('road-distances-elsewhere.csv'));
      expect(csv.length).toBeGreaterThanOrEqual(15);
      for (const row of csv) {
        expect([row.from, row.to, gazetteer.isJabalpur(row.from) || gazetteer.isJabalpur(row.to)]).toEqual([row.from, row.to, false]);
        expect(row.source).toMatch(/^https?:\/\//);
        expect(row.km).toBeGreaterThan(0);
      }
    });

    it('routes them all on the graph, under 10% off on average and better than the great-circle estimate', () => {
      expect(rows.every((r) => r.answerSource === 'road-graph')).toBe(true);
      const mean = meanErrorPct(rows, (r) => r.answerErrorPct);
      expect(mean).toBeLessThan(10);
      expect(mean).toBeLessThan(meanErrorPct(rows, (r) => r.estimateErrorPct));
    });

    it('gets the routes round hills and forests the great-circle estimate missed by 10% or more within 5%', () => {
      const row = (route: string) => rows.find((r) => r.route === route)!;
      for (const route of ['Kanha National Park (Khatia Gate) → Nagpur', 'Amarkantak → Bilaspur', 'Kanpur → Khajuraho']) {
        expect([route, Math.abs(row(route).estimateErrorPct) >= 10, Math.abs(row(route).answerErrorPct) <= 5]).toEqual([route, true, true]);
      }
    });
  });
});
