import { BadRequestException, ConflictException, HttpException, Injectable, NotFoundException, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CSV_BATCH_SIZE, csvFile } from '../common/listing/csv-file.js';
import { inIdOrder, type Page } from '../common/listing/list-source.js';
import { rowsById } from '../common/listing/rows-by-id.js';
import { User } from '../users/user.entity.js';
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
import { RESERVATION_MESSAGES } from './offer-reservations.service.js';
import { checkOfferChange, OFFER_CHANGE_MESSAGES } from './offer-state.js';
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
    const now = this.clock.now();
    const distance = await this.checkTerms(dto, now);
    const offer = await this.transactions.run(async (manager) => {
      const saved = await manager.save(manager.create(Offer, { agentId: me.id, ...offerTerms(dto, distance), status: 'open' }));
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
   * PUT: the owning agent changes an open offer's terms, checked as at creation. The row is locked
   * (as a booking of it locks it), so an edit and a booking at the same moment go one after the other.
   */
  async update(me: AuthUser, id: number, dto: CreateOfferDto): Promise<OfferResponse> {
    const now = this.clock.now();
    await this.lockOpen(this.offers.manager, me, id, now); // the 404/403/409 before measuring
    const distance = await this.checkTerms(dto, now);
    const offer = await this.transactions.run(async (manager) => {
      const current = await this.lockOpen(manager, me, id, now);
      const terms = offerTerms(dto, distance);
      const changed = (Object.keys(terms) as (keyof typeof terms)[]).filter((key) => current[key] !== terms[key]);
      if (changed.length === 0) return current;
      await this.moveIfOpen(manager, id, terms);
      await this.audit.record(manager, {
        actor: me,
        entityType: 'offer',
        entityId: id,
        action: 'offer.updated',
        before: Object.fromEntries(changed.map((key) => [key, current[key]])),
        after: Object.fromEntries(changed.map((key) => [key, terms[key]])),
      });
      return manager.findOneByOrFail(Offer, { id });
    });
    return toOfferResponse(offer, now);
  }

  /** DELETE: the owning agent withdraws an open offer; it leaves the public list at once (the write bumps its cache). */
  async withdraw(me: AuthUser, id: number): Promise<OfferResponse> {
    const now = this.clock.now();
    const offer = await this.transactions.run(async (manager) => {
      await this.lockOpen(manager, me, id, now);
      await this.moveIfOpen(manager, id, { status: 'withdrawn' });
      await this.audit.record(manager, {
        actor: me,
        entityType: 'offer',
        entityId: id,
        action: 'offer.withdrawn',
        before: { status: 'open' },
        after: { status: 'withdrawn' },
      });
      return manager.findOneByOrFail(Offer, { id });
    });
    return toOfferResponse(offer, now);
  }

  /** The offer, locked for this transaction, when `me` may change it (checkOfferChange), or the refusal. */
  private async lockOpen(manager: EntityManager, me: AuthUser, id: number, now: Date): Promise<Offer> {
    const sqlite = manager.connection.options.type === 'better-sqlite3';
    const locking = manager.queryRunner?.isTransactionActive && !sqlite;
    const offer = await manager.findOne(Offer, { where: { id }, ...(locking ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!offer) throw new NotFoundException(RESERVATION_MESSAGES.notFound);
    const verdict = checkOfferChange(offer, me.id, now);
    if (!verdict.allowed) throw new HttpException(verdict.message, verdict.httpStatus);
    return offer;
  }

  /** A conditional UPDATE on a still-open row: if a booking took it first, the loser hears 409. */
  private async moveIfOpen(manager: EntityManager, id: number, values: Partial<Offer>): Promise<void> {
    const moved = await manager
      .createQueryBuilder()
      .update(Offer)
      .set(values)
      .where('id = :id AND status = :open', { id, open: 'open' })
      .execute();
    if (moved.affected !== 1) throw new ConflictException(OFFER_CHANGE_MESSAGES.booked);
  }

  /** The terms of a new or changed offer, checked; the distance the server measured (km). */
  private async checkTerms(dto: CreateOfferDto, now: Date): Promise<number> {
    if (!offerFieldsFilled(dto)) throw new BadRequestException(FILL_ALL_FIELDS);
    const verdict = judgePickup(dto.date, dto.startTime, now);
    if (verdict !== 'ok') throw new BadRequestException(OFFER_MESSAGES[verdict]);
    if (dto.dropDate && dto.dropDate < dto.date) throw new BadRequestException(OFFER_MESSAGES.dropBeforePickup);
    // The client's distance is ignored: the server's own measure (422 for an unknown place).
    const { distance } = await this.distances.measure(dto.from, dto.to);
    if (distance === 0) throw new BadRequestException(OFFER_MESSAGES.samePlace);
    return distance;
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
    const offers = await this.openOffers(now).getMany();
    return offers.map((offer) => toOfferResponse(offer, now));
  }

  /** One page of the open offers, in the same order, and how many there are in all. */
  async listOpenPage(page: number, limit: number): Promise<Page<OfferResponse>> {
    const now = this.clock.now();
    const total = await this.openOffers(now).getCount();
    const last = Math.max(1, Math.ceil(total / limit));
    const offers =
      total === 0 || page > last
        ? []
        : await this.openOffers(now)
            .offset((page - 1) * limit)
            .limit(limit)
            .getMany();
    return { items: offers.map((offer) => toOfferResponse(offer, now)), total, page, limit };
  }

  /** Open offers of active agents, not past (IST), soonest first. */
  private openOffers(now: Date) {
    // The agent is joined only to filter on `active`: loading whole users for every row was most
    // of this hot public endpoint's time.
    return this.offers
      .createQueryBuilder('offer')
      .innerJoin('offer.agent', 'agent', 'agent.active = :active', { active: true })
      .where('offer.status = :status', { status: 'open' })
      .andWhere('offer.date >= :today', { today: todayInIst(now) })
      .orderBy('offer.date', 'ASC')
      .addOrderBy('offer.startTime', 'ASC')
      .addOrderBy('offer.id', 'ASC');
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

  /**
   * A page's offers in the list's order, each with its agent holding only what an answer shows:
   * the offers from one plain query, then each agent once (a join built every agent column of
   * every row, password hash included).
   */
  private async load(ids: number[]): Promise<Offer[]> {
    if (ids.length === 0) return [];
    const manager = this.offers.manager;
    const offers = await rowsById(manager, Offer, ids);
    const agentIds = [...new Set(offers.map((o) => o.agentId))];
    const agents = await manager.find(User, {
      select: { id: true, fullName: true, travelerName: true, mobile: true, email: true },
      where: { id: In(agentIds) },
    });
    const byId = new Map(agents.map((a) => [a.id, a]));
    for (const offer of offers) offer.agent = byId.get(offer.agentId);
    return inIdOrder(ids, offers);
  }
}

/** The columns an agent sets on an offer, from the checked body and the measured road distance (km). */
function offerTerms(dto: CreateOfferDto, distance: number) {
  return {
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
  };
}
