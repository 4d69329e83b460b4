import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { TripTypeId } from '../trips/trip-types.js';
import type { EnquiryStatus } from './enquiry-status.js';

/** A trip the site cannot price at once (a wedding fleet, a monthly office contract): the office answers it. */
@Entity('enquiries')
@Index('IDX_enquiries_status', ['status', 'createdAt'])
@Index('IDX_enquiries_created', ['createdAt'])
export class Enquiry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 10 })
  mobile: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 16 })
  tripType: TripTypeId;

  /** The package asked about, if any. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey('TripPackage', { name: 'FK_enquiries_package', onDelete: 'SET NULL' })
  packageId: number | null;

  /** Trip date the person has in mind (IST), if they gave one. */
  @Column({ type: 'date', nullable: true })
  date: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 16 })
  status: EnquiryStatus;

  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey('User', { name: 'FK_enquiries_replier', onDelete: 'SET NULL' })
  repliedById: number | null;

  @Column({ type: 'datetime', nullable: true })
  repliedAt: Date | null;

  /** The booking it became. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey('Booking', { name: 'FK_enquiries_booking', onDelete: 'SET NULL' })
  bookingId: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
