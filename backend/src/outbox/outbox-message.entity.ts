import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A notice or e-mail to send, written in the transaction of the change it announces and delivered
 * after commit by OutboxWorker (at least once; receivers can tell repeats by the id). Written only
 * by Outbox.
 */
@Entity('outbox')
@Index('IDX_outbox_due', ['deliveredAt', 'availableAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  /** What to do with it: a handler registered under this name (see outbox-topics.ts). */
  @Column({ type: 'varchar', length: 64 })
  topic: string;

  /** JSON. */
  @Column({ type: 'text' })
  payload: string;

  /** UTC. */
  @Column({ type: 'datetime' })
  createdAt: Date;

  /** Not before (UTC): the next attempt after a failure, with backoff. */
  @Column({ type: 'datetime' })
  availableAt: Date;

  /** A worker holds the message until then (UTC); another may take it after, should that worker have died. */
  @Column({ type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  /** The worker pass that last claimed it (a random id): tells a pass which of its batch it got. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimedBy: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}
