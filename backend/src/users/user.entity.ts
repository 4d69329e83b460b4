import type { Language } from '../common/i18n/translate.js';
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
import { StoredFile } from '../files/stored-file.entity.js';
import type { Role } from './role.js';

export const ID_PROOF_TYPES = ['Aadhar Card', 'Voter ID Card'] as const;
export type IdProofType = (typeof ID_PROOF_TYPES)[number];

@Entity('users')
@Index('UQ_users_email', ['email'], { unique: true })
@Index('UQ_users_mobile', ['mobile'], { unique: true })
@Index('IDX_users_role_created', ['role', 'createdAt'])
@Index('IDX_users_role_active', ['role', 'active', 'createdAt'])
@Index('IDX_users_role_city', ['role', 'city'])
@Index('IDX_users_role_name', ['role', 'fullName'])
// MariaDB's word search (SQLite's is the users_words FTS5 table); both made by migration 1765200002000.
@Index('FT_users_words', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  role: Role;

  @Column({ type: 'varchar', length: 120 })
  fullName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Ten digits, or null for an admin created from the command line without one. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  mobile: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  area: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 6, nullable: true })
  pincode: string | null;

  @Column({ type: 'varchar', length: 100 })
  passwordHash: string;

  @Column({ type: 'boolean', default: 0 })
  active: boolean;

  /** Set when an admin first activates an agent or admin (customers at registration). */
  @Column({ type: 'datetime', nullable: true })
  approvedAt: Date | null;

  /** Whole seconds, set when a password link is used: every token issued before it is refused. */
  @Column({ type: 'datetime', nullable: true })
  passwordChangedAt: Date | null;

  /** A new e-mail address waiting to be confirmed through the link sent to it. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  pendingEmail: string | null;

  @Column({ type: 'datetime', nullable: true })
  pendingEmailExpiresAt: Date | null;

  /**
   * The language of this person's e-mails and PDFs: the site's language when they registered or
   * last saved their profile (the switch sends it as Accept-Language). See docs/architecture.md.
   */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /** Set when the customer deleted their account: the row stays, anonymised, for its bookings. */
  @Column({ type: 'datetime', nullable: true })
  deletedAt: Date | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  travelerName: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  idProofType: IdProofType | null;

  @Column({ type: 'integer', nullable: true })
  idProofFileId: number | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'idProofFileId', foreignKeyConstraintName: 'FK_users_id_proof_file' })
  idProofFile?: Relation<StoredFile> | null;

  @Column({ type: 'integer', nullable: true })
  profileImageFileId: number | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'profileImageFileId', foreignKeyConstraintName: 'FK_users_profile_image_file' })
  profileImageFile?: Relation<StoredFile> | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
