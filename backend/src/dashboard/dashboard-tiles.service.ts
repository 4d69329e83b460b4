import { Global, Injectable, Module } from '@nestjs/common';
import { inTileOrder, type TileSource } from './dashboard-tile.js';

/**
 * The tiles other modules add to the admin dashboard (see dashboard-tile.ts). Global, so a module
 * registers its tiles (in onModuleInit) without importing the dashboard.
 */
@Injectable()
export class DashboardTiles {
  private readonly sources = new Map<string, TileSource>();

  register(source: TileSource): void {
    if (this.sources.has(source.id)) throw new Error(`Dashboard tile ${source.id} is registered twice.`);
    this.sources.set(source.id, source);
  }

  all(): TileSource[] {
    return inTileOrder([...this.sources.values()]);
  }
}

@Global()
@Module({ providers: [DashboardTiles], exports: [DashboardTiles] })
export class DashboardTilesModule {}
