import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The admin dashboard's queries and the list filters its tiles open, each from an index:
 * advances waiting for verification (`advance=submitted`, newest first), and the 12-month series,
 * which reads a year of trips by date, status, kind and fare from the index alone (it covers the
 * query) instead of fetching 100,000 rows.
 */
const INDEXES = [
  new TableIndex({ name: 'IDX_bookings_advance', columnNames: ['advanceStatus', 'createdAt'] }),
  new TableIndex({ name: 'IDX_bookings_date_stats', columnNames: ['date', 'status', 'offerId', 'totalAmountPaise'] }),
];

export class DashboardIndexes1764600000000 implements MigrationInterface {
  name = 'DashboardIndexes1764600000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndices('bookings', INDEXES);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const index of INDEXES) await qr.dropIndex('bookings', index.name as string);
  }
}
