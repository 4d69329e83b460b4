import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { isPastDate } from '../common/time/ist.js';
import { User } from '../users/user.entity.js';
import { Offer } from './offer.entity.js';

export const RESERVATION_MESSAGES = {
  notFound: 'Offer not found.',
  booked: 'This offer has already been booked.',
  expired: 'This offer has expired.',
  unavailable: 'This offer is no longer available.',
};

/** What a booking copies from the offer it reserved. */
export interface ReservedOffer {
  id: number;
  from: string;
  to: string;
  date: string;
  startTime: string;
  pickupInfo: string | null;
  vehicle: string;
  seats: number;
  distanceMetres: number;
  /** The agent's whole price. */
  amountPaise: number;
  /** Who published it, to be told it was booked (an admin for the operator's own offers). */
  agent: { id: number; role: string; fullName: string; email: string; language: 'en' | 'hi' };
}

/**
 * The one place that moves an offer between open and booked, inside the caller's transaction.
 * Each move is a conditional UPDATE: of concurrent attempts exactly one changes the row (MySQL's
 * row lock; SQLite's single writer), the others see 0 rows.
 */
@Injectable()
export class OfferReservations {
  constructor(private readonly clock: Clock) {}

  /** Books an open, current offer of an active agent, or throws 404/409. */
  async reserveForBooking(manager: EntityManager, offerId: number): Promise<ReservedOffer> {
    // Locked (MySQL/MariaDB; SQLite has one writer) so an agent's edit or withdrawal at the same
    // moment waits for this booking, or this booking reads the edited terms; never a mix.
    // A locking read also reads the latest committed row, whatever this transaction read before.
    const sqlite = manager.connection.options.type === 'better-sqlite3';
    const offer = await manager.findOne(Offer, {
      where: { id: offerId },
      ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } }),
    });
    if (!offer) throw new NotFoundException(RESERVATION_MESSAGES.notFound);
    offer.agent = (await manager.findOneBy(User, { id: offer.agentId })) ?? undefined;
    if (offer.status === 'withdrawn') throw new ConflictException(RESERVATION_MESSAGES.unavailable);
    if (!offer.agent?.active) throw new ConflictException(RESERVATION_MESSAGES.unavailable);
    if (isPastDate(offer.date, this.clock.now())) throw new ConflictException(RESERVATION_MESSAGES.expired);
    if (!(await this.retake(manager, offerId))) throw new ConflictException(RESERVATION_MESSAGES.booked);
    return {
      id: offer.id,
      from: offer.from,
      to: offer.to,
      date: offer.date,
      startTime: offer.startTime,
      pickupInfo: offer.pickupInfo,
      vehicle: offer.vehicle,
      seats: offer.seats,
      distanceMetres: offer.distanceMetres,
      amountPaise: offer.amountPaise,
      agent: {
        id: offer.agent.id,
        role: offer.agent.role,
        fullName: offer.agent.fullName,
        email: offer.agent.email,
        language: offer.agent.language,
      },
    };
  }

  /** Opens a booked offer again, unless its date has passed (it would only show as expired). */
  async release(manager: EntityManager, offerId: number): Promise<void> {
    const offer = await manager.findOneBy(Offer, { id: offerId });
    if (!offer || isPastDate(offer.date, this.clock.now())) return;
    await manager
      .createQueryBuilder()
      .update(Offer)
      .set({ status: 'open' })
      .where('id = :id AND status = :booked', { id: offerId, booked: 'booked' })
      .execute();
  }

  /** Books the offer if it is open; false when it is not (booked by someone, or never released). */
  async retake(manager: EntityManager, offerId: number): Promise<boolean> {
    const reserved = await manager
      .createQueryBuilder()
      .update(Offer)
      .set({ status: 'booked' })
      .where('id = :id AND status = :open', { id: offerId, open: 'open' })
      .execute();
    return reserved.affected === 1;
  }
}
