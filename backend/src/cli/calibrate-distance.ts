// `npm run calibrate:distance -w backend`: the distance model against real road distances, per route
// (the tables in docs/distance-calibration.md): the operator's routes from Jabalpur, each predicted
// with its own data left out, and the held-out routes elsewhere (docs/road-distances-elsewhere*.csv).
// Give another CSV of from,to,road_km[,source] as argument to check those routes instead.
import { readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { calibrate, calibrationTable, HELD_OUT_SETS, parseRoadCsv } from '../distance/distance-calibration.js';
import { KNOWN_ROADS, type KnownRoadRow } from '../distance/known-roads.js';
import { RoadGraph } from '../distance/road-graph.js';
import { ROAD_EDGES, ROAD_ENDS, ROAD_NODES } from '../distance/road-graph-data.js';
import { GazetteerService } from '../places/gazetteer.service.js';

Logger.overrideLogger(['error']); // the tables only, without the gazetteer's load line
const gazetteer = new GazetteerService();
const graph = new RoadGraph(ROAD_NODES, ROAD_EDGES, ROAD_ENDS);
const table = (rows: readonly KnownRoadRow[]) => calibrationTable(calibrate(rows, (text) => gazetteer.resolve(text), graph, KNOWN_ROADS));

const csv = process.argv[2];
if (csv) {
  console.log(table(parseRoadCsv(readFileSync(csv, 'utf8'))));
} else {
  console.log("The operator's routes from Jabalpur (each held out in turn)\n");
  console.log(table(KNOWN_ROADS));
  for (const { file, title } of HELD_OUT_SETS) {
    console.log(`\n${title} (docs/${file})\n`);
    console.log(table(parseRoadCsv(readFileSync(new URL(`../../../docs/${file}`, import.meta.url), 'utf8'))));
  }
}
