import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, type ValueTransformer } from 'typeorm';
import type { Role } from '../users/role.js';
import { User } from '../users/user.entity.js';
import type { AuditAction, AuditEntityType } from './audit-actions.js';

/** An entry's before/after: the changed fields, flat (money in rupees). */
export type AuditValues = Record<string, string | number | boolean | null>;

/** JSON in a TEXT column: the same on SQLite and MySQL/MariaDB. */
const json: ValueTransformer = {
  to: (value: AuditValues | null | undefined) => (value === null || value === undefined ? null : JSON.stringify(value)),
  from: (value: string | null) => (value === null ? null : (JSON.parse(value) as AuditValues)),
};

/**
 * One change to a booking, an account or an offer: who made it and when, what it was before and
 * after. Written only by AuditLog, inside the transaction of the change it records.
 */
@Entity('audit_log')
@Index('IDX_audit_entity', ['entityType', 'entityId', 'at'])
@Index('IDX_audit_actor', ['actorId', 'at'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  /** UTC, from the app's Clock. */
  @Column({ type: 'datetime' })
  at: Date;

  /** Who made the change; null when nobody was signed in (a reset link asked for on the login page). */
  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actorId', foreignKeyConstraintName: 'FK_audit_actor' })
  actor?: Relation<User> | null;

  /** The actor's role at the time. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  actorRole: Role | null;

  @Column({ type: 'varchar', length: 16 })
  entityType: AuditEntityType;

  @Column({ type: 'integer' })
  entityId: number;

  @Column({ type: 'varchar', length: 48 })
  action: AuditAction;

  @Column({ type: 'text', nullable: true, transformer: json })
  before: AuditValues | null;

  @Column({ type: 'text', nullable: true, transformer: json })
  after: AuditValues | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;
}
