import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/** Enquiries for trips the site cannot price at once, answered by the office. */
export class Enquiries1764400002000 implements MigrationInterface {
  name = 'Enquiries1764400002000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    const fk = (name: string, column: string, table: string) =>
      new TableForeignKey({
        name,
        columnNames: [column],
        referencedTableName: table,
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      });
    await qr.createTable(
      new Table({
        name: 'enquiries',
        columns: [
          c.id(),
          c.varchar('name', 120),
          c.varchar('mobile', 10),
          c.varchar('email', 254, true),
          c.varchar('tripType', 16),
          c.int('packageId', true),
          { ...c.date('date'), isNullable: true },
          c.text('message'),
          c.varchar('status', 16),
          c.text('reply', true),
          c.int('repliedById', true),
          c.datetime('repliedAt', true),
          c.int('bookingId', true),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_enquiries_status', columnNames: ['status', 'createdAt'] }),
          new TableIndex({ name: 'IDX_enquiries_created', columnNames: ['createdAt'] }),
        ],
        foreignKeys: [
          fk('FK_enquiries_package', 'packageId', 'packages'),
          fk('FK_enquiries_replier', 'repliedById', 'users'),
          fk('FK_enquiries_booking', 'bookingId', 'bookings'),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('enquiries');
  }
}
