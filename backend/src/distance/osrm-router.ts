import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { GeoPoint } from '../places/geo.js';

export const OSRM_TIMEOUT_MS = Symbol('OSRM_TIMEOUT_MS');

export interface RoadRoute {
  /** km */
  distanceKm: number;
  /** minutes */
  durationMin: number;
}

/**
 * A real road router (OSRM's HTTP API) when OSRM_URL is set. Any failure (down, slow, an error
 * status, an answer without a route) gives undefined, and the caller falls back to its estimate.
 */
@Injectable()
export class OsrmRouter {
  private readonly logger = new Logger(OsrmRouter.name);
  private readonly baseUrl: string | undefined;

  constructor(
    config: AppConfig,
    @Optional() @Inject(OSRM_TIMEOUT_MS) private readonly timeoutMs: number = 2000,
  ) {
    this.baseUrl = config.osrmUrl?.replace(/\/+$/, '');
  }

  get enabled(): boolean {
    return this.baseUrl !== undefined;
  }

  async route(from: GeoPoint, to: GeoPoint): Promise<RoadRoute | undefined> {
    if (!this.baseUrl) return undefined;
    const url = `${this.baseUrl}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { code?: string; routes?: Array<{ distance?: unknown; duration?: unknown }> };
      const route = body.routes?.[0];
      if (body.code !== 'Ok' || typeof route?.distance !== 'number' || typeof route.duration !== 'number') {
        throw new Error(`no route (code ${String(body.code)})`);
      }
      return { distanceKm: route.distance / 1000, durationMin: route.duration / 60 };
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${this.timeoutMs} ms` : String(error);
      this.logger.warn(`OSRM failed, using the estimate instead: ${reason}`);
      return undefined;
    }
  }
}
