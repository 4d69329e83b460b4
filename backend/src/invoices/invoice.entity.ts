import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import type { InvoiceBody } from './invoice-body.js';

const json = {
  to: (value: InvoiceBody | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string) => JSON.parse(value) as InvoiceBody,
};

/**
 * A GST tax invoice, issued once when a trip closes. `body` holds every figure and name printed on
 * it, so a re-issued copy is the same document with the same serial.
 */
@Entity('invoices')
@Index('UQ_invoices_booking', ['bookingId'], { unique: true })
@Index('UQ_invoices_serial', ['serial'], { unique: true })
@Index('IDX_invoices_issued', ['issuedAt', 'number'])
export class Invoice {
  @PrimaryGeneratedColumn()
  id: number;

  /** The booking billed; the booking entity does not point back, so the imports have no cycle. */
  @Column({ type: 'integer' })
  bookingId: number;

  @ManyToOne(() => Booking, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'bookingId', foreignKeyConstraintName: 'FK_invoices_booking' })
  booking?: Relation<Booking>;

  /** 'JC/2026-27/00042': at most 16 characters (rule 46). */
  @Column({ type: 'varchar', length: 16 })
  serial: string;

  @Column({ type: 'varchar', length: 7 })
  financialYear: string;

  @Column({ type: 'integer' })
  number: number;

  @Column({ type: 'datetime' })
  issuedAt: Date;

  @Column({ type: 'text', transformer: json })
  body: InvoiceBody;
}
