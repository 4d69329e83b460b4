import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
  type ValueTransformer,
} from 'typeorm';
import { FareVersion } from '../fares/fare-version.entity.js';
import { Cab } from '../fleet/cab.entity.js';
import { Driver } from '../fleet/driver.entity.js';
import { Offer } from '../offers/offer.entity.js';
import type { IdProofType } from '../users/user.entity.js';
import { User } from '../users/user.entity.js';
import type { AdvanceStatus } from './advance.js';
import type { BookingStatus } from './booking-status.js';
import type { BookingFare, TripDetails } from './booking-fare.js';
import type { TripTypeId } from '../trips/trip-types.js';

/** JSON in a TEXT column: the same on SQLite and MySQL/MariaDB. */
const json: ValueTransformer = {
  to: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
  from: (value: string | null) => (value === null ? null : (JSON.parse(value) as unknown)),
};

/**
 * One trip booked by (or for) a customer. Money is whole paise; trip date and time are the IST
 * text the customer chose; timestamps are UTC.
 */
@Entity('bookings')
@Index('UQ_bookings_idempotency', ['createdById', 'idempotencyKey'], { unique: true })
@Index('IDX_bookings_user', ['userId', 'createdAt'])
@Index('IDX_bookings_offer', ['offerId'])
@Index('IDX_bookings_status_created', ['status', 'createdAt', 'id', 'date'])
@Index('IDX_bookings_status_date', ['status', 'date', 'createdAt'])
@Index('IDX_bookings_created', ['createdAt'])
@Index('IDX_bookings_date', ['date', 'time'])
@Index('IDX_bookings_vehicle', ['vehicle', 'createdAt', 'date'])
@Index('IDX_bookings_total', ['totalAmountPaise'])
@Index('IDX_bookings_passenger_phone', ['passengerPhone'])
@Index('IDX_bookings_passenger_email', ['passengerEmail'])
@Index('IDX_bookings_advance', ['advanceStatus', 'createdAt'])
@Index('IDX_bookings_date_stats', ['date', 'status', 'offerId', 'totalAmountPaise'])
@Index('IDX_bookings_driver_window', ['driverId', 'tripStartsAt'])
@Index('IDX_bookings_cab_window', ['cabId', 'tripStartsAt'])
@Index('UQ_bookings_return_offer', ['returnOfferId'], { unique: true })
// MariaDB's word search (SQLite's is the bookings_words FTS5 table); both made by migration 1765200002000.
@Index('FT_bookings_words', { synchronize: false })
export class Booking {
  @PrimaryGeneratedColumn()
  id: number;

  /** The owner: the customer the trip is for (an admin when an admin books for themselves). */
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_bookings_user' })
  user?: Relation<User>;

  /** Who made the request: the owner, or the admin booking on a customer's behalf. */
  @Column({ type: 'integer' })
  createdById: number;

