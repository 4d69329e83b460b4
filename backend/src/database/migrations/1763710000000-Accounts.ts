import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/** Users and their uploaded images (profile photos, agent ID proofs). */
export class Accounts1763710000000 implements MigrationInterface {
  name = 'Accounts1763710000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.createTable(
      new Table({
        name: 'users',
        columns: [
          c.id(),
          c.varchar('role', 16),
          c.varchar('fullName', 120),
          c.varchar('email', 254),
          c.varchar('mobile', 10, true),
          c.varchar('area', 200, true),
          c.varchar('city', 100, true),
          c.varchar('state', 100, true),
          c.varchar('pincode', 6, true),
          c.varchar('passwordHash', 100),
          c.boolean('active', 0),
          c.datetime('approvedAt', true),
          c.varchar('travelerName', 120, true),
          c.varchar('idProofType', 20, true),
          c.int('idProofFileId', true),
          c.int('profileImageFileId', true),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_users_email', columnNames: ['email'], isUnique: true }),
          new TableIndex({ name: 'UQ_users_mobile', columnNames: ['mobile'], isUnique: true }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'files',
        columns: [
          c.id(),
          c.int('ownerId', true),
          c.varchar('purpose', 16),
          c.varchar('mimeType', 40),
          c.int('byteSize'),
          c.binary('data'),
          c.createdAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_files_owner', columnNames: ['ownerId'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_files_owner',
            columnNames: ['ownerId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await qr.createForeignKeys('users', [
      new TableForeignKey({
        name: 'FK_users_id_proof_file',
        columnNames: ['idProofFileId'],
        referencedTableName: 'files',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
      new TableForeignKey({
        name: 'FK_users_profile_image_file',
        columnNames: ['profileImageFileId'],
        referencedTableName: 'files',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropForeignKey('users', 'FK_users_profile_image_file');
    await qr.dropForeignKey('users', 'FK_users_id_proof_file');
    await qr.dropTable('files');
    await qr.dropTable('users');
  }
}
