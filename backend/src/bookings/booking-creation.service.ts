import { BadRequestException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { toRupees } from '../common/money.js';
import { insertRow } from '../database/insert-rows.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { FareVersions } from '../fares/fare-versions.service.js';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import { OfferReservations, type ReservedOffer } from '../offers/offer-reservations.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { BookingCreatedEvent } from './booking-created.event.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { BookingPricing, type TripTerms } from './booking-pricing.service.js';
import { BookingReader } from './booking-reader.service.js';
import { formatBookingReference } from './booking-reference.js';
import { Booking } from './booking.entity.js';
import { toBookingResponse, toTripAddresses } from './booking.mapper.js';
import type { AdminCreateBookingDto } from './dto/admin-create-booking.dto.js';
import type { BookingResponse } from './dto/booking.response.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';
import { type OwnerChoice, parseIdempotencyKey, requestFingerprint } from './idempotency.js';
import { pickupAddressLine } from './trip-addresses.js';
import type { OfferBookedNotice } from './trip-events.js';

/** Who a new booking belongs to, as its answer and notices name them. */
type BookingOwner = Pick<User, 'id' | 'fullName' | 'mobile' | 'email' | 'language'>;

/** Every column of a booking row; the relations are loaded or set beside them. */
type BookingRow = Omit<Booking, 'user' | 'createdBy' | 'offer' | 'fareVersion' | 'driver' | 'cab'>;

/** A booking as just written: every value inserted, its id and reference. */
type NewBooking = BookingRow & { reference: string };

/** Work another module does in a new booking's transaction, given the booking's id. */
export type AlongsideBooking = (manager: EntityManager, bookingId: number) => Promise<void>;

/**
 * New bookings: priced by the server, the offer reserved through the offers module in the
 * booking's transaction, a retry with the same Idempotency-Key answered with the first booking,
 * and the admins' notice and passenger's e-mail written to the outbox in that same transaction.
 */
@Injectable()
export class BookingCreation {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly pricing: BookingPricing,
    private readonly offers: OfferReservations,
    private readonly users: UsersService,
    private readonly reader: BookingReader,
    private readonly outbox: Outbox,
    private readonly audit: AuditLog,
    private readonly fareVersions: FareVersions,
  ) {}

  /** POST /api/bookings: a customer (or an admin) books for themselves. */
  create(me: AuthUser, dto: CreateBookingDto, idempotencyKey?: string): Promise<BookingResponse> {
    return this.book(me, dto, idempotencyKey, { kind: 'self' });
  }

  /**
   * POST /api/admin/bookings: an admin takes a booking on a customer's behalf (one booking, owned by
   * the customer). `alongside` runs in the booking's transaction with its id (an enquiry marking
   * itself converted): when it throws, no booking is made.
   */
  createForCustomer(
    admin: AuthUser,
    dto: AdminCreateBookingDto,
    idempotencyKey?: string,
    alongside?: AlongsideBooking,
  ): Promise<BookingResponse> {
    if ((dto.customerId === undefined) === (dto.customer === undefined)) {
      throw new BadRequestException(BOOKING_MESSAGES.customerChoice);
    }
    return this.book(admin, dto, idempotencyKey, { kind: 'customer', dto }, alongside);
  }

  private async book(
    requester: AuthUser,
    dto: CreateBookingDto,
    rawKey: string | undefined,
    ownerChoice: OwnerChoice,
    alongside?: AlongsideBooking,
  ) {
    const key = parseIdempotencyKey(rawKey);
    const fingerprint = key ? requestFingerprint(dto, ownerChoice) : null;
    // A key is not looked up first: nearly every request is its first attempt, and a retry fails
    // somewhere on the way (the unique index on the key, the offer its first attempt took, a pickup
    // time passed since), rolls back and is answered from the catch below.
    let written: { booking: NewBooking; owner: BookingOwner };
    try {
      // Route, distance and fare are worked out before the transaction, which then stays short.
      const priced = dto.offerId ? undefined : await this.pricing.trip(dto);
      written = await this.transactions.run(async (manager) => {
        const reserved = priced ? undefined : await this.offers.reserveForBooking(manager, dto.offerId as number);
        const terms = priced ?? this.pricing.fromOffer(reserved as ReservedOffer, dto.pickupInfo);
        const owner = await this.resolveOwner(manager, requester, ownerChoice);
        const booking = await this.insertBooking(manager, { ownerId: owner.id, requesterId: requester.id, terms, dto, key, fingerprint });
        await this.audit.record(manager, {
          actor: requester,
          entityType: 'booking',
          entityId: booking.id,
          action: 'booking.created',
          after: { status: 'pending', totalAmount: toRupees(terms.totalAmountPaise), offerId: terms.offerId },
        });
        await alongside?.(manager, booking.id);
        await this.announce(manager, booking, owner, reserved);
        return { booking, owner };
      });
    } catch (error) {
      // An earlier or concurrent request with the same key made the booking: answer with it
      // (422 if that request was a different booking).
      if (key) {
        const replay = await this.replay(requester, key, fingerprint);
        if (replay) return replay;
      }
      throw error;
    }
    this.outbox.flush();
    return this.answerWritten(requester, written.booking, written.owner);
  }

  /**
   * The new booking's answer from the values just written: the same answer a GET gives (the tests
   * compare them), without reading the row and its owner back. No driver or cab is assigned yet.
   */
  private async answerWritten(requester: AuthUser, row: NewBooking, owner: BookingOwner): Promise<BookingResponse> {
    const fareVersion = row.fareVersionId === null ? null : await this.fareVersions.byId(row.fareVersionId);
    const booking: Booking = Object.assign(new Booking(), row, { user: owner as User, driver: null, cab: null, fareVersion });
    return toBookingResponse(booking, { caller: requester });
  }

  private async resolveOwner(manager: EntityManager, requester: AuthUser, owner: OwnerChoice): Promise<BookingOwner> {
    if (owner.kind === 'self') return requester;
    const { customerId, customer } = owner.dto;
    if (customerId !== undefined) return this.users.getActiveCustomer(manager, customerId);
    return this.users.findOrCreatePhoneCustomer(manager, customer as NonNullable<typeof customer>);
  }

  /**
   * One insert, nothing read back: the answer and the notices are made from these values, so every
   * column is written, the times included (to the millisecond, as both databases keep them).
   * TypeORM's own insert reads the new row's defaults back, with the id written into the SQL, so
   * SQLite prepared a new statement for every booking. The reference is the id's (JBP-000123), made
   * wherever it is shown, so the insert is the booking's only write.
   */
  private async insertBooking(
    manager: EntityManager,
    p: { ownerId: number; requesterId: number; terms: TripTerms; dto: CreateBookingDto; key: string | null; fingerprint: string | null },
  ): Promise<NewBooking> {
    const { passenger, addresses } = p.dto;
    const now = new Date();
    const columns: Omit<BookingRow, 'id' | keyof TripTerms> = {
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
      pickupAddress: addresses?.pickupAddress ?? null,
      pickupLandmark: addresses?.pickupLandmark || null,
      dropAddress: addresses?.dropAddress ?? null,
      customerGstin: p.dto.customerGstin ?? null,
      passengerName: passenger.name,
      passengerPhone: passenger.phone,
      passengerEmail: passenger.email,
      passengerIdType: passenger.idType,
      passengerIdNumber: passenger.idNumber,
      statusReason: null,
      cancellationChargePaise: null,
      idempotencyKey: p.key,
      idempotencyFingerprint: p.fingerprint,
      driverId: null,
      cabId: null,
      tripStartsAt: null,
      tripEndsAt: null,
      startCode: null,
      tripStartKm: null,
      tripStartedAt: null,
      tripEndKm: null,
      tripEndedAt: null,
      tripTollsPaise: null,
      tripParkingPaise: null,
      tripStateTaxPaise: null,
      agentDriverName: null,
      agentDriverMobile: null,
      agentCabRegistration: null,
      agentCabModel: null,
      tollsReceiptFileId: null,
      parkingReceiptFileId: null,
      stateTaxReceiptFileId: null,
      returnOfferId: null,
      createdAt: now,
      updatedAt: now,
    };
    // Object.assign rather than `{ ...p.terms, userId, … }`: V8 builds an object literal that starts
    // with a spread and goes on for fifty properties slowly, and leaves garbage behind (in a profile
    // on MariaDB this function took 71 µs of a booking's 2 ms of CPU, 12 µs now).
    const values: Omit<BookingRow, 'id'> = Object.assign({}, p.terms, columns);
    const id = await insertRow(manager, Booking, values);
    return Object.assign(values, { id, reference: formatBookingReference(id) });
  }

  /** The booking an earlier request with this key made, or null; 422 if that request was a different booking. */
  private async replay(requester: AuthUser, key: string, fingerprint: string | null): Promise<BookingResponse | null> {
    const earlier = await this.reader.keyed(requester.id, key);
    if (!earlier) return null;
    if (earlier.fingerprint !== fingerprint) throw new UnprocessableEntityException(BOOKING_MESSAGES.keyReused);
    return toBookingResponse(await this.reader.loadForAnswer(earlier.id), { caller: requester });
  }

  /**
   * The admins' notice and the passenger's e-mail, written to the outbox in the booking's own
   * transaction; for an agent's offer, the agent's live notice and e-mail too.
   */
  private async announce(manager: EntityManager, booking: NewBooking, owner: BookingOwner, offer: ReservedOffer | undefined) {
    const event = new BookingCreatedEvent({
      bookingId: booking.id,
      reference: booking.reference,
      customerName: owner.fullName,
      from: booking.from,
      to: booking.to,
      date: booking.date,
      time: booking.time,
      vehicle: booking.vehicle,
      tripType: booking.tripType,
      totalAmount: toRupees(booking.totalAmountPaise),
      passenger: { name: booking.passengerName, email: booking.passengerEmail, phone: booking.passengerPhone },
      addresses: toTripAddresses(booking),
      language: owner.language,
    });
    await this.outbox.add(manager, [
      { topic: OUTBOX_TOPICS.newBookingNotice, payload: event },
      ...(event.passenger.email ? [{ topic: OUTBOX_TOPICS.bookingConfirmationEmail, payload: event }] : []),
      ...(offer && offer.agent.role === 'agent' ? offerBookedMessages(booking, offer) : []),
    ]);
  }
}

/** The agent's live notice and e-mail for a booking of their offer: whom to pick up, where and when. */
function offerBookedMessages(booking: NewBooking, offer: ReservedOffer) {
  const addresses = toTripAddresses(booking);
  const notice: OfferBookedNotice = {
    offerId: offer.id,
    bookingId: booking.id,
    reference: booking.reference,
    agent: { id: offer.agent.id, name: offer.agent.fullName, email: offer.agent.email, language: offer.agent.language },
    from: booking.from,
    to: booking.to,
    date: booking.date,
    time: booking.time,
    customer: { name: booking.passengerName, mobile: booking.passengerPhone },
    pickup: addresses ? pickupAddressLine(addresses) : booking.pickupInfo,
  };
  return [
    { topic: OUTBOX_TOPICS.offerBookedNotice, payload: notice },
    { topic: OUTBOX_TOPICS.offerBookedEmail, payload: notice },
  ];
}
