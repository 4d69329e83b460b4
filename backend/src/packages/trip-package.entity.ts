import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ValueTransformer,
} from 'typeorm';
import type { Vehicle } from '../fares/fare-schedule.js';
import type { PackageTripType } from '../trips/trip-types.js';

/** JSON in a TEXT column: the same on SQLite and MySQL/MariaDB. */
const json: ValueTransformer = {
  to: (value: unknown) => JSON.stringify(value),
  from: (value: string) => JSON.parse(value) as unknown,
};

/**
 * A package an admin sells for marriage, office, tour or national-park trips: what it includes and
 * its whole-rupee, GST-inclusive price for each vehicle it is offered with.
 */
@Entity('packages')
@Index('IDX_packages_type', ['tripType', 'active'])
export class TripPackage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  tripType: PackageTripType;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 120 })
  titleHi: string;

  /** The plan, one entry a step or day, in English and in Hindi. */
  @Column({ type: 'text', transformer: json })
  itinerary: string[];

  @Column({ type: 'text', transformer: json })
  itineraryHi: string[];

  @Column({ type: 'text', transformer: json })
  inclusions: string[];

  @Column({ type: 'text', transformer: json })
  inclusionsHi: string[];

  @Column({ type: 'text', transformer: json })
  exclusions: string[];

  @Column({ type: 'text', transformer: json })
  exclusionsHi: string[];

  /** Places visited, e.g. Bandhavgarh, Bhedaghat. */
  @Column({ type: 'text', transformer: json })
  places: string[];

  @Column({ type: 'integer' })
  km: number;

  @Column({ type: 'integer' })
  hours: number;

  /** Whole rupees, GST included, per vehicle offered. */
  @Column({ type: 'text', transformer: json })
  prices: Partial<Record<Vehicle, number>>;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey('StoredFile', { name: 'FK_packages_photo', onDelete: 'SET NULL' })
  photoFileId: number | null;

  @Column({ type: 'boolean', default: 1 })
  active: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
