import { loadBookingsForList } from './booking-reader.service.js';
import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { CSV_BATCH_SIZE, csvFile } from '../common/listing/csv-file.js';
import { inIdOrder, type Page } from '../common/listing/list-source.js';
import { Clock } from '../common/time/clock.js';
import { todayInIst } from '../common/time/ist.js';
import { BOOKING_CSV_COLUMNS } from './booking-csv.js';
import { bookingListSource, figuresCount } from './booking-list.js';
import { FareVersions } from '../fares/fare-versions.service.js';
import { BookingStats } from './booking-stats.service.js';
import { Booking } from './booking.entity.js';
import { toBookingResponse } from './booking.mapper.js';
import type { BookingResponse } from './dto/booking.response.js';
import type { ListBookingsQuery } from './dto/list-bookings.query.js';

/** The admin's bookings list: a page of it, or all of it as CSV (booking-list.ts has the filters and search). */
@Injectable()
export class BookingList {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly clock: Clock,
    private readonly stats: BookingStats,
    private readonly fareVersions: FareVersions,
  ) {}

  async page(me: AuthUser, query: ListBookingsQuery): Promise<Page<BookingResponse>> {
    const source = await bookingListSource(this.bookings, query);
    const figures = figuresCount(query);
    const count = figures && (() => this.stats.countInMonths(figures.statuses, figures.fromMonth, figures.toMonth));
    const { ids, total, page, limit } = await source.page(query.page, query.limit, count ?? undefined);
    return { items: (await this.load(ids)).map((b) => toBookingResponse(b, { caller: me })), total, page, limit };
  }

  /** Every booking the filters match, in the list's order, streamed a batch at a time. */
  async csv(query: ListBookingsQuery): Promise<StreamableFile> {
    const source = await bookingListSource(this.bookings, query);
    const rows = source.rows(CSV_BATCH_SIZE, (ids) => this.loadFlat(ids));
    return csvFile(`bookings-${todayInIst(this.clock.now())}.csv`, BOOKING_CSV_COLUMNS, rows);
  }

  /**
   * The export's rows read flat, without TypeORM building entities: three quarters of an export's
   * time at 100,000 bookings went into that. Only what the CSV columns read: the booking's columns
   * and its customer's name, mobile and e-mail.
   */
  private async loadFlat(ids: number[]): Promise<Booking[]> {
    if (ids.length === 0) return [];
    const qb = this.bookings.createQueryBuilder('booking').innerJoin('booking.user', 'user').select([]);
    const columns = this.bookings.metadata.columns;
    for (const column of columns) qb.addSelect(`booking.${column.propertyName}`, column.propertyName);
    for (const field of ['fullName', 'mobile', 'email']) qb.addSelect(`user.${field}`, `user_${field}`);
    const raws = await qb.where('booking.id IN (:...ids)', { ids }).getRawMany<Record<string, unknown>>();
    const rows = raws.map((raw) => {
      const row: Record<string, unknown> = {};
      for (const column of columns) {
        const value = raw[column.propertyName];
        row[column.propertyName] = column.type === 'datetime' || column.isCreateDate || column.isUpdateDate ? asDate(value) : value;
      }
      row.user = { fullName: raw.user_fullName, mobile: raw.user_mobile, email: raw.user_email };
      return row as unknown as Booking;
    });
    return inIdOrder(ids, rows);
  }

  private async load(ids: number[]): Promise<Booking[]> {
    if (ids.length === 0) return [];
    return inIdOrder(ids, await loadBookingsForList(this.bookings.manager, ids, this.fareVersions));
  }
}

/** A timestamp as the driver gives it: SQLite's UTC text, or MySQL's Date. */
function asDate(value: unknown): unknown {
  if (typeof value === 'string') return new Date(`${value.replace(' ', 'T')}Z`);
  return value;
}
