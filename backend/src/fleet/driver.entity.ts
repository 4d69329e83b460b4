import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A driver the operator sends on trips. Dates are IST 'YYYY-MM-DD'. */
@Entity('drivers')
@Index('UQ_drivers_mobile', ['mobile'], { unique: true })
@Index('IDX_drivers_name', ['name'])
export class Driver {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 10 })
  mobile: string;

  @Column({ type: 'varchar', length: 20 })
  licenceNumber: string;

  /** The last day the driving licence is valid. */
  @Column({ type: 'varchar', length: 10 })
  licenceExpiry: string;

  @Column({ type: 'boolean', default: 1 })
  active: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
