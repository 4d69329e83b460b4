// `npm run calibrate:distance -w backend`: prints the distance model's error on the known roads
// (the table in docs/distance-calibration.md), or on another CSV of from,to,road_km given as argument.
import { readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { calibrate, calibrationTable } from '../distance/distance-calibration.js';
import { KNOWN_ROADS, type KnownRoadRow } from '../distance/known-roads.js';
import { GazetteerService } from '../places/gazetteer.service.js';

const csv = process.argv[2];
const rows: readonly KnownRoadRow[] = csv ? parseCsv(readFileSync(csv, 'utf8')) : KNOWN_ROADS;
Logger.overrideLogger(['error']); // the table only, without the gazetteer's load line
const gazetteer = new GazetteerService();
console.log(calibrationTable(calibrate(rows, (text) => gazetteer.resolve(text))));

function parseCsv(text: string): KnownRoadRow[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  const at = (name: string) => columns.indexOf(name);
  return lines.map((line) => {
    const cells = line.split(',');
    return { from: cells[at('from')], to: cells[at('to')], km: Number(cells[at('road_km')]), source: cells[at('source')] ?? '' };
  });
}
