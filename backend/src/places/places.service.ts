import { Injectable } from '@nestjs/common';
import { GazetteerService } from './gazetteer.service.js';
import type { PlaceSuggestionResponse } from './dto/place-suggestion.response.js';

/** Distinct queries remembered; the gazetteer never changes while the server runs. */
const CACHE_SIZE = 2000;

@Injectable()
export class PlacesService {
  // Autocomplete asks for the same few prefixes again and again ("bho", "jab"…); a Map keeps
  // insertion order, so the oldest entry is the first key (least recently used once re-inserted).
  private readonly cache = new Map<string, PlaceSuggestionResponse[]>();

  constructor(private readonly gazetteer: GazetteerService) {}

  /** Autocomplete suggestions as the place field shows them. */
  suggest(text: string, limit: number): PlaceSuggestionResponse[] {
    const key = `${limit}|${text.trim().toLowerCase()}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const answer = this.gazetteer.search(text, limit).map(({ label }) => ({ value: label, label }));
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, answer);
    return answer;
  }
}
