import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/** Why the office cancelled a booking or marked a no-show, shown to the customer (null otherwise). */
export class StatusReason1765300000000 implements MigrationInterface {
  name = 'StatusReason1765300000000';

  async up(qr: QueryRunner): Promise<void> {
    // On SQLite, TypeORM's addColumn rebuilds the table, which drops the triggers that keep the
    // monthly figures and the word search; a plain ALTER keeps them.
    if (qr.connection.driver.options.type === 'better-sqlite3') {
      await qr.query('ALTER TABLE "bookings" ADD COLUMN "statusReason" varchar(200)');
      return;
    }
    await qr.addColumn('bookings', new TableColumn(columnKit(qr).varchar('statusReason', 200, true)));
  }

  async down(qr: QueryRunner): Promise<void> {
    if (qr.connection.driver.options.type === 'better-sqlite3') {
      await qr.query('ALTER TABLE "bookings" DROP COLUMN "statusReason"');
      return;
    }
    await qr.dropColumn('bookings', 'statusReason');
  }
}
