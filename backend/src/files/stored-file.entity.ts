import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { binaryColumnType } from '../database/binary-column.js';
import { User } from '../users/user.entity.js';

export type FilePurpose = 'profile' | 'id-proof';

/** An uploaded image, re-encoded, kept in the database so every server instance can serve it. */
@Entity('files')
@Index('IDX_files_owner', ['ownerId'])
export class StoredFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  ownerId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_files_owner' })
  owner?: Relation<User> | null;

  @Column({ type: 'varchar', length: 16 })
  purpose: FilePurpose;

  @Column({ type: 'varchar', length: 40 })
  mimeType: string;

  @Column({ type: 'integer' })
  byteSize: number;

  @Column({ type: binaryColumnType(), select: false })
  data: Buffer;

  @CreateDateColumn()
  createdAt: Date;
}
