import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const KIND = (row: string) => `CASE WHEN ${row}.offerId IS NULL THEN 'one-way' ELSE 'offer' END`;
const MONTH = (row: string) => `SUBSTR(${row}.date, 1, 7)`;

/** Adds (sign +1) or takes away (-1) one booking row's share of its month's figures. */
function upsert(sqlite: boolean, row: 'NEW' | 'OLD', sign: 1 | -1): string {
  const values = `(${MONTH(row)}, ${row}.status, ${KIND(row)}, ${sign}, ${sign} * ${row}.totalAmountPaise)`;
  const insert = `INSERT INTO booking_month_figures (month, status, kind, bookings, revenuePaise) VALUES ${values}`;
  return sqlite
    ? `${insert} ON CONFLICT (month, status, kind) DO UPDATE SET bookings = bookings + excluded.bookings, revenuePaise = revenuePaise + excluded.revenuePaise`
    : `${insert} ON DUPLICATE KEY UPDATE bookings = bookings + VALUES(bookings), revenuePaise = revenuePaise + VALUES(revenuePaise)`;
}

/** Only what the figures read: other changes to a booking (its charges, its driver) leave them alone. */
const FIGURE_COLUMNS = ['date', 'status', 'offerId', 'totalAmountPaise'];

/**
 * Monthly booking figures kept by triggers, for both databases: every insert, update of a figure
 * column, and delete of a booking adjusts its month's row in the same statement, so the figures
 * always equal a count of the table. Filled once from the bookings already there. Also the bookings
 * index for a status's newest first gets the id before the trip date, so the list's tie-break
 * (`createdAt DESC, id DESC`) is the index order and a deep page never sorts a status's history.
 */
export class BookingMonthFigures1765200001000 implements MigrationInterface {
  name = 'BookingMonthFigures1765200001000';

  async up(qr: QueryRunner): Promise<void> {
    const sqlite = qr.connection.options.type === 'better-sqlite3';
    await qr.createTable(
      new Table({
        name: 'booking_month_figures',
        columns: [
          { name: 'month', type: 'varchar', length: '7', isPrimary: true },
          { name: 'status', type: 'varchar', length: '32', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '8', isPrimary: true },
          { name: 'bookings', type: 'integer', default: 0 },
          { name: 'revenuePaise', type: 'bigint', default: 0 },
        ],
      }),
    );
    await qr.query(
      `INSERT INTO booking_month_figures (month, status, kind, bookings, revenuePaise) ` +
        `SELECT ${MONTH('b')}, b.status, ${KIND('b')}, COUNT(*), SUM(b.totalAmountPaise) FROM bookings b ` +
        `GROUP BY ${MONTH('b')}, b.status, ${KIND('b')}`,
    );
    if (sqlite) {
      await qr.query(`CREATE TRIGGER TR_bookings_figures_insert AFTER INSERT ON bookings BEGIN ${upsert(true, 'NEW', 1)}; END`);
      await qr.query(
        `CREATE TRIGGER TR_bookings_figures_update AFTER UPDATE OF ${FIGURE_COLUMNS.join(', ')} ON bookings ` +
          `BEGIN ${upsert(true, 'OLD', -1)}; ${upsert(true, 'NEW', 1)}; END`,
      );
      await qr.query(`CREATE TRIGGER TR_bookings_figures_delete AFTER DELETE ON bookings BEGIN ${upsert(true, 'OLD', -1)}; END`);
    } else {
      const changed = FIGURE_COLUMNS.map((c) => `NOT (OLD.${c} <=> NEW.${c})`).join(' OR ');
      await qr.query(`CREATE TRIGGER TR_bookings_figures_insert AFTER INSERT ON bookings FOR EACH ROW ${upsert(false, 'NEW', 1)}`);
      await qr.query(
        `CREATE TRIGGER TR_bookings_figures_update AFTER UPDATE ON bookings FOR EACH ROW ` +
          `IF ${changed} THEN ${upsert(false, 'OLD', -1)}; ${upsert(false, 'NEW', 1)}; END IF`,
      );
      await qr.query(`CREATE TRIGGER TR_bookings_figures_delete AFTER DELETE ON bookings FOR EACH ROW ${upsert(false, 'OLD', -1)}`);
    }
    await qr.dropIndex('bookings', 'IDX_bookings_status_created');
    await qr.createIndex(
      'bookings',
      new TableIndex({ name: 'IDX_bookings_status_created', columnNames: ['status', 'createdAt', 'id', 'date'] }),
    );
    // SQLite plans with the statistics ANALYZE left (seed:scale makes them); a new index without
    // any looks perfect to it and would be chosen for queries it serves badly. MariaDB keeps its own.
    const analysed = sqlite && (await qr.query("SELECT name FROM sqlite_master WHERE name = 'sqlite_stat1'")).length > 0;
    if (analysed) await qr.query('ANALYZE bookings');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('bookings', 'IDX_bookings_status_created');
    await qr.createIndex('bookings', new TableIndex({ name: 'IDX_bookings_status_created', columnNames: ['status', 'createdAt', 'date'] }));
    for (const name of ['insert', 'update', 'delete']) await qr.query(`DROP TRIGGER TR_bookings_figures_${name}`);
    await qr.dropTable('booking_month_figures');
  }
}
