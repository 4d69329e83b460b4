import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/**
 * When a user last set a password through a password link: tokens issued before it are refused.
 * (On SQLite TypeORM rebuilds the table; migrations run with its foreign keys off, so no cascade.)
 */
export class PasswordChangedAt1763730000000 implements MigrationInterface {
  name = 'PasswordChangedAt1763730000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('users', new TableColumn(columnKit(qr).datetime('passwordChangedAt', true)));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('users', 'passwordChangedAt');
  }
}
