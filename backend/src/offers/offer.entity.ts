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
import { User } from '../users/user.entity.js';

/** What is stored; 'expired' is not stored but read from the date (see offer-state.ts). 'withdrawn': its agent took it back. */
export type StoredOfferStatus = 'open' | 'booked' | 'withdrawn';

/** A seat or car an agent (or admin) offers on a route and date, often an empty return leg. */
@Entity('offers')
@Index('IDX_offers_agent', ['agentId'])
@Index('IDX_offers_status_date', ['status', 'date'])
@Index('IDX_offers_created', ['createdAt'])
@Index('IDX_offers_status_created', ['status', 'createdAt', 'id', 'date'])
@Index('IDX_offers_date', ['date', 'startTime'])
export class Offer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  agentId: number;

  @ManyToOne(() => User, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'agentId', foreignKeyConstraintName: 'FK_offers_agent' })
  agent?: Relation<User>;

  // "from" and "to" are SQL keywords: the columns get plain names so raw SQL never trips on them.
  @Column({ name: 'fromPlace', type: 'varchar', length: 200 })
  from: string;

  @Column({ name: 'toPlace', type: 'varchar', length: 200 })
  to: string;

  @Column({ type: 'varchar', length: 40 })
  vehicle: string;

  @Column({ type: 'integer' })
  seats: number;

  /** Pickup date in IST, 'YYYY-MM-DD'. */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  dropDate: string | null;

  /** 'HH:mm' IST: the waiting time runs from startTime to endTime. */
  @Column({ type: 'varchar', length: 5 })
  startTime: string;

  @Column({ type: 'varchar', length: 5 })
  endTime: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  pickupInfo: string | null;

  /** Measured by the server; whole metres keep the 1-decimal km exact. */
  @Column({ type: 'integer' })
  distanceMetres: number;

  @Column({ type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 16 })
  status: StoredOfferStatus;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
