import { describe, expect, it } from '@jest/globals';
import { dashboardTile } from './dashboard-tile.js';
import { DashboardTiles } from './dashboard-tiles.service.js';

const tile = (id: string, order: number) => dashboardTile(id, order, () => Promise.resolve({ count: order, link: `/${id}` }));

describe(DashboardTiles.name, () => {
  it('answers the tiles in their order, ties by id, whatever order modules registered them in', () => {
    const tiles = new DashboardTiles();
    for (const t of [tile('newEnquiries', 50), tile('tripsToday', 10), tile('documentsExpiring', 50), tile('unassignedSoon', 30)])
      tiles.register(t);
    expect(tiles.all().map((t) => t.id)).toEqual(['tripsToday', 'unassignedSoon', 'documentsExpiring', 'newEnquiries']);
  });

  it('refuses a tile registered twice', () => {
    const tiles = new DashboardTiles();
    tiles.register(tile('tripsToday', 10));
    expect(() => tiles.register(tile('tripsToday', 20))).toThrow('Dashboard tile tripsToday is registered twice.');
  });
});
