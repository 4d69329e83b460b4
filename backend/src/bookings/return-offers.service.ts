import { ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { toRupees } from '../common/money.js';
import { Clock } from '../common/time/clock.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { DistanceService } from '../distance/distance.service.js';
import { FareVersions } from '../fares/fare-versions.service.js';
import { OffersService } from '../offers/offers.service.js';
import { BookingReader } from './booking-reader.service.js';
import { formatBookingReference } from './booking-reference.js';
import { Booking } from './booking.entity.js';
import type { ReturnOfferResponse } from './dto/return-offer.dto.js';
import { RETURN_OFFER_MESSAGES, returnHasPassed, returnLeg, type ReturnLegTerms } from './return-leg.js';

const WITH_CAB = ['assigned', 'on-trip', 'completed'];

/**
 * A one-way trip away from Jabalpur leaves its cab to come back empty: the desk sees that return
 * as a ready offer (return-leg.ts) and publishes it with one click, once per trip, as the
 * operator's own offer (the admin who publishes it is its "agent"). It leaves the public list when
 * booked or past, as every offer does.
 */
@Injectable()
export class ReturnOffers {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reader: BookingReader,
    private readonly fares: FareVersions,
    private readonly offers: OffersService,
    private readonly distances: DistanceService,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async suggestion(id: number): Promise<ReturnOfferResponse> {
    const booking = await this.reader.load(id);
    const verdict = await this.judge(booking);
    if ('reason' in verdict) return unavailable(verdict.reason, booking.returnOfferId);
    return { available: true, reason: null, offerId: null, ...legFields(verdict.leg) };
  }

  async publish(me: AuthUser, id: number, discountPercent?: number): Promise<ReturnOfferResponse> {
    const published = await this.transactions.run(async (manager) => {
      await this.reader.lockForChange(manager, id);
      const booking = await this.withCab(manager, id);
      const verdict = await this.judge(booking, discountPercent);
      if ('reason' in verdict) throw new ConflictException(verdict.reason);
      const reference = formatBookingReference(id);
      const offer = await this.offers.publishReturnLeg(manager, me, verdict.leg, reference);
      await manager.update(Booking, { id }, { returnOfferId: offer.id });
      await this.audit.record(manager, {
        actor: me,
        entityType: 'booking',
        entityId: id,
        action: 'booking.return-offer',
        after: { offerId: offer.id, amount: toRupees(verdict.leg.amountPaise), discountPercent: verdict.leg.discountPercent },
      });
      return { offerId: offer.id, leg: verdict.leg };
    });
    return { available: false, reason: RETURN_OFFER_MESSAGES.already, offerId: published.offerId, ...legFields(published.leg) };
  }

  private withCab(manager: EntityManager, id: number): Promise<Booking> {
    return manager.findOneOrFail(Booking, { where: { id }, relations: { cab: true } });
  }

  private async judge(b: Booking, discountPercent?: number): Promise<{ leg: ReturnLegTerms } | { reason: string }> {
    if (b.returnOfferId !== null) return { reason: RETURN_OFFER_MESSAGES.already };
    if (b.tripType !== 'one-way' || b.offerId !== null || this.distances.isJabalpur(b.to))
      return { reason: RETURN_OFFER_MESSAGES.notOneWay };
    if (b.status === 'cancelled' || b.status === 'no-show' || b.status === 'cancelled by the customer') {
      return { reason: RETURN_OFFER_MESSAGES.cancelled };
    }
    if (!WITH_CAB.includes(b.status) || !b.cab || !b.tripEndsAt) return { reason: RETURN_OFFER_MESSAGES.noCab };
    const schedule = (await this.fares.current()).schedule;
    const trip = { from: b.from, to: b.to, distanceMetres: b.distanceMetres, tripEndsAt: new Date(b.tripEndsAt) };
    const leg = returnLeg(trip, b.cab, schedule, discountPercent);
    if (returnHasPassed(leg, this.clock.now())) return { reason: RETURN_OFFER_MESSAGES.passed };
    return { leg };
  }
}

function legFields(leg: ReturnLegTerms) {
  return {
    from: leg.from,
    to: leg.to,
    vehicle: leg.vehicle,
    seats: leg.seats,
    date: leg.date,
    startTime: leg.startTime,
    endTime: leg.endTime,
    distance: leg.distanceMetres / 1000,
    fare: toRupees(leg.farePaise),
    discountPercent: leg.discountPercent,
    amount: toRupees(leg.amountPaise),
  };
}

function unavailable(reason: string, offerId: number | null): ReturnOfferResponse {
  return {
    available: false,
    reason,
    offerId,
    from: null,
    to: null,
    vehicle: null,
    seats: null,
    date: null,
    startTime: null,
    endTime: null,
    distance: null,
    fare: null,
    discountPercent: null,
    amount: null,
  };
}
