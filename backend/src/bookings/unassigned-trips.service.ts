import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { istDateTime } from '../common/time/ist.js';
import { dashboardTile } from '../dashboard/dashboard-tile.js';
import { DashboardTiles } from '../dashboard/dashboard-tiles.service.js';
import { bookingListSource } from './booking-list.js';
import { Booking } from './booking.entity.js';
import type { ListBookingsQuery } from './dto/list-bookings.query.js';

/** 'YYYY-MM-DDTHH:mm' in IST, the list's pickupFrom/pickupTo form. */
export const istPickupParam = (at: Date) => istDateTime(at).replace(' ', 'T');

/** The bookings list filter of trips with no driver yet whose pickup is within 24 h of `now`. */
export function unassignedSoonQuery(now: Date): ListBookingsQuery {
  return {
    unassigned: true,
    pickupFrom: istPickupParam(now),
    pickupTo: istPickupParam(new Date(now.getTime() + 24 * 3_600_000)),
    sort: 'date',
  } as ListBookingsQuery;
}

/**
 * The dashboard's "unassigned trips within 24 h" tile: counted with the very filter its link opens,
 * so the figure and the list agree.
 */
@Injectable()
export class UnassignedTrips implements OnModuleInit {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly tiles: DashboardTiles,
  ) {}

  onModuleInit(): void {
    this.tiles.register(
      dashboardTile('unassignedSoon', 30, async ({ now }) => {
        const query = unassignedSoonQuery(now);
        const total = await (await bookingListSource(this.bookings, query)).total();
        const params = new URLSearchParams({ unassigned: 'true', pickupFrom: query.pickupFrom!, pickupTo: query.pickupTo!, sort: 'date' });
        return { count: total, link: `/admin/view-bookings?${params.toString()}` };
      }),
    );
  }
}
