import { foldAccents, normaliseText } from './place-text.js';

/** One place as the gazetteer data holds it (GeoNames town or hand-checked point). */
export interface PlaceRecord {
  name: string;
  /** District (GeoNames admin2); absent where GeoNames has none or only a division. */
  district?: string;
  state: string;
  lat: number;
  lng: number;
  /** GeoNames population; 0 when unknown. Only used for ranking. */
  population: number;
  /** Other names people search by: former names, other spellings, station codes. */
  aliases?: string[];
  /** Ghat and forest roads: slower driving and longer detours. */
  terrain?: 'hill';
}

/** A place in the in-memory index; `label` is what /api/places answers and what the clients send back. */
export interface Place extends PlaceRecord {
  id: number;
  label: string;
}

/**
 * "Town, District, State, India": accents folded and repeated parts dropped, so Jabalpur is
 * "Jabalpur, Madhya Pradesh, India", never "Jabalpur, Jabalpur, Madhya Pradesh, India".
 */
export function formatLabel(name: string, district: string | undefined, state: string): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const part of [name, district, state, 'India']) {
    if (!part) continue;
    const clean = foldAccents(part).replace(/\s+/g, ' ').trim();
    const key = normaliseText(clean);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    parts.push(clean);
  }
  return parts.join(', ');
}

/** GeoNames writes districts as 'Gurugram district', 'District Unnao', 'Umaria District'. */
export function cleanDistrictName(admin2: string | undefined): string | undefined {
  if (!admin2) return undefined;
  // Maharashtra's entries name a division (several districts), which would mislabel most towns.
  if (/\bdivision$/i.test(admin2)) return undefined;
  const name = admin2
    .replace(/^district\s+/i, '')
    .replace(/\s+district$/i, '')
    .trim();
  return name || undefined;
}
