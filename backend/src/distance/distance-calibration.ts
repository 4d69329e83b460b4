// Compares the distance model with real road distances (docs/distance-calibration.md).
//
// Leave-one-out: each route is predicted by the model without that route's own data. The road
// graph's edges and the snapping parameters were not fitted on any of these routes, so what a
// route could lend its own prediction is its known road (the table that answers the operator's
// routes exactly): it is left out when that route is predicted. The great-circle estimate's factors
// were fitted on the operator's routes, so its column flatters it there.

import { haversineKm } from '../places/geo.js';
import { estimateRoadKm, estimateRoute, type KnownRoad, type RouteEstimate, type RoutePoint, roundKm } from './distance-model.js';
import type { KnownRoadRow } from './known-roads.js';
import type { RoadGraph } from './road-graph.js';

export interface CalibrationRow {
  route: string;
  realKm: number;
  greatCircleKm: number;
  /** The great-circle estimate (the model before the road graph; what a place off the graph gets). */
  estimateKm: number;
  estimateErrorPct: number;
  /** The model with this route's own known road left out: the road graph, unless a place is off it. */
  heldOutKm: number;
  heldOutErrorPct: number;
  heldOutSource: RouteEstimate['source'];
  /** What the server answers, with every known road. */
  answerKm: number;
  answerErrorPct: number;
  answerSource: RouteEstimate['source'];
  durationMin: number;
}

/**
 * Each row's real km against the model's, with the row's own known road (same ends, either way)
 * left out of `knownRoads` for the held-out prediction.
 */
export function calibrate(
  rows: readonly KnownRoadRow[],
  resolve: (text: string) => RoutePoint | undefined,
  graph: RoadGraph,
  knownRoads: readonly KnownRoadRow[],
): CalibrationRow[] {
  const point = (text: string) => {
    const place = resolve(text);
    if (!place) throw new Error(`Unknown place: ${text}`);
    return place;
  };
  const roads = knownRoads.map((row) => ({ row, road: { from: point(row.from), to: point(row.to), km: row.km } }));
  return rows.map((row) => {
    const from = point(row.from);
    const to = point(row.to);
    const others: KnownRoad[] = roads.filter(({ row: known }) => !sameRoute(known, row)).map(({ road }) => road);
    const heldOut = estimateRoute(from, to, { graph, roads: others });
    const answer = estimateRoute(from, to, { graph, roads: roads.map(({ road }) => road) });
    const estimateKm = roundKm(estimateRoadKm(from, to));
    return {
      route: `${row.from} → ${row.to}`,
      realKm: row.km,
      greatCircleKm: roundKm(haversineKm(from, to)),
      estimateKm,
      estimateErrorPct: errorPct(estimateKm, row.km),
      heldOutKm: heldOut.distance,
      heldOutErrorPct: errorPct(heldOut.distance, row.km),
      heldOutSource: heldOut.source,
      answerKm: answer.distance,
      answerErrorPct: errorPct(answer.distance, row.km),
      answerSource: answer.source,
      durationMin: answer.duration,
    };
  });
}

/** Mean absolute error, in %. */
export function meanErrorPct(rows: readonly CalibrationRow[], error: (row: CalibrationRow) => number): number {
  return rows.reduce((sum, row) => sum + Math.abs(error(row)), 0) / rows.length;
}

export function calibrationTable(rows: readonly CalibrationRow[]): string {
  const lines = [
    '| Route | Real km | Great circle km | Great-circle estimate km | Error | Road graph, held out km | Error | Answer km | Error | Est. time |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.realKm} | ${r.greatCircleKm} | ${r.estimateKm} | ${pct(r.estimateErrorPct)} | ${r.heldOutKm}${mark(r.heldOutSource)} | ${pct(r.heldOutErrorPct)} | ${r.answerKm}${mark(r.answerSource)} | ${pct(r.answerErrorPct)} | ${hours(r.durationMin)} |`,
    ),
  ];
  const max = (error: (r: CalibrationRow) => number) => Math.max(...rows.map((r) => Math.abs(error(r))));
  const summary = (label: string, f: (error: (r: CalibrationRow) => number) => number) =>
    `| **${label}** | | | | ${f((r) => r.estimateErrorPct).toFixed(1)}% | | ${f((r) => r.heldOutErrorPct).toFixed(1)}% | | ${f((r) => r.answerErrorPct).toFixed(1)}% | |`;
  lines.push(
    summary('Mean absolute error', (error) => meanErrorPct(rows, error)),
    summary('Largest error', max),
  );
  return lines.join('\n');
}

/**
 * The held-out sets of real road distances away from Jabalpur, in docs/ beside
 * distance-calibration.md, in the order they were collected (the docs say what each one checked).
 */
export const HELD_OUT_SETS = [
  { file: 'road-distances-elsewhere.csv', title: 'Held-out routes elsewhere, first set' },
  { file: 'road-distances-elsewhere-2.csv', title: 'Held-out routes elsewhere, second set' },
  { file: 'road-distances-elsewhere-3.csv', title: 'Held-out routes elsewhere, third set' },
  { file: 'road-distances-elsewhere-4.csv', title: 'Held-out routes elsewhere, fourth set' },
  { file: 'road-distances-elsewhere-5.csv', title: 'Held-out routes elsewhere, fifth set' },
  { file: 'road-distances-elsewhere-6.csv', title: 'Held-out routes elsewhere, sixth set (district towns to towns of their district)' },
  { file: 'road-distances-elsewhere-7.csv', title: 'Held-out routes elsewhere, seventh set' },
  { file: 'road-distances-elsewhere-8.csv', title: 'Held-out routes elsewhere, eighth set' },
] as const;

/** Rows of a CSV with the columns from, to, road_km and source (names in the gazetteer's spelling). */
export function parseRoadCsv(text: string): KnownRoadRow[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  const at = (name: string) => columns.indexOf(name);
  return lines.map((line) => {
    const cells = line.split(',');
    return { from: cells[at('from')], to: cells[at('to')], km: Number(cells[at('road_km')]), source: cells[at('source')] ?? '' };
  });
}

function sameRoute(a: KnownRoadRow, b: KnownRoadRow): boolean {
  return (a.from === b.from && a.to === b.to) || (a.from === b.to && a.to === b.from);
}

function errorPct(estimate: number, real: number): number {
  return Math.round(((estimate - real) / real) * 1000) / 10;
}

/** Footnote marks: † a known road, * the great-circle estimate (a place off the graph). */
function mark(source: RouteEstimate['source']): string {
  return source === 'road-table' ? ' †' : source === 'estimate' ? ' *' : '';
}

function pct(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

function hours(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
