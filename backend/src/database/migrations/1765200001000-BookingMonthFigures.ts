import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** A booking row's kind in the figures: as first written, an agent's offer or anything else as 'one-way'. */
export type FigureKind = (row: string) => string;
const OFFER_OR_ONE_WAY: FigureKind = (row) => `CASE WHEN ${row}.offerId IS NULL THEN 'one-way' ELSE 'offer' END`;
const MONTH = (row: string) => `SUBSTR(${row}.date, 1, 7)`;

/**
 * How the figures split each month's counts: over `slots` rows by booking id, or one row when 0.
 * Consecutive ids land on different rows, so bookings written at the same moment do not wait on
 * one another's row lock.
 */
export interface FigureShape {
  kind: FigureKind;
  slots: number;
}

/** The figures' key columns, and their values for a booking row (`NEW`, `OLD` or an alias). */
const keyColumns = (shape: FigureShape) => (shape.slots > 0 ? 'month, status, kind, slot' : 'month, status, kind');
const keyValues = (shape: FigureShape, row: string) =>
  `${MONTH(row)}, ${row}.status, ${shape.kind(row)}${shape.slots > 0 ? `, ${row}.id % ${shape.slots}` : ''}`;

/** Adds (sign +1) or takes away (-1) one booking row's share of its month's figures. */
function upsert(sqlite: boolean, shape: FigureShape, row: 'NEW' | 'OLD', sign: 1 | -1): string {
  const insert =
    `INSERT INTO booking_month_figures (${keyColumns(shape)}, bookings, revenuePaise) ` +
    `VALUES (${keyValues(shape, row)}, ${sign}, ${sign} * ${row}.totalAmountPaise)`;
  return sqlite
    ? `${insert} ON CONFLICT (${keyColumns(shape)}) DO UPDATE SET bookings = bookings + excluded.bookings, revenuePaise = revenuePaise + excluded.revenuePaise`
    : `${insert} ON DUPLICATE KEY UPDATE bookings = bookings + VALUES(bookings), revenuePaise = revenuePaise + VALUES(revenuePaise)`;
}

/** Only what the figures read: other changes to a booking (its charges, its driver) leave them alone. */
const FIGURE_COLUMNS = ['date', 'status', 'offerId', 'totalAmountPaise'];

/** The figures counted afresh from the bookings there are. */
export async function fillFigures(qr: QueryRunner, shape: FigureShape): Promise<void> {
  const group = keyValues(shape, 'b');
  await qr.query('DELETE FROM booking_month_figures');
  await qr.query(
    `INSERT INTO booking_month_figures (${keyColumns(shape)}, bookings, revenuePaise) ` +
      `SELECT ${group}, COUNT(*), SUM(b.totalAmountPaise) FROM bookings b GROUP BY ${group}`,
  );
}

/** The triggers that keep the figures, for a change of any of `columns` (those `kind` reads among them). */
export async function createFigureTriggers(qr: QueryRunner, shape: FigureShape, columns: readonly string[]): Promise<void> {
  if (qr.connection.options.type === 'better-sqlite3') {
    await qr.query(`CREATE TRIGGER TR_bookings_figures_insert AFTER INSERT ON bookings BEGIN ${upsert(true, shape, 'NEW', 1)}; END`);
    await qr.query(
      `CREATE TRIGGER TR_bookings_figures_update AFTER UPDATE OF ${columns.join(', ')} ON bookings ` +
        `BEGIN ${upsert(true, shape, 'OLD', -1)}; ${upsert(true, shape, 'NEW', 1)}; END`,
    );
    await qr.query(`CREATE TRIGGER TR_bookings_figures_delete AFTER DELETE ON bookings BEGIN ${upsert(true, shape, 'OLD', -1)}; END`);
    return;
  }
  const changed = columns.map((c) => `NOT (OLD.${c} <=> NEW.${c})`).join(' OR ');
  await qr.query(`CREATE TRIGGER TR_bookings_figures_insert AFTER INSERT ON bookings FOR EACH ROW ${upsert(false, shape, 'NEW', 1)}`);
  await qr.query(
    `CREATE TRIGGER TR_bookings_figures_update AFTER UPDATE ON bookings FOR EACH ROW ` +
      `IF ${changed} THEN ${upsert(false, shape, 'OLD', -1)}; ${upsert(false, shape, 'NEW', 1)}; END IF`,
  );
  await qr.query(`CREATE TRIGGER TR_bookings_figures_delete AFTER DELETE ON bookings FOR EACH ROW ${upsert(false, shape, 'OLD', -1)}`);
}

export async function dropFigureTriggers(qr: QueryRunner): Promise<void> {
  for (const name of ['insert', 'update', 'delete']) await qr.query(`DROP TRIGGER TR_bookings_figures_${name}`);
}

/** The figures' table, with room for kinds of `kindLength` characters, and a slot column when they are split. */
export function figuresTable(kindLength: number, slotted = false): Table {
  return new Table({
    name: 'booking_month_figures',
    columns: [
      { name: 'month', type: 'varchar', length: '7', isPrimary: true },
      { name: 'status', type: 'varchar', length: '32', isPrimary: true },
      { name: 'kind', type: 'varchar', length: String(kindLength), isPrimary: true },
      ...(slotted ? [{ name: 'slot', type: 'integer', isPrimary: true }] : []),
      { name: 'bookings', type: 'integer', default: 0 },
      { name: 'revenuePaise', type: 'bigint', default: 0 },
    ],
  });
}

/** What this migration first wrote, which a later one's `down` puts back. */
export const FIRST_FIGURES = { shape: { kind: OFFER_OR_ONE_WAY, slots: 0 }, columns: FIGURE_COLUMNS } as const;

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
    await qr.createTable(figuresTable(8));
    await fillFigures(qr, FIRST_FIGURES.shape);
    await createFigureTriggers(qr, FIRST_FIGURES.shape, FIGURE_COLUMNS);
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
    await dropFigureTriggers(qr);
    await qr.dropTable('booking_month_figures');
  }
}
