import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Offer } from '../offers/offer.entity.js';
import type { IdProofType } from '../users/user.entity.js';
import { User } from '../users/user.entity.js';
import type { AdvanceStatus } from './advance.js';
import type { BookingStatus } from './booking-status.js';

/**
 * One trip booked by (or for) a customer. Money is whole paise; trip date and time are the IST
 * text the customer chose; timestamps are UTC.
 */
@Entity('bookings')
@Index('UQ_bookings_reference', ['reference'], { unique: true })
@Index('UQ_bookings_idempotency', ['createdById', 'idempotencyKey'], { unique: true })
@Index('IDX_bookings_user', ['userId', 'createdAt'])
@Index('IDX_bookings_offer', ['offerId'])
@Index('IDX_bookings_status_created', ['status', 'createdAt', 'date'])
@Index('IDX_bookings_status_date', ['status', 'date', 'createdAt'])
@Index('IDX_bookings_created', ['createdAt'])
@Index('IDX_bookings_date', ['date', 'time'])
@Index('IDX_bookings_vehicle', ['vehicle', 'createdAt', 'date'])
@Index('IDX_bookings_total', ['totalAmountPaise'])
@Index('IDX_bookings_passenger_phone', ['passengerPhone'])
@Index('IDX_bookings_passenger_email', ['passengerEmail'])
export class Booking {
  @PrimaryGeneratedColumn()
  id: number;

  /** JBP-000123, set from the id in the transaction that inserts the row. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  reference: string | null;

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

  /** The client's Idempotency-Key, unique per requesting user: a retry returns this booking. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** SHA-256 of the request, so a key reused for a different booking is refused, not replayed. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyFingerprint: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
