import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `formatBookingReference(id)` in each database's SQL: 'JBP-' and the id, at least 6 digits. */
const SQLITE_REFERENCE = `'JBP-' || printf('%06d', id)`;
const MYSQL_REFERENCE = `CONCAT('JBP-', IF(id < 1000000, LPAD(id, 6, '0'), id))`;

/**
 * A booking's reference is its id's (JBP-000123, `formatBookingReference`), made wherever it is
 * shown, and a search for one looks the id up. The column held the same text, written by an UPDATE
 * after every booking's insert: a second write per booking on the busiest path, for nothing the id
 * does not say.
 *
 * Raw SQL on SQLite: TypeORM's dropColumn rebuilds the table there, which would drop the triggers
 * that keep the monthly figures and the word search.
 */
export class BookingReferenceFromId1765800000000 implements MigrationInterface {
  name = 'BookingReferenceFromId1765800000000';

  async up(qr: QueryRunner): Promise<void> {
    const sqlite = qr.connection.driver.options.type === 'better-sqlite3';
    // Every reference was written from its id; a row that says otherwise would lose its reference.
    const [{ n }] = (await qr.query(
      `SELECT COUNT(*) AS n FROM bookings WHERE reference IS NOT NULL AND reference <> ${sqlite ? SQLITE_REFERENCE : MYSQL_REFERENCE}`,
    )) as { n: number | string }[];
    if (Number(n) > 0) throw new Error(`${n} bookings have a reference that is not their id's: fix them before this migration.`);
    if (sqlite) {
      await qr.query('DROP INDEX "UQ_bookings_reference"');
      await qr.query('ALTER TABLE "bookings" DROP COLUMN "reference"');
      return;
    }
    await qr.query('ALTER TABLE `bookings` DROP INDEX `UQ_bookings_reference`, DROP COLUMN `reference`');
  }

  async down(qr: QueryRunner): Promise<void> {
    if (qr.connection.driver.options.type === 'better-sqlite3') {
      await qr.query('ALTER TABLE "bookings" ADD COLUMN "reference" varchar(16)');
      await qr.query(`UPDATE "bookings" SET "reference" = ${SQLITE_REFERENCE}`);
      await qr.query('CREATE UNIQUE INDEX "UQ_bookings_reference" ON "bookings" ("reference")');
      return;
    }
    await qr.query('ALTER TABLE `bookings` ADD `reference` varchar(16) NULL AFTER `id`');
    await qr.query(`UPDATE \`bookings\` SET \`reference\` = ${MYSQL_REFERENCE}`);
    await qr.query('CREATE UNIQUE INDEX `UQ_bookings_reference` ON `bookings` (`reference`)');
  }
}
