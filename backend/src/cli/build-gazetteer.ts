// Part of `npm run build`: writes India's places from the GeoNames packages to the compact file the
// server loads at start-up (see places/gazetteer-data.ts for why).
import { statSync } from 'node:fs';
import { COMPACT_DATA_PATH, readGeoNamesPlaces, writeCompactPlaces } from '../places/gazetteer-data.js';

const started = performance.now();
const places = readGeoNamesPlaces();
writeCompactPlaces(places);
const kb = Math.round(statSync(COMPACT_DATA_PATH).size / 1024);
console.log(`Gazetteer: ${places.length} places → ${COMPACT_DATA_PATH} (${kb} KB) in ${Math.round(performance.now() - started)} ms`);
