import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/** Why the office cancelled a booking or marked a no-show, shown to the customer (null otherwise). */
export class StatusReason1765300000000 implements MigrationInterface {
  name = 'StatusReason1765300000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('bookings', new TableColumn(columnKit(qr).varchar('statusReason', 200, true)));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('bookings', 'statusReason');
  }
}
