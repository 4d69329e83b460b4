// The dashboard's tiles, framework-free. A module that owns some data adds a tile with one small
// function registered with DashboardTiles, e.g. (in the trips module, once it exists):
//
//   tiles.register(dashboardTile('unassignedSoon', 30, async ({ now }) => ({
//     count: await this.trips.countUnassignedStartingBefore(addHours(now, 24)),
//     link: '/admin/view-bookings?unassigned=true',
//   })));
//
// The dashboard never reads another module's tables itself.

/** What a tile's function is given: the moment of the request and its IST dates. */
export interface TileContext {
  now: Date;
  /** IST 'YYYY-MM-DD'. */
  today: string;
  tomorrow: string;
}

/** A tile's figure and the filtered list it opens. */
export interface TileValue {
  count: number;
  /** Site-relative link to the list filtered to what the tile counts. */
  link: string;
}

export interface DashboardTile extends TileValue {
  id: string;
}

/** One registered tile: its id (the screens' text key), its place on the dashboard, its function. */
export interface TileSource {
  id: string;
  order: number;
  load: (context: TileContext) => Promise<TileValue>;
}

export function dashboardTile(id: string, order: number, load: TileSource['load']): TileSource {
  return { id, order, load };
}

/** The tiles in their order (ties by id, so the answer never shuffles). */
export function inTileOrder(sources: readonly TileSource[]): TileSource[] {
  return [...sources].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
