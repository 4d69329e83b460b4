import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { binaryColumnType } from '../database/binary-column.js';

export type FilePurpose = 'profile' | 'id-proof' | 'package' | 'receipt';

/** An uploaded image, re-encoded, kept in the database so every server instance can serve it. */
@Entity('files')
@Index('IDX_files_owner', ['ownerId'])
export class StoredFile {
  @PrimaryGeneratedColumn()
  id: number;

  /**
   * The user the file belongs to. A bare foreign key named by the entity's name, not a relation:
   * users point at their files, so a relation back would make the two entity modules import each other.
   */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey('User', { name: 'FK_files_owner', onDelete: 'CASCADE' })
  ownerId: number | null;

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
