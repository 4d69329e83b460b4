import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type ObjectLiteral, Repository } from 'typeorm';
import { rowsById } from '../common/listing/rows-by-id.js';
import { sqlNames } from '../database/sql-names.js';
import type { FareVersion } from '../fares/fare-version.entity.js';
import { FareVersions } from '../fares/fare-versions.service.js';
import { Cab } from '../fleet/cab.entity.js';
import { Driver } from '../fleet/driver.entity.js';
import { User } from '../users/user.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { checkRead } from './booking-access.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import type { Verdict } from './booking-status.js';
import { Booking } from './booking.entity.js';
import { toBookingResponse } from './booking.mapper.js';
import type { BookingResponse } from './dto/booking.response.js';

/** What every booking answer needs loaded: the owner, and the driver and cab once assigned. */
export const BOOKING_RELATIONS = { user: true, driver: true, cab: true, fareVersion: true } as const;

/**
 * Bookings by id, with what BOOKING_RELATIONS loads, for a page of a list: the bookings on their own,
 * then each related row once, its owner with only the fields an answer shows. Joining the four
 * tables made TypeORM read and build every column of each for every booking: at 50 bookings a page
 * that was half the list's time. Order as the rows come; `inIdOrder` puts them in the list's.
 */
export async function loadBookingsForList(
  manager: EntityManager,
  ids: readonly number[],
  fareVersions: Pick<FareVersions, 'byId'>,
): Promise<Booking[]> {
  if (ids.length === 0) return [];
  const bookings = await rowsById(manager, Booking, ids);
  const related = async <T extends ObjectLiteral & { id: number }>(
    entity: new () => T,
    key: (b: Booking) => number | null,
    select?: (keyof T & string)[],
  ): Promise<Map<number, T>> => {
    const wanted = [...new Set(bookings.map(key).filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await manager.find(entity, {
      where: { id: In(wanted) } as never,
      ...(select ? { select: Object.fromEntries(select.map((f) => [f, true])) as never } : {}),
    });
    return new Map(rows.map((row) => [row.id, row]));
  };
  const [users, drivers, cabs] = [
    await related(User, (b) => b.userId, ['id', 'fullName', 'mobile', 'email']),
    await related(Driver, (b) => b.driverId),
    await related(Cab, (b) => b.cabId),
  ];
  // Fare versions never change: each is read once per process (FareVersions keeps them).
  const versions = new Map<number, FareVersion>();
  for (const id of new Set(bookings.map((b) => b.fareVersionId))) {
    const version = id === null ? null : await fareVersions.byId(id);
    if (version) versions.set(version.id, version);
  }
  for (const b of bookings) {
    b.user = users.get(b.userId);
    b.driver = b.driverId === null ? null : (drivers.get(b.driverId) ?? null);
    b.cab = b.cabId === null ? null : (cabs.get(b.cabId) ?? null);
    b.fareVersion = b.fareVersionId === null ? null : (versions.get(b.fareVersionId) ?? null);
  }
  return bookings;
}

/** Throws what a refused verdict says, as the matching HTTP error. */
export function enforce(verdict: Verdict): void {
  if (verdict.allowed) return;
  if (verdict.httpStatus === 409) throw new ConflictException(verdict.message);
  if (verdict.httpStatus === 403) throw new ForbiddenException(verdict.message);
  throw new BadRequestException(verdict.message);
}

/** Finding bookings: the caller's own, one booking for its reader, and the row a change locks. */
@Injectable()
export class BookingReader {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly fareVersions: FareVersions,
  ) {}

  /** The caller's own bookings, newest first (an admin's too: only those they own). */
  async listMine(me: AuthUser): Promise<BookingResponse[]> {
    const bookings = await this.bookings.find({
      where: { userId: me.id },
      relations: BOOKING_RELATIONS,
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return bookings.map((b) => toBookingResponse(b, { caller: me }));
  }

  /** One booking, for its owner or an admin. */
  async getOne(me: AuthUser, id: number): Promise<BookingResponse> {
    return toBookingResponse(await this.readable(me, id), { caller: me });
  }

  /** The booking with its owner, if the caller may read it: 404, or 403 for another customer's. */
  async readable(me: AuthUser, id: number): Promise<Booking> {
    const booking = await this.bookings.findOne({ where: { id }, relations: BOOKING_RELATIONS });
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    enforce(checkRead(me, booking));
    return booking;
  }

  /** The booking row inside a write transaction, locked on MySQL (SQLite's writes are already one at a time). */
  async lockForChange(manager: EntityManager, id: number): Promise<Booking> {
    const sqlite = manager.connection.options.type === 'better-sqlite3';
    const booking = await manager.findOne(Booking, {
      where: { id },
      ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } }),
    });
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    return booking;
  }

  /** A committed booking as answered to `me` after a change. */
  async answer(me: AuthUser, id: number): Promise<BookingResponse> {
    return toBookingResponse(await this.load(id), { caller: me });
  }

  load(id: number): Promise<Booking> {
    return this.bookings.findOneOrFail({ where: { id }, relations: BOOKING_RELATIONS });
  }

  /** The booking an earlier request made with this Idempotency-Key (its id and request fingerprint), or null. */
  async keyed(requesterId: number, key: string): Promise<{ id: number; fingerprint: string | null } | null> {
    // Asked before every booking with a key: one plain statement, prepared once.
    const { table, column } = sqlNames(this.bookings.manager, Booking);
    const [row] = (await this.bookings.query(
      `SELECT ${column('id')} AS id, ${column('idempotencyFingerprint')} AS fingerprint FROM ${table} ` +
        `WHERE ${column('createdById')} = ? AND ${column('idempotencyKey')} = ?`,
      [requesterId, key],
    )) as { id: number | string; fingerprint: string | null }[];
    return row ? { id: Number(row.id), fingerprint: row.fingerprint } : null;
  }

  /** A booking with what its answer shows, read the way a list page reads them (no joins). */
  async loadForAnswer(id: number): Promise<Booking> {
    const [booking] = await loadBookingsForList(this.bookings.manager, [id], this.fareVersions);
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    return booking;
  }
}
