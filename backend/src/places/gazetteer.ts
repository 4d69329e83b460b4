import { formatLabel, type Place, type PlaceRecord } from './place.js';
import { FORMER_NAMES, RENAMED_DISTRICTS, RENAMED_PLACES } from './place-aliases.js';
import { normaliseText } from './place-text.js';
import { HILL_TOWNS, JABALPUR_POINTS } from './jabalpur-points.js';

/**
 * Turns GeoNames records into the places we answer with: current names (old ones kept as aliases),
 * the hand-checked Jabalpur points, one place per label (the most populous where GeoNames repeats a
 * name in a district) and ids.
 */
export function assemblePlaces(geoNames: readonly PlaceRecord[]): Place[] {
  const renamed = keyed(RENAMED_PLACES, (r) => [r.state, r.from]);
  const renamedDistricts = keyed(RENAMED_DISTRICTS, (r) => [r.state, r.from]);
  const former = keyed(FORMER_NAMES, (r) => [r.state, r.name]);
  const hill = keyed(HILL_TOWNS, (r) => [r.state, r.name]);

  const byLabel = new Map<string, Place>();
  for (const record of [...geoNames.map(current), ...JABALPUR_POINTS]) {
    const label = formatLabel(record.name, record.district, record.state);
    const held = byLabel.get(label);
    if (!held || record.population > held.population) byLabel.set(label, { id: 0, label, ...record });
  }
  return [...byLabel.values()].map((place, id) => Object.assign(place, { id }));

  function current(record: PlaceRecord): PlaceRecord {
    const rename = renamed.get(key(record.state, record.name));
    const name = rename?.to ?? record.name;
    const aliases = unique(
      [...(record.aliases ?? []), ...(rename ? [record.name] : []), ...(former.get(key(record.state, name))?.formerNames ?? [])],
      name,
    );
    return {
      name,
      district: record.district && (renamedDistricts.get(key(record.state, record.district))?.to ?? record.district),
      state: record.state,
      lat: record.lat,
      lng: record.lng,
      population: record.population,
      aliases: aliases.length ? aliases : undefined,
      terrain: hill.has(key(record.state, name)) ? 'hill' : record.terrain,
    };
  }
}

function key(state: string, name: string): string {
  return `${normaliseText(state)}|${normaliseText(name)}`;
}

function keyed<T>(rows: readonly T[], parts: (row: T) => [string, string]): Map<string, T> {
  return new Map(rows.map((row) => [key(...parts(row)), row]));
}

/** Distinct names, none the same as `name`. */
function unique(names: string[], name: string): string[] {
  const seen = new Set<string>([normaliseText(name)]);
  return names.filter((n) => {
    const k = normaliseText(n);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
