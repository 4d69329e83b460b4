import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/** The outbox: notices and e-mails written with the change they announce, sent after commit. */
export class Outbox1765000000000 implements MigrationInterface {
  name = 'Outbox1765000000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.createTable(
      new Table({
        name: 'outbox',
        columns: [
          c.id(),
          c.varchar('topic', 64),
          c.text('payload'),
          c.datetime('createdAt'),
          c.datetime('availableAt'),
          c.datetime('lockedUntil', true),
          { name: 'attempts', type: 'integer', default: 0 },
          c.datetime('deliveredAt', true),
          c.varchar('lastError', 500, true),
        ],
        indices: [new TableIndex({ name: 'IDX_outbox_due', columnNames: ['deliveredAt', 'availableAt'] })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('outbox');
  }
}
