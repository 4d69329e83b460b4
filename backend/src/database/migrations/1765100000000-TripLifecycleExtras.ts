import { type MigrationInterface, type QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { columnKit } from '../migration-columns.js';

const RECEIPTS = ['tollsReceiptFileId', 'parkingReceiptFileId', 'stateTaxReceiptFileId'] as const;

/**
 * The rest of the trip lifecycle: each person's language for e-mails and PDFs; on bookings the
 * customer's GSTIN (a B2B invoice), the driver and cab an offer's agent sends, receipt photos of
 * tolls, parking and state tax (in `files`), and the empty-return offer published from the trip.
 */
export class TripLifecycleExtras1765100000000 implements MigrationInterface {
  name = 'TripLifecycleExtras1765100000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.addColumn('users', new TableColumn({ ...c.varchar('language', 2), default: "'en'" }));
    await qr.addColumns('bookings', [
      new TableColumn(c.varchar('customerGstin', 15, true)),
      new TableColumn(c.varchar('agentDriverName', 120, true)),
      new TableColumn(c.varchar('agentDriverMobile', 10, true)),
      new TableColumn(c.varchar('agentCabRegistration', 15, true)),
      new TableColumn(c.varchar('agentCabModel', 40, true)),
      ...RECEIPTS.map((name) => new TableColumn(c.int(name, true))),
      new TableColumn(c.int('returnOfferId', true)),
    ]);
    await qr.createIndex('bookings', new TableIndex({ name: 'UQ_bookings_return_offer', columnNames: ['returnOfferId'], isUnique: true }));
    await qr.createForeignKeys('bookings', [
      ...RECEIPTS.map(
        (name) =>
          new TableForeignKey({
            name: `FK_bookings_${name}`,
            columnNames: [name],
            referencedTableName: 'files',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
      ),
      new TableForeignKey({
        name: 'FK_bookings_return_offer',
        columnNames: ['returnOfferId'],
        referencedTableName: 'offers',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropForeignKey('bookings', 'FK_bookings_return_offer');
    for (const name of RECEIPTS) await qr.dropForeignKey('bookings', `FK_bookings_${name}`);
    await qr.dropIndex('bookings', 'UQ_bookings_return_offer');
    await qr.dropColumns('bookings', [
      'returnOfferId',
      ...[...RECEIPTS].reverse(),
      'agentCabModel',
      'agentCabRegistration',
      'agentDriverMobile',
      'agentDriverName',
      'customerGstin',
    ]);
    await qr.dropColumn('users', 'language');
  }
}
