import { describe, expect, it } from '@jest/globals';
import { formatLabel, type Place, type PlaceRecord } from './place.js';
import { PlaceIndex } from './place-index.js';

let nextId = 0;
function place(record: Partial<PlaceRecord> & Pick<PlaceRecord, 'name' | 'lat' | 'lng'>): Place {
  const full: PlaceRecord = { state: 'Madhya Pradesh', population: 0, ...record };
  return { ...full, id: nextId++, label: formatLabel(full.name, full.district, full.state) };
}

// A small gazetteer, coordinates and populations roughly real.
const jabalpur = place({ name: 'Jabalpur', district: 'Jabalpur', lat: 23.167, lng: 79.95, population: 1_030_168, aliases: ['Jubbulpore'] });
const junction = place({
  name: 'Jabalpur Junction Railway Station',
  district: 'Jabalpur',
  lat: 23.1647,
  lng: 79.9511,
  population: 500_000,
  aliases: ['Jabalpur Railway Station', 'JBP'],
});
const bhopal = place({ name: 'Bhopal', district: 'Bhopal', lat: 23.255, lng: 77.403, population: 1_599_914 });
const bhongir = place({
  name: 'Bhongir',
  district: 'Yadadri Bhuvanagiri',
  state: 'Telangana',
  lat: 17.51,
  lng: 78.889,
  population: 50_094,
});
const bhojpur = place({ name: 'Bhojpur', district: 'Bhopal', lat: 23.1, lng: 77.58, population: 3_000 });
const katni = place({ name: 'Katni', district: 'Katni', lat: 23.838, lng: 80.394, population: 195_856, aliases: ['Murwara'] });
const katihar = place({ name: 'Katihar', district: 'Katihar', state: 'Bihar', lat: 25.54, lng: 87.57, population: 192_555 });
const sagarMp = place({ name: 'Sagar', district: 'Sagar', lat: 23.839, lng: 78.739, population: 247_333, aliases: ['Saugor'] });
const sagarKa = place({ name: 'Sagar', district: 'Shivamogga', state: 'Karnataka', lat: 14.165, lng: 75.029, population: 53_150 });
const rewa = place({ name: 'Rewa', district: 'Rewa', lat: 24.533, lng: 81.292, population: 208_461 });
const rewari = place({ name: 'Rewari', district: 'Rewari', state: 'Haryana', lat: 28.199, lng: 76.619, population: 112_079 });
const seoniMp = place({ name: 'Seoni', district: 'Seoni', lat: 22.085, lng: 79.55, population: 101_379 });
const seoniHp = place({ name: 'Seoni', district: 'Mandi', state: 'Himachal Pradesh', lat: 31.237, lng: 77.119, population: 1_630 });
const bhedaghat = place({
  name: 'Bhedaghat (Dhuandhar Falls)',
  district: 'Jabalpur',
  lat: 23.1318,
  lng: 79.8048,
  population: 100_000,
  aliases: ['Marble Rocks'],
});

const index = new PlaceIndex([
  jabalpur,
  junction,
  bhopal,
  bhongir,
  bhojpur,
  katni,
  katihar,
  sagarMp,
  sagarKa,
  rewa,
  rewari,
  seoniMp,
  seoniHp,
  bhedaghat,
]);
const labels = (text: string, limit = 5) => index.search(text, limit).map((p) => p.label);

describe(PlaceIndex.name, () => {
  describe('search', () => {
    it('puts the big town first among names that start with the text', () => {
      expect(labels('bho')).toEqual([bhopal.label, bhongir.label, bhojpur.label]);
    });

    it('puts the nearer of two towns of the same name first', () => {
      expect(labels('seoni')).toEqual([seoniMp.label, seoniHp.label]);
    });

    it('puts an exact name before a longer name that starts with it', () => {
      expect(labels('rewa')).toEqual([rewa.label, rewari.label]);
    });

    it('finds a town by its former name', () => {
      expect(labels('murwara')).toEqual([katni.label]);
      expect(labels('jubbul')).toEqual([jabalpur.label]);
    });

    it('tolerates a typo once four letters are typed', () => {
      expect(labels('jabalpr')[0]).toBe(jabalpur.label);
      expect(labels('bhopl')[0]).toBe(bhopal.label);
      expect(labels('katin')[0]).toBe(katni.label);
    });

    it('ranks a typo match below every real match', () => {
      // 'kati' starts Katihar; it is only one edit from 'katn(i)'
      expect(labels('kati')).toEqual([katihar.label, katni.label]);
    });

    it('does not guess from a short misspelling', () => {
      expect(labels('jbl')).toEqual([]);
    });

    it('ignores accents, case and spacing', () => {
      expect(labels('  SĀGAR ')).toEqual([sagarMp.label, sagarKa.label]);
    });

    it('finds a point by any word of its name or aliases', () => {
      expect(labels('dhuandhar')).toEqual([bhedaghat.label]);
      expect(labels('marble')).toEqual([bhedaghat.label]);
      expect(labels('railway station jabalpur')).toEqual([junction.label]);
      expect(labels('jbp')).toEqual([junction.label]);
    });

    it('puts the place whose whole label was typed first', () => {
      expect(labels(sagarKa.label)[0]).toBe(sagarKa.label);
    });

    it('narrows by district or state after a comma', () => {
      expect(labels('sagar, karn')).toEqual([sagarKa.label]);
      expect(labels('seoni, hp')).toEqual([seoniHp.label]);
    });

    it('keeps the matches when the words after the comma match nothing', () => {
      expect(labels('rewa, 486001')).toEqual([rewa.label, rewari.label]);
    });

    it('answers at most limit places', () => {
      expect(labels('s', 1)).toHaveLength(1);
      expect(labels('bho', 2)).toEqual([bhopal.label, bhongir.label]);
    });

    it.each(['', '   ', ',', ', India'])('answers nothing for %p', (text) => {
      expect(labels(text)).toEqual([]);
    });
  });

  describe('resolve', () => {
    it.each([
      ['its label', jabalpur.label, jabalpur],
      ['its name', 'Bhopal', bhopal],
      ['the fixed pickup text', 'Jabalpur, MP, India', jabalpur],
      ['a former name', 'Saugor', sagarMp],
      ['an alias of a point', 'Jabalpur Railway Station', junction],
      ['a point by label', junction.label, junction],
      ['name and state', 'Sagar, Karnataka', sagarKa],
      ['name and district', 'Sagar, Shivamogga, India', sagarKa],
      ['the likelier of two namesakes', 'Sagar', sagarMp],
      ['a name with a pincode', 'Bhopal, 462001, India', bhopal],
      ['a name in another case and accented', 'sĀgar', sagarMp],
    ])('finds a place by %s (%p)', (_how, text, expected) => {
      expect(index.resolve(text)).toBe(expected);
    });

    it.each([
      ['a partial name', 'Bhop'],
      ['a misspelt name', 'Jabalpr'],
      ['a place we do not know', 'Atlantis'],
      ['a known name in another state', 'Sagar, Rajasthan'],
      ['empty text', ''],
    ])('does not guess from %s (%p)', (_how, text) => {
      expect(index.resolve(text)).toBeUndefined();
    });
  });
});
