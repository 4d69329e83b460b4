import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { checkRead } from './booking-access.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import type { Verdict } from './booking-status.js';
import { Booking } from './booking.entity.js';
import { toBookingResponse } from './booking.mapper.js';
import type { BookingResponse } from './dto/booking.response.js';

/** What every booking answer needs loaded: the owner, and the driver and cab once assigned. */
export const BOOKING_RELATIONS = { user: true, driver: true, cab: true, fareVersion: true } as const;

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
  constructor(@InjectRepository(Booking) private readonly bookings: Repository<Booking>) {}

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

  /** The booking an earlier request made with this Idempotency-Key, or null. */
  findByKey(requesterId: number, key: string): Promise<Booking | null> {
    return this.bookings.findOne({ where: { createdById: requesterId, idempotencyKey: key }, relations: BOOKING_RELATIONS });
  }
}
