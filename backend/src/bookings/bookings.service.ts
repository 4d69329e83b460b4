import { createHash, randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import QRCode from 'qrcode';
import { Brackets, type EntityManager, In, Not, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { AuthService } from '../auth/auth.service.js';
import { AppConfig } from '../config/app-config.js';
import { formatRupees, toPaise } from '../common/money.js';
import { Clock } from '../common/time/clock.js';
import { isPastDate } from '../common/time/ist.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { DistanceService } from '../distance/distance.service.js';
import { quoteFare } from '../fares/fare-table.js';
import { Offer } from '../offers/offer.entity.js';
import { User } from '../users/user.entity.js';
import { advanceDuePaise, balanceDuePaise, dutySlipTotalPaise } from './advance.js';
import { BOOKING_CREATED, BookingCreatedEvent } from './booking-created.event.js';
import { formatBookingReference } from './booking-reference.js';
import { Booking } from './booking.entity.js';
import { type BookingResponse, toBookingResponse } from './booking.mapper.js';
import { type BookingStatus, checkStatusChange, holdsOffer, type StatusChanger } from './booking-status.js';
import type { AdminCreateBookingDto } from './dto/admin-create-booking.dto.js';
import type { SubmitAdvanceDto, VerifyAdvanceDto } from './dto/advance.dto.js';
import type { ChargesDto } from './dto/charges.dto.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';
import type { ListBookingsQuery } from './dto/list-bookings.query.js';
import { renderDutySlipPdf } from './duty-slip.pdf.js';
import { upiPaymentUri } from './upi-link.js';

export const BOOKING_MESSAGES = {
  notFound: 'Booking not found.',
  notYours: 'You can only see your own bookings.',
  notYoursToChange: 'You can only change your own bookings.',
  notJabalpur: 'One-way bookings start from Jabalpur only.',
  pastDate: 'The trip date cannot be in the past.',
  samePlace: 'Pickup and drop must be different places.',
  offerNotFound: 'Offer not found.',
  offerBooked: 'This offer has already been booked.',
  offerExpired: 'This offer has expired.',
  offerUnavailable: 'This offer is no longer available.',
  offerTakenSince: 'The offer of this booking has since been booked by someone else.',
  keyReused: 'This Idempotency-Key was already used for a different booking.',
  badKey: 'Idempotency-Key must be 1 to 100 letters, digits or the characters - _ : .',
  customerChoice: 'Choose the customer: customerId, or customer {fullName, mobile}, not both.',
  customerNotFound: 'Customer not found.',
  customerInactive: 'This customer account is deactivated.',
  mobileNotCustomer: 'This mobile number belongs to an agent or admin account.',
  advanceNotConfirmed: 'The advance can be paid once the booking is confirmed.',
  advancePaid: 'The advance for this booking has already been paid.',
  nothingDue: 'Nothing is due on this booking.',
  noCharges: 'Send at least one charge: haltingCharges, tollTaxAndParking, extraHoursCharges or extraKmCharges.',
};

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{1,100}$/;
const PAGE_LIMIT = 20;

/** Who a new booking is for: the requester, or a customer an admin names. */
type OwnerChoice = { kind: 'self' } | { kind: 'customer'; dto: AdminCreateBookingDto };

/** Everything a booking copies from the route, the fare table or the offer. */
interface TripTerms {
  offerId: number | null;
  from: string;
  to: string;
  date: string;
  time: string;
  pickupInfo: string | null;
  vehicle: string;
  seats: number;
  distanceMetres: number;
  baseAmountPaise: number;
  driverAllowancePaise: number;
  totalAmountPaise: number;
}

/**
 * The booking rules: prices from the server's own distance and fare table, offers reserved in the
 * booking's transaction, ownership checked here (guards check only roles), and `booking.created`
 * emitted after the commit for Notifications to pick up.
 */
@Injectable()
export class BookingsService {
  private readonly logger = new Logger(BookingsService.name);

  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly transactions: TransactionRunner,
    private readonly distances: DistanceService,
    private readonly auth: AuthService,
    private readonly events: EventEmitter2,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  // ---------------------------------------------------------------- create

  /** POST /api/bookings: a customer (or an admin) books for themselves. */
  create(me: AuthUser, dto: CreateBookingDto, idempotencyKey?: string): Promise<BookingResponse> {
    return this.book(me, dto, idempotencyKey, { kind: 'self' });
  }

  /** POST /api/admin/bookings: an admin takes a booking on a customer's behalf (one booking, owned by the customer). */
  createForCustomer(admin: AuthUser, dto: AdminCreateBookingDto, idempotencyKey?: string): Promise<BookingResponse> {
    if ((dto.customerId === undefined) === (dto.customer === undefined)) {
      throw new BadRequestException(BOOKING_MESSAGES.customerChoice);
    }
    return this.book(admin, dto, idempotencyKey, { kind: 'customer', dto });
  }

  private async book(requester: AuthUser, dto: CreateBookingDto, rawKey: string | undefined, owner: OwnerChoice) {
    const key = parseIdempotencyKey(rawKey);
    const fingerprint = key ? requestFingerprint(dto, owner) : null;
    if (key) {
      const replay = await this.replay(requester.id, key, fingerprint);
      if (replay) return replay;
    }
    // Route, distance and fare are worked out before the transaction, which then stays short.
    const oneWay = dto.offerId ? undefined : await this.priceOneWay(dto);
    let id: number;
    try {
      id = await this.transactions.run(async (manager) => {
        const terms = oneWay ?? (await this.reserveOffer(manager, dto.offerId as number, dto.pickupInfo));
        const ownerId = await this.resolveOwner(manager, requester, owner);
        return this.insertBooking(manager, { ownerId, requesterId: requester.id, terms, dto, key, fingerprint });
      });
    } catch (error) {
      // A concurrent request with the same key won the race (unique index, or the offer it
      // reserved first): answer with its booking, as a retry would get.
      if (key) {
        const replay = await this.replay(requester.id, key, fingerprint);
        if (replay) return replay;
      }
      throw error;
    }
    const booking = await this.load(id);
    this.emitCreated(booking);
    return toBookingResponse(booking);
  }

  /** The one-way flow: Jabalpur pickup, the server's distance, the fare table's price. */
  private async priceOneWay(dto: CreateBookingDto): Promise<TripTerms> {
    if (isPastDate(dto.date, this.clock.now())) throw new BadRequestException(BOOKING_MESSAGES.pastDate);
    if (!this.distances.isJabalpur(dto.from)) {
      this.distances.place(dto.from); // an unknown place is a 422 'Place not found: …', not a Jabalpur question
      throw new BadRequestException(BOOKING_MESSAGES.notJabalpur);
    }
    const { distance } = await this.distances.measure(dto.from, dto.to);
    if (distance === 0) throw new BadRequestException(BOOKING_MESSAGES.samePlace);
    const fare = quoteFare(dto.vehicle, distance);
    return {
      offerId: null,
      from: dto.from,
      to: dto.to,
      date: dto.date,
      time: dto.time,
      pickupInfo: dto.pickupInfo || null,
      vehicle: fare.vehicle,
      seats: fare.seats as number, // the DTO admits only the five vehicles of the table
      distanceMetres: Math.round(distance * 1000),
      baseAmountPaise: toPaise(fare.baseAmount),
      driverAllowancePaise: toPaise(fare.driverAllowance),
      totalAmountPaise: toPaise(fare.totalAmount),
    };
  }

  /**
   * The offer flow. The Jabalpur-pickup rule is for one-way bookings only: agents' offers are
   * often empty return legs INTO Jabalpur, which is the point of them.
   *
   * The conditional UPDATE is the reservation: of concurrent attempts, exactly one changes the
   * row (MySQL row lock; SQLite's single writer), the others see 0 rows and get 409.
   */
  private async reserveOffer(manager: EntityManager, offerId: number, pickupInfo?: string): Promise<TripTerms> {
    const offer = await manager.findOne(Offer, { where: { id: offerId }, relations: { agent: true } });
    if (!offer) throw new NotFoundException(BOOKING_MESSAGES.offerNotFound);
    if (!offer.agent?.active) throw new ConflictException(BOOKING_MESSAGES.offerUnavailable);
    if (isPastDate(offer.date, this.clock.now())) throw new ConflictException(BOOKING_MESSAGES.offerExpired);
    const reserved = await manager
      .createQueryBuilder()
      .update(Offer)
      .set({ status: 'booked' })
      .where('id = :id AND status = :open', { id: offerId, open: 'open' })
      .execute();
    if (reserved.affected !== 1) throw new ConflictException(BOOKING_MESSAGES.offerBooked);
    return {
      offerId: offer.id,
      from: offer.from,
      to: offer.to,
      date: offer.date,
      time: offer.startTime,
      pickupInfo: offer.pickupInfo ?? (pickupInfo || null),
      vehicle: offer.vehicle,
      seats: offer.seats,
      distanceMetres: offer.distanceMetres,
      // The agent's amount is the whole price shown on the offers list: no driver allowance on
      // top, or the customer would pay more than the offer they chose.
      baseAmountPaise: offer.amountPaise,
      driverAllowancePaise: 0,
      totalAmountPaise: offer.amountPaise,
    };
  }

  private async resolveOwner(manager: EntityManager, requester: AuthUser, owner: OwnerChoice): Promise<number> {
    if (owner.kind === 'self') return requester.id;
    const { customerId, customer } = owner.dto;
    if (customerId !== undefined) {
      const user = await manager.findOneBy(User, { id: customerId });
      if (!user || user.role !== 'customer') throw new NotFoundException(BOOKING_MESSAGES.customerNotFound);
      if (!user.active) throw new BadRequestException(BOOKING_MESSAGES.customerInactive);
      return user.id;
    }
    const details = customer as NonNullable<typeof customer>;
    const existing = await manager.findOneBy(User, { mobile: details.mobile });
    if (existing) {
      if (existing.role !== 'customer') throw new ConflictException(BOOKING_MESSAGES.mobileNotCustomer);
      if (!existing.active) throw new BadRequestException(BOOKING_MESSAGES.customerInactive);
      return existing.id;
    }
    // A phone customer gets an active account with a random password nobody knows; they sign in
    // once they have set their own through a password link from the office. Without an e-mail
    // the account gets an address on the reserved .invalid domain, never delivered.
    const created = await this.auth.createAccount(manager, {
      role: 'customer',
      fullName: details.fullName,
      email: details.email ?? `${details.mobile}@phone-booking.invalid`,
      mobile: details.mobile,
      password: randomBytes(24).toString('base64url'),
      active: true,
    });
    return created.id;
  }

  private async insertBooking(
    manager: EntityManager,
    p: { ownerId: number; requesterId: number; terms: TripTerms; dto: CreateBookingDto; key: string | null; fingerprint: string | null },
  ): Promise<number> {
    const { passenger } = p.dto;
    const inserted = await manager.insert(Booking, {
      ...p.terms,
      reference: null,
      userId: p.ownerId,
      createdById: p.requesterId,
      haltingChargesPaise: 0,
      tollTaxAndParkingPaise: 0,
      extraHoursChargesPaise: 0,
      extraKmChargesPaise: 0,
      advanceAmountPaise: 0,
      advanceStatus: 'none',
      advanceClaimPaise: null,
      advanceUtr: null,
      advanceSubmittedAt: null,
      advanceVerifiedAt: null,
      status: 'pending',
      passengerName: passenger.name,
      passengerPhone: passenger.phone,
      passengerEmail: passenger.email,
      passengerIdType: passenger.idType,
      passengerIdNumber: passenger.idNumber,
      idempotencyKey: p.key,
      idempotencyFingerprint: p.fingerprint,
    });
    const id = Number(inserted.identifiers[0].id);
    await manager.update(Booking, { id }, { reference: formatBookingReference(id) });
    return id;
  }

  /** The booking an earlier request with this key made, or null; 422 if that request was a different booking. */
  private async replay(requesterId: number, key: string, fingerprint: string | null): Promise<BookingResponse | null> {
    const booking = await this.bookings.findOne({ where: { createdById: requesterId, idempotencyKey: key }, relations: { user: true } });
    if (!booking) return null;
    if (booking.idempotencyFingerprint !== fingerprint) throw new UnprocessableEntityException(BOOKING_MESSAGES.keyReused);
    return toBookingResponse(booking);
  }

  private emitCreated(booking: Booking) {
    const event = new BookingCreatedEvent({
      bookingId: booking.id,
      reference: booking.reference ?? formatBookingReference(booking.id),
      customerName: booking.user?.fullName ?? '',
      from: booking.from,
      to: booking.to,
      date: booking.date,
      time: booking.time,
      vehicle: booking.vehicle,
      totalAmount: booking.totalAmountPaise / 100,
      passenger: { name: booking.passengerName, email: booking.passengerEmail, phone: booking.passengerPhone },
    });
    try {
      this.events.emit(BOOKING_CREATED, event);
    } catch (error) {
      // The booking has committed; a failing listener must not turn it into an error for the customer.
      this.logger.error(`A ${BOOKING_CREATED} listener failed for ${event.reference}: ${(error as Error).message}`);
    }
  }

  // ---------------------------------------------------------------- read

  /** The caller's own bookings, newest first (an admin's too: only those they own). */
  async listMine(me: AuthUser): Promise<BookingResponse[]> {
    const bookings = await this.bookings.find({
      where: { userId: me.id },
      relations: { user: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return bookings.map((b) => toBookingResponse(b));
  }

  /** Every booking for admins, newest first, filtered by status, trip date and text, a page at a time. */
  async listAll(query: ListBookingsQuery) {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT;
    const qb = this.bookings.createQueryBuilder('booking').innerJoinAndSelect('booking.user', 'user');
    if (query.status) qb.andWhere('booking.status = :status', { status: query.status });
    if (query.date) qb.andWhere('booking.date = :date', { date: query.date });
    if (query.q) {
      // '!' escapes the wildcards: a backslash would need different quoting on SQLite and MySQL.
      const like = `%${query.q.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      // LOWER() on both sides: SQLite's LIKE ignores case only for ASCII, MySQL's follows the collation.
      qb.andWhere(
        new Brackets((w) => {
          for (const column of ['booking.reference', 'booking.passengerName', 'booking.passengerPhone', 'booking.from', 'booking.to', 'user.fullName']) {
            w.orWhere(`LOWER(${column}) LIKE LOWER(:like) ESCAPE '!'`, { like });
          }
        }),
      );
    }
    const [bookings, total] = await qb
      .orderBy('booking.createdAt', 'DESC')
      .addOrderBy('booking.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { data: bookings.map((b) => toBookingResponse(b)), total, page, limit };
  }

  /** One booking, for its owner or an admin; only an admin sees the ID number unmasked. */
  async getOne(me: AuthUser, id: number): Promise<BookingResponse> {
    const booking = await this.readable(me, id);
    return toBookingResponse(booking, { revealIdNumber: me.role === 'admin' });
  }

  /** The UPI link and QR code for the advance still due. */
  async upi(me: AuthUser, id: number) {
    const booking = await this.readable(me, id);
    if (booking.status !== 'confirmed') throw new ConflictException(BOOKING_MESSAGES.advanceNotConfirmed);
    const due = advanceDuePaise(booking);
    if (due === 0) throw new ConflictException(BOOKING_MESSAGES.advancePaid);
    const upiUri = upiPaymentUri({
      payeeVpa: this.config.upiId,
      payeeName: this.config.upiName,
      amountPaise: due,
      reference: booking.reference ?? formatBookingReference(booking.id),
    });
    const qrDataUrl = await QRCode.toDataURL(upiUri, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
    return { upiUri, qrDataUrl, amount: due / 100 };
  }

  /** The duty slip as a PDF; the ID number unmasked only on an admin's copy. */
  async dutySlip(me: AuthUser, id: number): Promise<{ reference: string; pdf: Buffer }> {
    const booking = await this.readable(me, id);
    const view = toBookingResponse(booking, { revealIdNumber: me.role === 'admin' });
    const pdf = await renderDutySlipPdf(view, this.config.operator);
    return { reference: view.reference, pdf };
  }

  // ---------------------------------------------------------------- change

  /** PUT: the owner cancels a pending or confirmed booking; its offer opens again. */
  cancelByOwner(me: AuthUser, id: number, status: BookingStatus): Promise<BookingResponse> {
    return this.changeStatus(me, id, status, 'owner');
  }

  /** PATCH: an admin confirms or cancels, at any time. */
  setStatusByAdmin(me: AuthUser, id: number, status: BookingStatus): Promise<BookingResponse> {
    return this.changeStatus(me, id, status, 'admin');
  }

  private async changeStatus(me: AuthUser, id: number, to: BookingStatus, by: StatusChanger) {
    await this.transactions.run(async (manager) => {
      const booking = await this.lockForChange(manager, id);
      if (by === 'owner') this.assertOwner(me, booking);
      const verdict = checkStatusChange(by, booking.status, to);
      if (!verdict.allowed) {
        throw verdict.httpStatus === 409 ? new ConflictException(verdict.message) : new BadRequestException(verdict.message);
      }
      await this.moveOfferHold(manager, booking, to);
      await manager.update(Booking, { id }, { status: to });
    });
    return toBookingResponse(await this.load(id), { revealIdNumber: me.role === 'admin' });
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
      const offer = await manager.findOneBy(Offer, { id: booking.offerId });
      if (offer && !isPastDate(offer.date, this.clock.now())) {
        await manager
          .createQueryBuilder()
          .update(Offer)
          .set({ status: 'open' })
          .where('id = :id AND status = :booked', { id: offer.id, booked: 'booked' })
          .execute();
      }
    } else if (!held && willHold) {
      const reserved = await manager
        .createQueryBuilder()
        .update(Offer)
        .set({ status: 'booked' })
        .where('id = :id AND status = :open', { id: booking.offerId, open: 'open' })
        .execute();
      if (reserved.affected === 1) return;
      // Still 'booked' because it was never released (its date had passed), or someone else holds it.
      const heldByAnother = await manager.existsBy(Booking, {
        offerId: booking.offerId,
        id: Not(booking.id),
        status: In(['pending', 'confirmed']),
      });
      if (heldByAnother) throw new ConflictException(BOOKING_MESSAGES.offerTakenSince);
    }
  }

  /** PATCH charges: the duty slip's extras, entered by an admin. */
  async setCharges(me: AuthUser, id: number, dto: ChargesDto): Promise<BookingResponse> {
    const changes: Partial<Booking> = {};
    if (dto.haltingCharges !== undefined) changes.haltingChargesPaise = toPaise(dto.haltingCharges);
    if (dto.tollTaxAndParking !== undefined) changes.tollTaxAndParkingPaise = toPaise(dto.tollTaxAndParking);
    if (dto.extraHoursCharges !== undefined) changes.extraHoursChargesPaise = toPaise(dto.extraHoursCharges);
    if (dto.extraKmCharges !== undefined) changes.extraKmChargesPaise = toPaise(dto.extraKmCharges);
    if (Object.keys(changes).length === 0) throw new BadRequestException(BOOKING_MESSAGES.noCharges);
    await this.transactions.run(async (manager) => {
      await this.lockForChange(manager, id);
      await manager.update(Booking, { id }, changes);
    });
    return toBookingResponse(await this.load(id), { revealIdNumber: me.role === 'admin' });
  }

  /** POST advance: the owner of a confirmed booking reports a UPI payment and its UTR. */
  async submitAdvance(me: AuthUser, id: number, dto: SubmitAdvanceDto): Promise<BookingResponse> {
    await this.transactions.run(async (manager) => {
      const booking = await this.lockForChange(manager, id);
      this.assertOwner(me, booking);
      if (booking.status !== 'confirmed') throw new ConflictException(BOOKING_MESSAGES.advanceNotConfirmed);
      const balance = balanceDuePaise(booking);
      if (balance === 0) throw new ConflictException(BOOKING_MESSAGES.nothingDue);
      const amount = toPaise(dto.amount);
      if (amount > balance) {
        throw new BadRequestException(`The amount cannot be more than the balance due (${formatRupees(balance)}).`);
      }
      await manager.update(
        Booking,
        { id },
        { advanceClaimPaise: amount, advanceUtr: dto.utr, advanceSubmittedAt: new Date(), advanceStatus: 'submitted' },
      );
    });
    return toBookingResponse(await this.load(id));
  }

  /** PATCH advance: an admin records the advance actually received (0 clears it). */
  async verifyAdvance(me: AuthUser, id: number, dto: VerifyAdvanceDto): Promise<BookingResponse> {
    await this.transactions.run(async (manager) => {
      const booking = await this.lockForChange(manager, id);
      const amount = toPaise(dto.advanceAmount);
      const total = dutySlipTotalPaise(booking);
      if (amount > total) {
        throw new BadRequestException(`The advance cannot be more than the duty slip total (${formatRupees(total)}).`);
      }
      await manager.update(
        Booking,
        { id },
        { advanceAmountPaise: amount, advanceStatus: amount > 0 ? 'verified' : 'none', advanceVerifiedAt: new Date() },
      );
    });
    return toBookingResponse(await this.load(id), { revealIdNumber: me.role === 'admin' });
  }

  // ---------------------------------------------------------------- access

  private async readable(me: AuthUser, id: number): Promise<Booking> {
    const booking = await this.bookings.findOne({ where: { id }, relations: { user: true } });
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    if (me.role !== 'admin' && booking.userId !== me.id) throw new ForbiddenException(BOOKING_MESSAGES.notYours);
    return booking;
  }

  private assertOwner(me: AuthUser, booking: Booking) {
    if (booking.userId !== me.id) throw new ForbiddenException(BOOKING_MESSAGES.notYoursToChange);
  }

  /** The booking row inside a write transaction, locked on MySQL (SQLite's writes are already one at a time). */
  private async lockForChange(manager: EntityManager, id: number): Promise<Booking> {
    const sqlite = manager.connection.options.type === 'better-sqlite3';
    const booking = await manager.findOne(Booking, {
      where: { id },
      ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } }),
    });
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    return booking;
  }

  private async load(id: number): Promise<Booking> {
    return this.bookings.findOneOrFail({ where: { id }, relations: { user: true } });
  }
}

function parseIdempotencyKey(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const key = raw.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw new BadRequestException(BOOKING_MESSAGES.badKey);
  return key;
}

/** SHA-256 of what the request asks for (ignored fields left out), to tell a retry from a reused key. */
function requestFingerprint(dto: CreateBookingDto, owner: OwnerChoice): string {
  const { passenger } = dto;
  const asked = {
    offerId: dto.offerId ?? null,
    // With an offer the route comes from the offer, so only the offer id counts.
    trip: dto.offerId ? null : [dto.from, dto.to, dto.date, dto.time, dto.vehicle],
    pickupInfo: dto.pickupInfo ?? null,
    passenger: [passenger.name, passenger.phone, passenger.email, passenger.idType, passenger.idNumber],
    customer:
      owner.kind === 'self'
        ? null
        : [owner.dto.customerId ?? null, owner.dto.customer?.fullName ?? null, owner.dto.customer?.mobile ?? null, owner.dto.customer?.email ?? null],
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}
