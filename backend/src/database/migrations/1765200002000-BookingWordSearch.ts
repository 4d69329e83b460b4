import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** What the desk's word search reads: the booking's own words, and its account holder's. */
export const SEARCH_COLUMNS = {
  bookings: ['passengerName', 'passengerEmail', 'fromPlace', 'toPlace'],
  users: ['fullName', 'email'],
} as const;

/**
 * Word search for the bookings list (`q=sharma`): instead of reading every booking and account for
 * text inside a name, a full-text index finds the words that start with what was typed. SQLite:
 * an FTS5 table per searched table (`bookings_words`, `users_words`, external content, kept by
 * triggers). MariaDB: a FULLTEXT index on the same columns, which InnoDB keeps itself.
 */
export class BookingWordSearch1765200002000 implements MigrationInterface {
  name = 'BookingWordSearch1765200002000';

  async up(qr: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(SEARCH_COLUMNS)) {
      if (qr.connection.options.type !== 'better-sqlite3') {
        await qr.createIndex(table, new TableIndex({ name: `FT_${table}_words`, columnNames: [...columns], isFulltext: true }));
        continue;
      }
      const words = `${table}_words`;
      const list = columns.join(', ');
      const of = (row: string) => columns.map((c) => `${row}.${c}`).join(', ');
      await qr.query(
        `CREATE VIRTUAL TABLE ${words} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
      );
      await qr.query(`INSERT INTO ${words}(${words}) VALUES ('rebuild')`);
      const add = `INSERT INTO ${words}(rowid, ${list}) VALUES (NEW.id, ${of('NEW')})`;
      const remove = `INSERT INTO ${words}(${words}, rowid, ${list}) VALUES ('delete', OLD.id, ${of('OLD')})`;
      await qr.query(`CREATE TRIGGER TR_${words}_insert AFTER INSERT ON ${table} BEGIN ${add}; END`);
      await qr.query(`CREATE TRIGGER TR_${words}_update AFTER UPDATE OF ${list} ON ${table} BEGIN ${remove}; ${add}; END`);
      await qr.query(`CREATE TRIGGER TR_${words}_delete AFTER DELETE ON ${table} BEGIN ${remove}; END`);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of Object.keys(SEARCH_COLUMNS)) {
      if (qr.connection.options.type !== 'better-sqlite3') {
        await qr.dropIndex(table, `FT_${table}_words`);
        continue;
      }
      for (const name of ['insert', 'update', 'delete']) await qr.query(`DROP TRIGGER TR_${table}_words_${name}`);
      await qr.query(`DROP TABLE ${table}_words`);
    }
  }
}
