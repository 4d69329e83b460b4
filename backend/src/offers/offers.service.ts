import { BadRequestException, Injectable, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CSV_BATCH_SIZE, csvFile } from '../common/listing/csv-file.js';
import { inIdOrder, type Page } from '../common/listing/list-source.js';
import { toPaise } from '../common/money.js';
import { Clock } from '../common/time/clock.js';
import { judgePickup, todayInIst } from '../common/time/ist.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { DistanceService } from '../distance/distance.service.js';
import { type CreateOfferDto, FILL_ALL_FIELDS, offerFieldsFilled } from './dto/create-offer.dto.js';
import type { ListMyOffersQuery, ListOffersQuery } from './dto/list-offers.query.js';
import { offerCsvColumns } from './offer-csv.js';
import { offerListSource } from './offer-list.js';
import { Offer } from './offer.entity.js';
import { type OfferResponse, type OfferWithAgentResponse, toOfferResponse, toOfferWithAgentResponse } from './offer.mapper.js';

/** An empty return leg to publish as an offer (amount in paise, distance in metres). */
export interface ReturnLeg {
  from: string;
  to: string;
  vehicle: string;
  seats: number;
  date: string;
  startTime: string;
  endTime: string;
  distanceMetres: number;
  amountPaise: number;
}

export const OFFER_MESSAGES = {
  pastDate: 'The offer date cannot be in the past.',
  pastTime: 'The pickup time has already passed.',
  tooFar: 'The offer date can be at most one year ahead.',
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
    private readonly audit: AuditLog,
  ) {}

  async create(me: AuthUser, dto: CreateOfferDto): Promise<OfferResponse> {
    if (!offerFieldsFilled(dto)) throw new BadRequestException(FILL_ALL_FIELDS);
    const now = this.clock.now();
    const verdict = judgePickup(dto.date, dto.startTime, now);
    if (verdict !== 'ok') throw new BadRequestException(OFFER_MESSAGES[verdict]);
    if (dto.dropDate && dto.dropDate < dto.date) throw new BadRequestException(OFFER_MESSAGES.dropBeforePickup);
    // The client's distance is ignored: the server's own measure (422 for an unknown place).
    const { distance } = await this.distances.measure(dto.from, dto.to);
    if (distance === 0) throw new BadRequestException(OFFER_MESSAGES.samePlace);
    const offer = await this.transactions.run(async (manager) => {
      const saved = await manager.save(
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
      );
      await this.audit.record(manager, {
        actor: me,
        entityType: 'offer',
        entityId: saved.id,
        action: 'offer.created',
        after: { from: saved.from, to: saved.to, date: saved.date, vehicle: saved.vehicle, seats: saved.seats, amount: dto.amount },
      });
      return saved;
    });
    return toOfferResponse(offer, now);
  }

  /**
   * The operator's own offer of a cab's empty return, inside the trip's transaction: published by
   * the admin who clicks (the offer's "agent"), measured and priced by the caller.
   */
  async publishReturnLeg(manager: EntityManager, me: AuthUser, leg: ReturnLeg, bookingReference: string): Promise<Offer> {
    const saved = await manager.save(
      manager.create(Offer, {
        agentId: me.id,
        from: leg.from,
        to: leg.to,
        vehicle: leg.vehicle,
        seats: leg.seats,
        date: leg.date,
        dropDate: leg.date,
        startTime: leg.startTime,
        endTime: leg.endTime,
        pickupInfo: null,
        distanceMetres: leg.distanceMetres,
        amountPaise: leg.amountPaise,
        status: 'open',
      }),
    );
    await this.audit.record(manager, {
      actor: me,
      entityType: 'offer',
      entityId: saved.id,
      action: 'offer.created',
      after: {
        from: saved.from,
        to: saved.to,
        date: saved.date,
        vehicle: saved.vehicle,
        seats: saved.seats,
        amount: leg.amountPaise / 100,
      },
      reason: `Empty return of ${bookingReference}`,
    });
    return saved;
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

  /** An agent's own offers (newest trip first unless sorted), each with its state (open, booked, expired). */
  async listMine(me: AuthUser, query: ListMyOffersQuery): Promise<Page<OfferResponse>> {
    const now = this.clock.now();
    const source = offerListSource(this.offers, { ...query, agentId: me.id }, { today: todayInIst(now), defaultSort: '-date' });
    const { ids, total, page, limit } = await source.page(query.page, query.limit);
    return { items: (await this.load(ids)).map((offer) => toOfferResponse(offer, now)), total, page, limit };
  }

  /** Offers with the agent who made it, for admins (newest first unless sorted). */
  async listAll(query: ListOffersQuery): Promise<Page<OfferWithAgentResponse>> {
    const now = this.clock.now();
    const source = offerListSource(this.offers, query, { today: todayInIst(now), defaultSort: '-createdAt' });
    const { ids, total, page, limit } = await source.page(query.page, query.limit);
    return { items: (await this.load(ids)).map((offer) => toOfferWithAgentResponse(offer, now)), total, page, limit };
  }

  /** Every offer of one agent, oldest first, for their data export. */
  async allOf(agentId: number): Promise<OfferResponse[]> {
    const now = this.clock.now();
    const offers = await this.offers.find({ where: { agentId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return offers.map((offer) => toOfferResponse(offer, now));
  }

  /** The admin's filtered list as CSV, streamed a batch at a time. */
  csv(query: ListOffersQuery): StreamableFile {
    const now = this.clock.now();
    const source = offerListSource(this.offers, query, { today: todayInIst(now), defaultSort: '-createdAt' });
    return csvFile(
      `offers-${todayInIst(now)}.csv`,
      offerCsvColumns(now),
      source.rows(CSV_BATCH_SIZE, (ids) => this.load(ids)),
    );
  }

  private async load(ids: number[]): Promise<Offer[]> {
    return ids.length ? inIdOrder(ids, await this.offers.find({ where: { id: In(ids) }, relations: { agent: true } })) : [];
  }
}
