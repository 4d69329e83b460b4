import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/**
 * The outbox worker claims a whole batch in one statement, each message marked with the pass that
 * claimed it. It claimed message by message: two statements per booking's notices, more than the
 * rest of the worker's pass together.
 */
export class OutboxClaims1765700000000 implements MigrationInterface {
  name = 'OutboxClaims1765700000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('outbox', new TableColumn(columnKit(qr).varchar('claimedBy', 36, true)));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('outbox', 'claimedBy');
  }
}
