import { type GeoPoint, haversineKm, JABALPUR_CENTRE } from './geo.js';
import type { Place } from './place.js';
import { STATE_ABBREVIATIONS } from './place-aliases.js';
import { normaliseText, prefixEditDistance } from './place-text.js';

// How well a place's name (or alias) matches what was typed. The gaps are wider than the popularity
// and nearness bonuses together (at most 30), so a better match mostly wins, and among equal
// matches the big and near towns come first: 'bho' gives Bhopal before Bhongir.
const QUALITY = {
  label: 130, // the whole label, as /api/places gave it
  exact: 100,
  prefix: 80,
  words: 65, // every typed word starts a word of the name: 'dhuandhar', 'bus stand jabalpur'
  typo: 50, // minus 10 per edit
  aliasPenalty: 3, // the current name beats a former one that matches as well
};

interface Entry {
  place: Place;
  names: string[]; // normalised: the name, then the aliases
  words: string[][];
  importance: number;
}

/** The in-memory search over the gazetteer: autocomplete (`search`) and exact lookup (`resolve`). */
export class PlaceIndex {
  private readonly entries: Entry[];
  private readonly byName = new Map<string, Entry[]>();
  private readonly byLabel = new Map<string, Entry>();
  /** Entries by the first letter of each word of their names: every kind of match needs one of them. */
  private readonly byInitial = new Map<string, Entry[]>();
  private readonly states: Set<string>;

  constructor(
    places: readonly Place[],
    private readonly origin: GeoPoint = JABALPUR_CENTRE,
  ) {
    this.entries = places.map((place) => {
      const names = [place.name, ...(place.aliases ?? [])].map(normaliseText).filter(Boolean);
      return { place, names, words: names.map((n) => n.split(' ')), importance: this.importance(place) };
    });
    for (const entry of this.entries) {
      this.byLabel.set(normaliseText(entry.place.label), entry);
      for (const name of new Set(entry.names)) addTo(this.byName, name, entry);
      for (const initial of new Set(entry.words.flat().map((w) => w[0]))) addTo(this.byInitial, initial, entry);
    }
    this.states = new Set([...places.map((p) => p.state), ...Object.values(STATE_ABBREVIATIONS)].map(normaliseText));
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Autocomplete: the best `limit` places for what was typed, best first. Text after a comma narrows
   * by district or state ('Sagar, Karn'). Empty text gives nothing.
   */
  search(text: string, limit: number): Place[] {
    const { name, qualifiers } = splitQuery(text);
    if (!name || limit < 1) return [];
    const label = this.byLabel.get(normaliseText(text));
    const scored: Array<{ entry: Entry; score: number }> = label ? [{ entry: label, score: QUALITY.label + label.importance }] : [];
    for (const entry of this.byInitial.get(name[0]) ?? []) {
      const quality = entry === label ? 0 : matchQuality(name, entry);
      if (quality > 0) scored.push({ entry, score: quality + entry.importance });
    }
    const narrowed = qualifiers.length
      ? scored.filter(({ entry }) => qualifiers.every((q) => qualifierMatches(entry.place, q, true)))
      : scored;
    return (narrowed.length ? narrowed : scored)
      .sort((a, b) => b.score - a.score || a.entry.place.label.localeCompare(b.entry.place.label))
      .slice(0, limit)
      .map(({ entry }) => entry.place);
  }

  /**
   * The one place a text names, or undefined: a label from `search`, a name or alias ('Bhopal',
   * 'Jabalpur Airport'), optionally followed by district or state ('Jabalpur, MP, India'). Never a
   * guess from a partial or misspelt name: distances and fares are computed from the answer.
   */
  resolve(text: string): Place | undefined {
    const label = this.byLabel.get(normaliseText(text));
    if (label) return label.place;
    const { name, qualifiers } = splitQuery(text);
    let candidates = this.byName.get(name) ?? [];
    for (const qualifier of qualifiers) {
      const matching = candidates.filter((e) => qualifierMatches(e.place, qualifier, false));
      if (matching.length) candidates = matching;
      // A state that none of the candidates is in means another place: no answer rather than a wrong one.
      else if (this.states.has(qualifier)) return undefined;
      // Anything else we do not know (a pincode, a locality) is ignored.
    }
    return candidates.reduce<Entry | undefined>((best, e) => (!best || e.importance > best.importance ? e : best), undefined)?.place;
  }

  /** Up to 20 points for population (1,000 → 0, 10 million → 20) and up to 10 for being near Jabalpur. */
  private importance(place: Place): number {
    const population = place.population > 0 ? Math.min(20, Math.max(0, (Math.log10(place.population) - 3) * 5)) : 0;
    const nearness = 10 * Math.exp(-haversineKm(this.origin, place) / 250);
    return population + nearness;
  }
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function splitQuery(text: string): { name: string; qualifiers: string[] } {
  const parts = text.split(',').map(normaliseText).filter(Boolean);
  if (parts.length > 1 && parts[parts.length - 1] === 'india') parts.pop();
  const [name = '', ...rest] = parts;
  const qualifiers = rest.map((q) => normaliseText(STATE_ABBREVIATIONS[q] ?? q));
  return { name, qualifiers };
}

function qualifierMatches(place: Place, qualifier: string, asPrefix: boolean): boolean {
  return [place.district, place.state].some((part) => {
    if (!part) return false;
    const normal = normaliseText(part);
    return asPrefix ? normal.startsWith(qualifier) : normal === qualifier;
  });
}

function matchQuality(query: string, entry: Entry): number {
  const queryWords = query.split(' ');
  const maxEdits = query.length >= 8 ? 2 : query.length >= 4 ? 1 : 0;
  let best = 0;
  entry.names.forEach((name, i) => {
    let quality = 0;
    if (name === query) quality = QUALITY.exact;
    else if (name.startsWith(query)) quality = QUALITY.prefix;
    else if (queryWords.every((q) => entry.words[i].some((w) => w.startsWith(q)))) quality = QUALITY.words;
    else if (maxEdits && name[0] === query[0]) {
      const edits = prefixEditDistance(query, name, maxEdits);
      if (edits <= maxEdits) quality = QUALITY.typo - 10 * edits;
    }
    if (quality && i > 0) quality -= QUALITY.aliasPenalty;
    best = Math.max(best, quality);
  });
  return best;
}
