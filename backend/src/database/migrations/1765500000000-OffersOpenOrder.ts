import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const WITH_DATE = new TableIndex({ name: 'IDX_offers_status_created', columnNames: ['status', 'createdAt', 'id', 'date'] });
const WITHOUT = new TableIndex({ name: 'IDX_offers_status_created', columnNames: ['status', 'createdAt'] });

/**
 * The admin's open offers, newest first, straight from one index: the (status, booking time) index
 * also carries the id (the order's tie-break) and the trip date, which tells an open offer from an
 * expired one without reading the row. Before, SQLite took the (status, date) index and sorted every
 * open offer: with 10,000 open, page 1 answered 2.9× slower than with 200.
 */
export class OffersOpenOrder1765500000000 implements MigrationInterface {
  name = 'OffersOpenOrder1765500000000';

  async up(qr: QueryRunner): Promise<void> {
    await replace(qr, WITH_DATE);
  }

  async down(qr: QueryRunner): Promise<void> {
    await replace(qr, WITHOUT);
  }
}

async function replace(qr: QueryRunner, index: TableIndex): Promise<void> {
  await qr.dropIndex('offers', 'IDX_offers_status_created');
  await qr.createIndex('offers', index);
  // As in BookingMonthFigures: a new index without the statistics ANALYZE left looks perfect to SQLite.
  const sqlite = qr.connection.options.type === 'better-sqlite3';
  const analysed = sqlite && (await qr.query("SELECT name FROM sqlite_master WHERE name = 'sqlite_stat1'")).length > 0;
  if (analysed) await qr.query('ANALYZE offers');
}