  @ManyToOne(() => User, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'createdById', foreignKeyConstraintName: 'FK_bookings_created_by' })
  createdBy?: Relation<User>;

  @Column({ type: 'integer', nullable: true })
  offerId: number | null;

  @ManyToOne(() => Offer, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'offerId', foreignKeyConstraintName: 'FK_bookings_offer' })
  offer?: Relation<Offer> | null;

  @Column({ name: 'fromPlace', type: 'varchar', length: 200 })
  from: string;

  @Column({ name: 'toPlace', type: 'varchar', length: 200 })
  to: string;

  /** Pickup date in IST, 'YYYY-MM-DD'. */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** Pickup time in IST, 'HH:mm'. */
  @Column({ type: 'varchar', length: 5 })
  time: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  pickupInfo: string | null;

  /** Street address the driver comes to; null on bookings made before addresses were asked. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  pickupAddress: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  pickupLandmark: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  dropAddress: string | null;

  @Column({ type: 'varchar', length: 40 })
  vehicle: string;

  @Column({ type: 'integer' })
  seats: number;

  @Column({ type: 'integer' })
  distanceMetres: number;

  @Column({ type: 'integer' })
  baseAmountPaise: number;

  @Column({ type: 'integer' })
  driverAllowancePaise: number;

  /** Base fare plus driver allowance: the fare the customer agreed to when booking. */
  @Column({ type: 'integer' })
  totalAmountPaise: number;

  @Column({ type: 'integer' })
  haltingChargesPaise: number;

  @Column({ type: 'integer' })
  tollTaxAndParkingPaise: number;

  @Column({ type: 'integer' })
  extraHoursChargesPaise: number;

  @Column({ type: 'integer' })
  extraKmChargesPaise: number;

  /** The advance an admin has verified as received. */
  @Column({ type: 'integer' })
  advanceAmountPaise: number;

  @Column({ type: 'varchar', length: 16 })
  advanceStatus: AdvanceStatus;

  /** What the customer says they paid, with the UPI transaction reference (UTR). */
  @Column({ type: 'integer', nullable: true })
  advanceClaimPaise: number | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  advanceUtr: string | null;

  @Column({ type: 'datetime', nullable: true })
  advanceSubmittedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  advanceVerifiedAt: Date | null;

  @Column({ type: 'varchar', length: 32 })
  status: BookingStatus;

  @Column({ type: 'varchar', length: 120 })
  passengerName: string;

  @Column({ type: 'varchar', length: 10 })
  passengerPhone: string;

  @Column({ type: 'varchar', length: 254 })
  passengerEmail: string;

  @Column({ type: 'varchar', length: 20 })
  passengerIdType: IdProofType;

  @Column({ type: 'varchar', length: 20 })
  passengerIdNumber: string;

  /** One of the eight trip types (trips/trip-types.ts); bookings made before there were types are one-way. */
  @Column({ type: 'varchar', length: 16, default: 'one-way' })
  tripType: TripTypeId;

  /** The fare version that priced it; null for offer bookings (the agent's price) and older bookings. */
  @Column({ type: 'integer', nullable: true })
  fareVersionId: number | null;

  /** Loaded with the booking (BOOKING_RELATIONS): the final bill charges extras at this version's rates. */
  @ManyToOne(() => FareVersion, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'fareVersionId', foreignKeyConstraintName: 'FK_bookings_fare_version' })
  fareVersion?: Relation<FareVersion> | null;

  /** The priced lines, GST split and included/extra texts as quoted, kept so a later fare change never alters them. */
  @Column({ type: 'text', nullable: true, transformer: json })
  fare: BookingFare | null;

  /** What else the trip type needs: stops and return (round trip), hours (local), package. */
  @Column({ type: 'text', nullable: true, transformer: json })
  tripDetails: TripDetails | null;

  /** Why the office cancelled it or marked a no-show (told to the customer); null otherwise. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  statusReason: string | null;

  /** What the customer owed for cancelling, by the slabs of the booking's fare version; null until cancelled by them. */
  @Column({ type: 'integer', nullable: true })
  cancellationChargePaise: number | null;

  /** The client's Idempotency-Key, unique per requesting user: a retry returns this booking. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** SHA-256 of the request, so a key reused for a different booking is refused, not replayed. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyFingerprint: string | null;

  /** The driver and cab an admin assigned (booking-assignment.service.ts). */
  @Column({ type: 'integer', nullable: true })
  driverId: number | null;

  @ManyToOne(() => Driver, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'driverId', foreignKeyConstraintName: 'FK_bookings_driver' })
  driver?: Relation<Driver> | null;

  @Column({ type: 'integer', nullable: true })
  cabId: number | null;

  @ManyToOne(() => Cab, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'cabId', foreignKeyConstraintName: 'FK_bookings_cab' })
  cab?: Relation<Cab> | null;

  /** The time the driver and cab are held: pickup to the expected end (trip-window.ts). UTC. */
  @Column({ type: 'datetime', nullable: true })
  tripStartsAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  tripEndsAt: Date | null;

  /** Four digits the customer tells the driver at pickup; set at the first assignment. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  startCode: string | null;

  // The trip sheet: odometer readings, times and the actuals paid on the way.
  @Column({ type: 'integer', nullable: true })
  tripStartKm: number | null;

  @Column({ type: 'datetime', nullable: true })
  tripStartedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  tripEndKm: number | null;

  @Column({ type: 'datetime', nullable: true })
  tripEndedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  tripTollsPaise: number | null;

  @Column({ type: 'integer', nullable: true })
  tripParkingPaise: number | null;

  @Column({ type: 'integer', nullable: true })
  tripStateTaxPaise: number | null;

  /** The customer's GSTIN (validated): their invoice is then B2B, printed with it (invoice body `recipient.gstin`). */
  @Column({ type: 'varchar', length: 15, nullable: true })
  customerGstin: string | null;

  // The driver and cab an offer's agent sends (their own, not the operator's fleet), as the agent typed them.
  @Column({ type: 'varchar', length: 120, nullable: true })
  agentDriverName: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  agentDriverMobile: string | null;

  @Column({ type: 'varchar', length: 15, nullable: true })
  agentCabRegistration: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  agentCabModel: string | null;

  // Receipt photos of the trip sheet's tolls, parking and state tax (re-encoded images in `files`).
  @Column({ type: 'integer', nullable: true })
  @ForeignKey('StoredFile', { name: 'FK_bookings_tollsReceiptFileId', onDelete: 'SET NULL' })
  tollsReceiptFileId: number | null;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey('StoredFile', { name: 'FK_bookings_parkingReceiptFileId', onDelete: 'SET NULL' })
  parkingReceiptFileId: number | null;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey('StoredFile', { name: 'FK_bookings_stateTaxReceiptFileId', onDelete: 'SET NULL' })
  stateTaxReceiptFileId: number | null;

  /** The empty return leg published as an offer from this trip (one at most). */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey('Offer', { name: 'FK_bookings_return_offer', onDelete: 'SET NULL' })
  returnOfferId: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
