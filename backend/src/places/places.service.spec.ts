import { describe, expect, it, jest } from '@jest/globals';
import type { GazetteerService } from './gazetteer.service.js';
import type { Place } from './place.js';
import { PlacesService } from './places.service.js';

function serviceWith(search: (text: string, limit: number) => Place[]) {
  const gazetteer = { search: jest.fn(search) };
  return { gazetteer, places: new PlacesService(gazetteer as unknown as GazetteerService) };
}

const place = (label: string) => ({ label }) as Place;

describe(PlacesService.name, () => {
  it('answers value and label, both the formatted address', () => {
    const { places } = serviceWith(() => [place('Bhopal, Madhya Pradesh, India')]);
    expect(places.suggest('bho', 5)).toEqual([{ value: 'Bhopal, Madhya Pradesh, India', label: 'Bhopal, Madhya Pradesh, India' }]);
  });

  it('asks the gazetteer once for a repeated query, whatever its case or spaces', () => {
    const { places, gazetteer } = serviceWith((text) => [place(text)]);
    places.suggest('Bho', 5);
    places.suggest(' bho ', 5);
    expect(gazetteer.search).toHaveBeenCalledTimes(1);
    places.suggest('bho', 3);
    expect(gazetteer.search).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used query past its size', () => {
    const { places, gazetteer } = serviceWith((text) => [place(text)]);
    places.suggest('first', 5);
    for (let i = 0; i < 2000; i += 1) places.suggest(`q${i}`, 5);
    gazetteer.search.mockClear();
    places.suggest('first', 5);
    expect(gazetteer.search).toHaveBeenCalledTimes(1);
  });
});
