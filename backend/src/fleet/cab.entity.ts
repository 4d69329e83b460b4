import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A cab of the fleet. Registration is kept without spaces, upper case ('MP20AB1234'); dates are IST. */
@Entity('cabs')
@Index('UQ_cabs_registration', ['registration'], { unique: true })
export class Cab {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 15 })
  registration: string;

  /** Model or type as the fare table names it ('Dzire', 'Ertiga', …). */
  @Column({ type: 'varchar', length: 40 })
  vehicle: string;

  @Column({ type: 'integer' })
  seats: number;

  @Column({ type: 'varchar', length: 10 })
  permitExpiry: string;

  @Column({ type: 'varchar', length: 10 })
  fitnessExpiry: string;

  @Column({ type: 'varchar', length: 10 })
  insuranceExpiry: string;

  @Column({ type: 'varchar', length: 10 })
  pucExpiry: string;

  @Column({ type: 'boolean', default: 1 })
  active: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
