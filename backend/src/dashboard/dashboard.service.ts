import { Injectable } from '@nestjs/common';
import { BookingStats } from '../bookings/booking-stats.service.js';
import { Clock } from '../common/time/clock.js';
import { addDays, todayInIst } from '../common/time/ist.js';
import { kindTotals, lastMonths, type MonthRow, monthSeries, monthsDateRange } from './dashboard-months.js';
import type { TileContext } from './dashboard-tile.js';
import { DashboardTiles } from './dashboard-tiles.service.js';
import type { DashboardResponse } from './dto/dashboard.response.js';

export const DASHBOARD_MONTHS = 12;
/** How long the closed months' figures are reused. This month's figures and the tiles are always live. */
export const CLOSED_MONTHS_TTL_MS = 5 * 60_000;

/** GET /api/admin/dashboard: every registered tile and the bookings' 12-month series. */
@Injectable()
export class Dashboard {
  /** The 11 closed months' rows, read at most every CLOSED_MONTHS_TTL_MS (per server). */
  private closed: { from: string; rows: MonthRow[]; until: number } | null = null;

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
    const { from, before } = monthsDateRange(months);
    // One after another: on SQLite the queries share one connection anyway.
    const tiles = [];
    for (const source of this.tiles.all()) tiles.push({ id: source.id, ...(await source.load(context)) });
    const thisMonth = `${months[months.length - 1]}-01`;
    const rows = [...(await this.closedMonths(from, thisMonth, now)), ...(await this.bookings.monthly(thisMonth, before))];
    return { today, tiles, months: monthSeries(months, rows), tripTypes: kindTotals(rows) };
  }

  /**
   * A year of trips is most of the bookings table: at 100,000 bookings reading it costs far more
   * than everything else on the page. Closed months rarely change (an old trip cancelled late),
   * so their figures are kept for a few minutes; a new booking shows at once in this month's.
   */
  private async closedMonths(from: string, before: string, now: Date): Promise<MonthRow[]> {
    if (this.closed && this.closed.from === from && this.closed.until > now.getTime()) return this.closed.rows;
    const rows = await this.bookings.monthly(from, before);
    this.closed = { from, rows, until: now.getTime() + CLOSED_MONTHS_TTL_MS };
    return rows;
  }
}
