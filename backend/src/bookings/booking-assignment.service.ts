import { ConflictException, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { BookingNotices } from './booking-notices.js';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { utcDateTimeText } from '../common/listing/list-filters.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { FleetAvailability } from '../fleet/fleet-availability.service.js';
import { formatBookingReference } from './booking-reference.js';
import { BookingReader, enforce } from './booking-reader.service.js';
import { checkTransition, HOLDING_FLEET } from './booking-status.js';
import { Booking } from './booking.entity.js';
import type { AssignmentDto } from './dto/assignment.dto.js';
import type { BookingResponse } from './dto/booking.response.js';
import { type TripWindow, tripWindow } from './trip-window.js';

export const ASSIGNMENT_MESSAGES = {
  clash: (who: string, reference: string) => `${who} is already assigned to booking ${reference} at an overlapping time.`,
};

/**
 * Gives a confirmed trip its driver and cab, or changes them. The driver's and the cab's rows are
 * locked first (FleetAvailability), so two assignments of the same driver or cab run one after
 * the other and the second sees the first's trip: no driver or cab ever holds two overlapping trips.
 */
@Injectable()
export class BookingAssignments {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reader: BookingReader,
    private readonly fleet: FleetAvailability,
    private readonly audit: AuditLog,
    private readonly notices: BookingNotices,
  ) {}

  async assign(me: AuthUser, id: number, dto: AssignmentDto): Promise<BookingResponse> {
    await this.transactions.run(async (manager) => {
      const booking = await this.reader.lockForChange(manager, id);
      enforce(checkTransition(booking.status, 'assigned'));
      const { driver, cab } = await this.fleet.lockForTrip(manager, dto.driverId, dto.cabId, booking.date);
      const window = tripWindow(booking);
      await this.refuseClash(manager, booking.id, 'driverId', driver.id, window, `Driver ${driver.name}`);
      await this.refuseClash(manager, booking.id, 'cabId', cab.id, window, `Cab ${cab.registration}`);
      const change = {
        status: 'assigned' as const,
        driverId: driver.id,
        cabId: cab.id,
        tripStartsAt: window.startsAt,
        tripEndsAt: window.endsAt,
        // The code stays the same when the driver or cab changes: the customer may have it already.
        startCode: booking.startCode ?? String(randomInt(0, 10_000)).padStart(4, '0'),
      };
      await manager.update(Booking, { id }, change);
      await this.notices.assigned(
        manager,
        id,
        { name: driver.name, mobile: driver.mobile },
        { registration: cab.registration, vehicle: cab.vehicle },
        change.startCode,
      );
      if (booking.status !== 'assigned') await this.notices.statusChanged(manager, id, booking.status, 'assigned', { byOffice: true });
      await this.audit.record(manager, {
        actor: me,
        entityType: 'booking',
        entityId: id,
        action: 'booking.assignment',
        before: { status: booking.status, driverId: booking.driverId, cabId: booking.cabId },
        after: { status: change.status, driverId: driver.id, driver: driver.name, cabId: cab.id, cab: cab.registration },
      });
    });
    this.notices.flush();
    return this.reader.answer(me, id);
  }

  /** 409 naming the booking whose trip window overlaps this one for the same driver or cab. */
  private async refuseClash(
    manager: EntityManager,
    bookingId: number,
    column: 'driverId' | 'cabId',
    value: number,
    window: TripWindow,
    who: string,
  ): Promise<void> {
    const qb = manager
      .createQueryBuilder(Booking, 'b')
      .select(['b.id'])
      .where(`b.${column} = :value`, { value })
      .andWhere('b.id <> :bookingId', { bookingId })
      .andWhere('b.status IN (:...holding)', { holding: HOLDING_FLEET })
      .andWhere('b.tripStartsAt < :endsAt AND b.tripEndsAt > :startsAt', {
        startsAt: utcDateTimeText(window.startsAt),
        endsAt: utcDateTimeText(window.endsAt),
      })
      .orderBy('b.tripStartsAt', 'ASC')
      .limit(1);
    const clash = await qb.getOne();
    if (clash) throw new ConflictException(ASSIGNMENT_MESSAGES.clash(who, formatBookingReference(clash.id)));
  }
}
