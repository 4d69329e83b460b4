// Compares the distance model with the known road distances (docs/distance-calibration.md).

import { haversineKm } from '../places/geo.js';
import { estimateDurationMinutes, estimateRoadKm, knownRoadKm, type KnownRoad, type RoutePoint, roundKm } from './distance-model.js';
import type { KnownRoadRow } from './known-roads.js';

export interface CalibrationRow {
  route: string;
  realKm: number;
  greatCircleKm: number;
  /** The honest estimate: what every route outside the table gets. */
  estimateKm: number;
  estimateErrorPct: number;
  /** With the known-road correction (exact on the table's own routes, by construction). */
  correctedKm: number;
  correctedErrorPct: number;
  durationMin: number;
}

export function calibrate(rows: readonly KnownRoadRow[], resolve: (text: string) => RoutePoint | undefined): CalibrationRow[] {
  const points = rows.map((row) => {
    const from = resolve(row.from);
    const to = resolve(row.to);
    if (!from || !to) throw new Error(`Unknown place in ${row.from} → ${row.to}`);
    return { row, from, to };
  });
  const roads: KnownRoad[] = points.map(({ row, from, to }) => ({ from, to, km: row.km }));
  return points.map(({ row, from, to }) => {
    const estimateKm = roundKm(estimateRoadKm(from, to));
    const correctedKm = roundKm(knownRoadKm(from, to, roads) ?? estimateKm);
    return {
      route: `${row.from} → ${row.to}`,
      realKm: row.km,
      greatCircleKm: roundKm(haversineKm(from, to)),
      estimateKm,
      estimateErrorPct: errorPct(estimateKm, row.km),
      correctedKm,
      correctedErrorPct: errorPct(correctedKm, row.km),
      durationMin: estimateDurationMinutes(correctedKm, from.terrain === 'hill' || to.terrain === 'hill'),
    };
  });
}

export function calibrationTable(rows: readonly CalibrationRow[]): string {
  const lines = [
    '| Route | Real km | Great circle km | Estimate km | Error | With known roads km | Error | Est. time |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.realKm} | ${r.greatCircleKm} | ${r.estimateKm} | ${pct(r.estimateErrorPct)} | ${r.correctedKm} | ${pct(r.correctedErrorPct)} | ${hours(r.durationMin)} |`,
    ),
  ];
  const mean = (f: (r: CalibrationRow) => number) => rows.reduce((sum, r) => sum + Math.abs(f(r)), 0) / rows.length;
  const max = (f: (r: CalibrationRow) => number) => Math.max(...rows.map((r) => Math.abs(f(r))));
  lines.push(
    `| **Mean absolute error** | | | | ${mean((r) => r.estimateErrorPct).toFixed(1)}% | | ${mean((r) => r.correctedErrorPct).toFixed(1)}% | |`,
    `| **Largest error** | | | | ${max((r) => r.estimateErrorPct).toFixed(1)}% | | ${max((r) => r.correctedErrorPct).toFixed(1)}% | |`,
  );
  return lines.join('\n');
}

function errorPct(estimate: number, real: number): number {
  return Math.round(((estimate - real) / real) * 1000) / 10;
}

function pct(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

function hours(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
