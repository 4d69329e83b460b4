import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/** A booking's pickup address with its landmark, and its drop address (null on older bookings). */
export class BookingAddresses1764700000000 implements MigrationInterface {
  name = 'BookingAddresses1764700000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.addColumns('bookings', [
      new TableColumn(c.varchar('pickupAddress', 200, true)),
      new TableColumn(c.varchar('pickupLandmark', 100, true)),
      new TableColumn(c.varchar('dropAddress', 200, true)),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumns('bookings', ['dropAddress', 'pickupLandmark', 'pickupAddress']);
  }
}
