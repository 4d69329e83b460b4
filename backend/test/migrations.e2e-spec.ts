import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { MIGRATIONS } from '../src/database/migrations.js';
import { scratchDatabase } from './helpers/scratch-db.js';

/**
 * One migration set must build exactly the schema the entities describe, on SQLite and on
 * MySQL/MariaDB (DATABASE_URL), and must come down and go up again cleanly.
 */
describe('Migrations', () => {
  let db: DataSource;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await scratchDatabase('migrations');
    db = new DataSource(dataSourceOptions(new AppConfig({ ...scratch.env, JWT_SECRET: 'x' })));
    cleanup = scratch.drop;
    await db.initialize();
  });

  afterAll(async () => {
    if (db.isInitialized) await db.destroy();
    await cleanup();
  });

  const drift = async () => (await db.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query);
  /** The names a query lists, sorted: one query for SQLite, one for MySQL/MariaDB. */
  const names = async (sqlite: string, mysql: string) =>
    ((await db.query(db.options.type === 'better-sqlite3' ? sqlite : mysql)) as { name: string }[]).map((r) => r.name).sort();
  const tables = () =>
    names(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('migrations', 'sqlite_sequence')",
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name <> 'migrations'",
    );
  const bookingTriggers = () =>
    names(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'bookings'",
      "SELECT trigger_name AS name FROM information_schema.triggers WHERE trigger_schema = DATABASE() AND event_object_table = 'bookings'",
    );

  it('runs every migration and leaves no difference from the entities', async () => {
    const ran = await db.runMigrations({ transaction: 'each' });
    expect(ran.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => new m().name));
    expect(await drift()).toEqual([]);
  });

  it('comes all the way down, leaving no table behind', async () => {
    for (let i = 0; i < MIGRATIONS.length; i += 1) await db.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toEqual([]);
  });

  it('goes up again to the same schema', async () => {
    await db.runMigrations({ transaction: 'each' });
    expect(await drift()).toEqual([]);
    expect(await tables()).toEqual(expect.arrayContaining(['files', 'users']));
  });

  it('takes the reference column out of bookings (and back) without losing their triggers', async () => {
    const triggers = await bookingTriggers();
    // The monthly figures' three, and on SQLite the word search's three.
    expect(triggers.length).toBe(db.options.type === 'better-sqlite3' ? 6 : 3);
    await db.undoLastMigration({ transaction: 'each' });
    expect(await bookingTriggers()).toEqual(triggers);
    await db.runMigrations({ transaction: 'each' });
    expect(await bookingTriggers()).toEqual(triggers);
    expect(await drift()).toEqual([]);
  });
});
