import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  type ValueTransformer,
} from 'typeorm';
import { User } from '../users/user.entity.js';
import type { FareSchedule } from './fare-schedule.js';

/** JSON in a TEXT column: the same on SQLite and MySQL/MariaDB. */
const json: ValueTransformer = {
  to: (value: FareSchedule) => JSON.stringify(value),
  from: (value: string) => JSON.parse(value) as FareSchedule,
};

/**
 * One version of the operator's fare table. Never updated: a change is a new row, and the newest
 * row prices new quotes and bookings. Bookings keep the id of the version they were priced with.
 */
@Entity('fare_versions')
export class FareVersion {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn()
  createdAt: Date;

  /** The admin who saved it; null for version 1, which the migration writes. */
  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById', foreignKeyConstraintName: 'FK_fare_versions_creator' })
  createdBy?: Relation<User> | null;

  /** The whole table, checked by fareScheduleProblems() before it is saved. */
  @Column({ type: 'text', transformer: json })
  schedule: FareSchedule;
}
