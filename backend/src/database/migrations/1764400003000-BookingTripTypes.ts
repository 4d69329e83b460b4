import { type MigrationInterface, type QueryRunner, TableColumn, TableForeignKey } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/** Bookings of every trip type: the type, the fare version and lines they were priced with, the cancellation charge. */
export class BookingTripTypes1764400003000 implements MigrationInterface {
  name = 'BookingTripTypes1764400003000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.addColumns('bookings', [
      new TableColumn({ ...c.varchar('tripType', 16), default: "'one-way'" }),
      new TableColumn(c.int('fareVersionId', true)),
      new TableColumn(c.text('fare', true)),
      new TableColumn(c.text('tripDetails', true)),
      new TableColumn(c.int('cancellationChargePaise', true)),
    ]);
    await qr.createForeignKey(
      'bookings',
      new TableForeignKey({
        name: 'FK_bookings_fare_version',
        columnNames: ['fareVersionId'],
        referencedTableName: 'fare_versions',
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
        onUpdate: 'NO ACTION',
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropForeignKey('bookings', 'FK_bookings_fare_version');
    await qr.dropColumns('bookings', ['cancellationChargePaise', 'tripDetails', 'fare', 'fareVersionId', 'tripType']);
  }
}
