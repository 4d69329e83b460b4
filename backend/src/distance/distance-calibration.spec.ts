import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { GazetteerService } from '../places/gazetteer.service.js';
import { calibrate, type CalibrationRow, calibrationTable } from './distance-calibration.js';
import { KNOWN_ROADS } from './known-roads.js';

// The operator's road distances from Jabalpur (docs/road-distances-jabalpur.csv).
describe('distance model on the known Jabalpur roads', () => {
  const gazetteer = new GazetteerService();
  let rows: CalibrationRow[];
  beforeAll(() => {
    gazetteer.onModuleInit();
    rows = calibrate(KNOWN_ROADS, (text) => gazetteer.resolve(text));
  });

  it('holds the same routes as the calibration file', () => {
    const csv = readFileSync(new URL('../../../docs/road-distances-jabalpur.csv', import.meta.url), 'utf8');
    const fromCsv = csv
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

  it('estimates every route within 10% without the table, 5% on average', () => {
    for (const row of rows) expect([row.route, Math.abs(row.estimateErrorPct) <= 10]).toEqual([row.route, true]);
    const mean = rows.reduce((sum, r) => sum + Math.abs(r.estimateErrorPct), 0) / rows.length;
    expect(mean).toBeLessThan(5);
  });

  it('answers the known km with the table', () => {
    expect(rows.map((r) => r.correctedKm)).toEqual(KNOWN_ROADS.map((r) => r.km));
  });

  it('prints a markdown table with the per-route errors', () => {
    const table = calibrationTable(rows);
    expect(table).toContain('| Jabalpur → Bhopal | 315 | 260.5 | 307.4 | -2.4% | 315 | 0.0% |');
    expect(table).toMatch(/\*\*Mean absolute error\*\*/);
  });
});
