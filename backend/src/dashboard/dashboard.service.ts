import { Injectable } from '@nestjs/common';
import { BookingStats } from '../bookings/booking-stats.service.js';
import { Clock } from '../common/time/clock.js';
import { addDays, todayInIst } from '../common/time/ist.js';
import { kindTotals, lastMonths, monthSeries } from './dashboard-months.js';
import type { TileContext } from './dashboard-tile.js';
import { DashboardTiles } from './dashboard-tiles.service.js';
import type { DashboardResponse } from './dto/dashboard.response.js';

export const DASHBOARD_MONTHS = 12;

/** GET /api/admin/dashboard: every registered tile and the bookings' 12-month series, all live. */
@Injectable()
export class Dashboard {
  constructor(
    private readonly tiles: DashboardTiles,
    private readonly bookings: BookingStats,
    private readonly clock: Clock,
  ) {}

  async read(): Promise<DashboardResponse> {
    const now = this.clock.now();
    const today = todayInIst(now);
    const context: TileContext = { now, today, tomorrow: addDays(today, 1) };
    const months = lastMonths(today, DASHBOARD_MONTHS);
    // One after another: on SQLite the queries share one connection anyway.
    const tiles = [];
    for (const source of this.tiles.all()) tiles.push({ id: source.id, ...(await source.load(context)) });
    // The monthly figures the database keeps: a few dozen rows, however many bookings there are.
    const rows = await this.bookings.monthly(months[0], months[months.length - 1]);
    return { today, tiles, months: monthSeries(months, rows), tripTypes: kindTotals(rows) };
  }
}
