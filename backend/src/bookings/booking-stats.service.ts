import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { dashboardTile } from '../dashboard/dashboard-tile.js';
import { DashboardTiles } from '../dashboard/dashboard-tiles.service.js';
import type { MonthRow } from '../dashboard/dashboard-months.js';
import { Booking } from './booking.entity.js';
import { OPEN_STATUSES } from './booking-status.js';

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
 * The bookings' figures for the admin dashboard: its tiles (trips today and tomorrow, advances
 * waiting for verification) and the monthly series. Every query is answered from an index
 * (migration 1764600000000-DashboardIndexes; test/dashboard.e2e-spec.ts explains them).
 */
@Injectable()
export class BookingStats implements OnModuleInit {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly tiles: DashboardTiles,
  ) {}

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
   * Trips not cancelled with a trip date in [from, before), grouped by IST month and trip type,
   * with their fares. Today every booking is a one-way trip, from the fare table or an agent's
   * offer; trip types of their own become the grouping column once bookings carry one.
   */
  async monthly(from: string, before: string): Promise<MonthRow[]> {
    const rows = await this.monthlyQuery(from, before).getRawMany<{
      month: string;
      kind: string;
      bookings: number | string;
      revenuePaise: number | string;
    }>();
    // MySQL answers COUNT and SUM as text.
    return rows.map((r) => ({ month: r.month, kind: r.kind, bookings: Number(r.bookings), revenuePaise: Number(r.revenuePaise) }));
  }

  monthlyQuery(from: string, before: string): SelectQueryBuilder<Booking> {
    return this.bookings
      .createQueryBuilder('booking')
      .select('SUBSTR(booking.date, 1, 7)', 'month')
      .addSelect("CASE WHEN booking.offerId IS NULL THEN 'one-way' ELSE 'offer' END", 'kind')
      .addSelect('COUNT(*)', 'bookings')
      .addSelect('SUM(booking.totalAmountPaise)', 'revenuePaise')
      .where('booking.date >= :from AND booking.date < :before', { from, before })
      .andWhere('booking.status IN (:...open)', { open: OPEN_STATUSES })
      .groupBy('month')
      .addGroupBy('kind');
  }
}
