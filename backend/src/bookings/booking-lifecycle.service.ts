import { ConflictException, Injectable } from '@nestjs/common';
import { type EntityManager, In, Not } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { toPaise, toRupees } from '../common/money.js';
import { Clock } from '../common/time/clock.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { FareVersions } from '../fares/fare-versions.service.js';
import { cancellationCharge } from '../fares/trip-pricing.js';
import { OfferReservations } from '../offers/offer-reservations.service.js';
import { Offer } from '../offers/offer.entity.js';
import { checkOwner } from './booking-access.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { BookingReader, enforce } from './booking-reader.service.js';
import { type BookingStatus, checkStatusChange, HOLDING_STATUSES, holdsOffer, type StatusChanger } from './booking-status.js';
import { Booking } from './booking.entity.js';
import { BookingNotices } from './booking-notices.js';
import type { BookingResponse } from './dto/booking.response.js';

/** Status changes (booking-status.ts has the rules), keeping the booking's offer held or let go to match. */
@Injectable()
export class BookingLifecycle {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reader: BookingReader,
    private readonly offers: OfferReservations,
    private readonly audit: AuditLog,
    private readonly fares: FareVersions,
    private readonly clock: Clock,
    private readonly notices: BookingNotices,
  ) {}

  /** PUT: the owner cancels a pending or confirmed booking; its offer opens again. */
  cancelByOwner(me: AuthUser, id: number, status: BookingStatus): Promise<BookingResponse> {
    return this.changeStatus(me, id, status, 'owner');
  }

  /** PATCH: an admin confirms, cancels or marks a no-show (the last two with the reason the customer is told). */
  setStatusByAdmin(me: AuthUser, id: number, status: BookingStatus, reason?: string): Promise<BookingResponse> {
    return this.changeStatus(me, id, status, 'admin', reason);
  }

  private async changeStatus(me: AuthUser, id: number, to: BookingStatus, by: StatusChanger, reason?: string) {
    await this.transactions.run(async (manager) => {
      const booking = await this.reader.lockForChange(manager, id);
      if (by === 'owner') enforce(checkOwner(me, booking));
      enforce(checkStatusChange(by, booking.status, to));
      if (booking.status === to) return;
      await this.moveOfferHold(manager, booking, to);
      const charge = by === 'owner' ? await this.cancellationChargePaise(booking) : undefined;
      const statusReason = reason ?? null;
      await manager.update(
        Booking,
        { id },
        { status: to, statusReason, ...(charge === undefined ? {} : { cancellationChargePaise: charge }) },
      );
      await this.notices.statusChanged(manager, id, booking.status, to, { byOffice: by === 'admin', reason: statusReason });
      await this.audit.record(manager, {
        actor: me,
        entityType: 'booking',
        entityId: id,
        action: 'booking.status',
        before: { status: booking.status },
        after: { status: to, ...(charge === undefined ? {} : { cancellationCharge: toRupees(charge) }) },
        reason: statusReason,
      });
    });
    this.notices.flush();
    return this.reader.answer(me, id);
  }

  /**
   * What a customer's cancel costs by the slabs of the fare version the booking was priced with
   * (free until 24 h before pickup by default); undefined for bookings without one (offers, older ones).
   */
  private async cancellationChargePaise(booking: Booking): Promise<number | undefined> {
    if (booking.fareVersionId === null) return undefined;
    const version = await this.fares.byId(booking.fareVersionId);
    if (!version) return undefined;
    const pickupAt = Date.parse(`${booking.date}T${booking.time}:00+05:30`);
    const hoursBefore = (pickupAt - this.clock.now().getTime()) / 3_600_000;
    return toPaise(cancellationCharge(toRupees(booking.totalAmountPaise), version.schedule.cancellation, hoursBefore));
  }

  /**
   * Keeps "an offer is booked while one of its bookings is pending or confirmed" true. A cancel lets
   * the offer go (unless its date has passed, when it would only show as expired); an admin
   * re-confirming a cancelled booking takes it back, unless someone else has booked it since.
   */
  private async moveOfferHold(manager: EntityManager, booking: Booking, to: BookingStatus) {
    if (booking.offerId === null) return;
    const held = holdsOffer(booking.status);
    const willHold = holdsOffer(to);
    if (held && !willHold) {
      await this.offers.release(manager, booking.offerId);
    } else if (!held && willHold) {
      if (await this.offers.retake(manager, booking.offerId)) return;
      // Still 'booked' because it was never released (its date had passed), or someone else holds it.
      if (await this.heldByAnother(manager, booking)) throw new ConflictException(BOOKING_MESSAGES.offerTakenSince);
      if (await manager.existsBy(Offer, { id: booking.offerId, status: 'withdrawn' })) {
        throw new ConflictException(BOOKING_MESSAGES.offerWithdrawnSince);
      }
    }
  }

  private heldByAnother(manager: EntityManager, booking: Booking): Promise<boolean> {
    return manager.existsBy(Booking, {
      offerId: booking.offerId as number,
      id: Not(booking.id),
      status: In([...HOLDING_STATUSES]),
    });
  }
}
