import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { toPaise } from '../common/money.js';
import { Clock } from '../common/time/clock.js';
import { isPastDate, todayInIst } from '../common/time/ist.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { DistanceService } from '../distance/distance.service.js';
import { type CreateOfferDto, FILL_ALL_FIELDS, offerFieldsFilled } from './dto/create-offer.dto.js';
import { Offer } from './offer.entity.js';
import { type OfferResponse, type OfferWithAgentResponse, toOfferResponse, toOfferWithAgentResponse } from './offer.mapper.js';

export const OFFER_MESSAGES = {
  pastDate: 'The offer date cannot be in the past.',
  dropBeforePickup: 'The drop date cannot be before the pickup date.',
  samePlace: 'From and To must be different places.',
};

@Injectable()
export class OffersService {
  constructor(
    @InjectRepository(Offer) private readonly offers: Repository<Offer>,
    private readonly transactions: TransactionRunner,
    private readonly distances: DistanceService,
    private readonly clock: Clock,
  ) {}

  async create(me: AuthUser, dto: CreateOfferDto): Promise<OfferResponse> {
    if (!offerFieldsFilled(dto)) throw new BadRequestException(FILL_ALL_FIELDS);
    const now = this.clock.now();
    if (isPastDate(dto.date, now)) throw new BadRequestException(OFFER_MESSAGES.pastDate);
    if (dto.dropDate && dto.dropDate < dto.date) throw new BadRequestException(OFFER_MESSAGES.dropBeforePickup);
    // The client's distance is ignored: the server's own measure (422 for an unknown place).
    const { distance } = await this.distances.measure(dto.from, dto.to);
    if (distance === 0) throw new BadRequestException(OFFER_MESSAGES.samePlace);
    const offer = await this.transactions.run((manager) =>
      manager.save(
        manager.create(Offer, {
          agentId: me.id,
          from: dto.from,
          to: dto.to,
          vehicle: dto.vehicle,
          seats: dto.seats,
          date: dto.date,
          dropDate: dto.dropDate ?? null,
          startTime: dto.startTime,
          endTime: dto.endTime,
          pickupInfo: dto.pickupInfo || null,
          distanceMetres: Math.round(distance * 1000),
          amountPaise: toPaise(dto.amount),
          status: 'open',
        }),
      ),
    );
    return toOfferResponse(offer, now);
  }

  /** The public list: open offers of active agents (and admins), dated today or later in IST, soonest first. */
  async listOpen(): Promise<OfferResponse[]> {
    const now = this.clock.now();
    // The agent is joined only to filter on `active`: loading whole users for every row was most
    // of this hot public endpoint's time.
    const offers = await this.offers
      .createQueryBuilder('offer')
      .innerJoin('offer.agent', 'agent', 'agent.active = :active', { active: true })
      .where('offer.status = :status', { status: 'open' })
      .andWhere('offer.date >= :today', { today: todayInIst(now) })
      .orderBy('offer.date', 'ASC')
      .addOrderBy('offer.startTime', 'ASC')
      .addOrderBy('offer.id', 'ASC')
      .getMany();
    return offers.map((offer) => toOfferResponse(offer, now));
  }

  /** An agent's own offers, newest trip first, each with its state (open, booked, expired). */
  async listMine(me: AuthUser): Promise<OfferResponse[]> {
    const now = this.clock.now();
    const offers = await this.offers.find({ where: { agentId: me.id }, order: { date: 'DESC', startTime: 'DESC', id: 'DESC' } });
    return offers.map((offer) => toOfferResponse(offer, now));
  }

  /** Every offer with the agent who made it, newest first, for admins. */
  async listAll(): Promise<OfferWithAgentResponse[]> {
    const now = this.clock.now();
    const offers = await this.offers.find({ relations: { agent: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return offers.map((offer) => toOfferWithAgentResponse(offer, now));
  }
}
