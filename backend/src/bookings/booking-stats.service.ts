import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { dashboardTile } from '../dashboard/dashboard-tile.js';
import { DashboardTiles } from '../dashboard/dashboard-tiles.service.js';
import { KeptUnder } from '../common/redis/shared-version.js';
import type { MonthRow } from '../dashboard/dashboard-months.js';
import { DataVersion } from '../public-reads/data-version.js';
import { BookingMonthFigures } from './booking-month-figures.entity.js';
import { Booking } from './booking.entity.js';
import { OPEN_STATUSES, SERIES_STATUSES } from './booking-status.js';

const LIST = '/admin/view-bookings';

async function countOf(query: SelectQueryBuilder<Booking>): Promise<number> {
  // MySQL answers COUNT as text.
  return Number((await query.getRawOne<{ n: number | string }>())?.n ?? 0);
}

/** A trip date's open trips, as the list shows them: `open=true`, that day, earliest first. */
export function tripsOnLink(date: string): string {
  return `${LIST}?${new URLSearchParams({ open: 'true', dateFrom: date, dateTo: date, sort: 'date' }).toString()}`;
}

/**
 * Kept at most this long even when no write was heard: a change made outside the app (by hand in
 * the database, or a seeding command beside the server) still reaches the dashboard within a minute.
 */
const SERIES_MAX_AGE_MS = 60_000;

/**
 * The bookings' figures for the admin dashboard: its tiles (trips today and tomorrow, advances
 * waiting for verification) and the monthly series. The tiles are answered from indexes
 * (migration 1764600000000-DashboardIndexes), the series from the monthly figures the database's
 * triggers keep (migration 1765200001000-BookingMonthFigures), kept in memory while no booking,
 * offer or user has been written (the public reads' DataVersion, which every such write bumps on
 * every instance).
 */
@Injectable()
export class BookingStats implements OnModuleInit {
  private readonly series: KeptUnder<readonly MonthRow[]>;

  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    @InjectRepository(BookingMonthFigures) private readonly figures: Repository<BookingMonthFigures>,
    private readonly tiles: DashboardTiles,
    version: DataVersion,
  ) {
    this.series = new KeptUnder(version, SERIES_MAX_AGE_MS);
  }

  onModuleInit(): void {
    this.tiles.register(
      dashboardTile('tripsToday', 10, async ({ today }) => ({ count: await this.openTripsOn(today), link: tripsOnLink(today) })),
    );
    this.tiles.register(
      dashboardTile('tripsTomorrow', 20, async ({ tomorrow }) => ({
        count: await this.openTripsOn(tomorrow),
        link: tripsOnLink(tomorrow),
      })),
    );
    this.tiles.register(
      dashboardTile('advancesWaiting', 40, async () => ({ count: await this.advancesWaiting(), link: `${LIST}?advance=submitted` })),
    );
  }

  /** Pending and confirmed trips on an IST date. */
  openTripsQuery(date: string): SelectQueryBuilder<Booking> {
    return this.bookings
      .createQueryBuilder('booking')
      .select('COUNT(*)', 'n')
      .where('booking.date = :date', { date })
      .andWhere('booking.status IN (:...open)', { open: OPEN_STATUSES });
  }

  /** Advances customers reported that no admin has verified yet. */
  advancesWaitingQuery(): SelectQueryBuilder<Booking> {
    return this.bookings
      .createQueryBuilder('booking')
      .select('COUNT(*)', 'n')
      .where('booking.advanceStatus = :submitted', { submitted: 'submitted' });
  }

  async openTripsOn(date: string): Promise<number> {
    return countOf(this.openTripsQuery(date));
  }

  async advancesWaiting(): Promise<number> {
    return countOf(this.advancesWaitingQuery());
  }

  /**
   * Trips not cancelled (nor missed) of the trip months [fromMonth, toMonth], by month and kind, with
   * their fares, summed from the triggers' monthly figures: however many bookings there are, a year
   * is at most months × statuses × kinds × slots rows (4,961 for the bench's 100,000 bookings, about
   * 2.5 ms on SQLite), so the sums are kept until a write bumps the data version.
   */
  monthly(fromMonth: string, toMonth: string): Promise<readonly MonthRow[]> {
    return this.series.get(() => this.readMonthly(fromMonth, toMonth), `${fromMonth}..${toMonth}`);
  }

  private async readMonthly(fromMonth: string, toMonth: string): Promise<readonly MonthRow[]> {
    const rows = await this.monthlyQuery(fromMonth, toMonth).getRawMany<{
      month: string;
      kind: string;
      bookings: number | string;
      revenuePaise: number | string;
    }>();
    // MySQL answers SUM as text.
    return rows
      .map((r) => ({ month: r.month, kind: r.kind, bookings: Number(r.bookings), revenuePaise: Number(r.revenuePaise) }))
      .filter((r) => r.bookings > 0);
  }

  monthlyQuery(fromMonth: string, toMonth: string): SelectQueryBuilder<BookingMonthFigures> {
    return this.figures
      .createQueryBuilder('figures')
      .select('figures.month', 'month')
      .addSelect('figures.kind', 'kind')
      .addSelect('SUM(figures.bookings)', 'bookings')
      .addSelect('SUM(figures.revenuePaise)', 'revenuePaise')
      .where('figures.month >= :fromMonth AND figures.month <= :toMonth', { fromMonth, toMonth })
      .andWhere('figures.status IN (:...counted)', { counted: SERIES_STATUSES })
      .groupBy('figures.month')
      .addGroupBy('figures.kind');
  }

  /**
   * How many bookings have these statuses (all when none are given) with trip dates in the whole
   * months [fromMonth, toMonth] (all months when not given): the list's total for such a filter,
   * read from the monthly figures instead of counting the bookings.
   */
  async countInMonths(statuses: readonly string[] | null, fromMonth?: string, toMonth?: string): Promise<number> {
    const qb = this.figures.createQueryBuilder('figures').select('SUM(figures.bookings)', 'n');
    if (statuses) qb.andWhere('figures.status IN (:...statuses)', { statuses });
    if (fromMonth) qb.andWhere('figures.month >= :fromMonth', { fromMonth });
    if (toMonth) qb.andWhere('figures.month <= :toMonth', { toMonth });
    return Number((await qb.getRawOne<{ n: number | string | null }>())?.n ?? 0);
  }
}
