import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { assemblePlaces } from './gazetteer.js';
import { readCompactPlaces, readGeoNamesPlaces, writeCompactPlaces } from './gazetteer-data.js';
import { haversineKm, JABALPUR_CENTRE, JABALPUR_RADIUS_KM } from './geo.js';
import type { Place, PlaceRecord } from './place.js';
import { PlaceIndex } from './place-index.js';

/**
 * India's places, loaded once at start-up into memory (about 7,000 GeoNames towns plus the
 * hand-checked Jabalpur points). Everything else asks this service; nothing reads the data files.
 */
@Injectable()
export class GazetteerService implements OnModuleInit {
  private readonly logger = new Logger(GazetteerService.name);
  private index: PlaceIndex | undefined;

  onModuleInit(): void {
    this.load();
  }

  /** Autocomplete, best first. */
  search(text: string, limit: number): Place[] {
    return this.places().search(text, limit);
  }

  /** The place a label or name stands for, or undefined when we do not know it. */
  resolve(text: string): Place | undefined {
    return this.places().resolve(text);
  }

  /** True for Jabalpur and the places inside the city: its stations, ISBT, airport (within 25 km of the centre). */
  isJabalpur(text: string): boolean {
    const place = this.resolve(text);
    return place !== undefined && haversineKm(JABALPUR_CENTRE, place) <= JABALPUR_RADIUS_KM;
  }

  get size(): number {
    return this.places().size;
  }

  private places(): PlaceIndex {
    // Loaded in onModuleInit; this covers callers that use the service before the app has started.
    return this.index ?? this.load();
  }

  private load(): PlaceIndex {
    if (this.index) return this.index;
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const compact = readCompactPlaces();
    const records = compact ?? this.parsePackages();
    this.index = new PlaceIndex(assemblePlaces(records));
    const ms = Math.round(performance.now() - started);
    const heapMb = ((process.memoryUsage().heapUsed - heapBefore) / 1048576).toFixed(1);
    const source = compact ? 'precomputed file' : 'GeoNames packages';
    this.logger.log(`Gazetteer: ${this.index.size} places from the ${source} in ${ms} ms (heap +${heapMb} MB)`);
    return this.index;
  }

  /** Parses the packages and saves the compact file for the next start; a failure to save only costs time. */
  private parsePackages(): PlaceRecord[] {
    const records = readGeoNamesPlaces();
    try {
      writeCompactPlaces(records);
    } catch (error) {
      this.logger.warn(
        `Gazetteer: could not save the precomputed file (${(error as Error).message}); the next start parses the packages again`,
      );
    }
    return records;
  }
}
