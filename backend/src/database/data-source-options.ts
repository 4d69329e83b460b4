import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations.js';

/** One description of the database for the server, the CLI scripts and the tests. */
export function dataSourceOptions(config: Pick<AppConfig, 'database'>): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    logging: false,
  } as const;
  if (config.database.type === 'better-sqlite3') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.database.database,
      // WAL lets readers go on while a booking is written; writers wait up to 5 s for the lock.
      enableWAL: true,
      timeout: 5000,
      prepareDatabase: (db: SqliteConnection) => {
        // In WAL mode NORMAL syncs the log at checkpoints rather than at every commit: a commit
        // survives the process being killed, only a power cut may undo the last moments (never
        // corrupting the file). SQLite's own advice for WAL; FULL cost a third of a booking's time.
        db.pragma('synchronous = NORMAL');
        writeLockAtBegin(db);
      },
    };
  }
  return {
    ...common,
    type: config.database.type,
    url: config.database.url,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    dateStrings: false,
    // mysql2 captures a stack trace for every query by default (for the caller's frames in its
    // errors): 3 % of a booking's CPU. Errors still carry the SQL, its code and message.
    extra: { trace: false },
  };
}

/** The part of a better-sqlite3 connection the options touch. */
export type SqliteConnection = { pragma: (source: string) => unknown; prepare: (source: string) => unknown };

/**
 * Transactions take SQLite's write lock when they begin (`BEGIN IMMEDIATE`), not at their first
 * write. Another process may write to the same file (`npm run seed:demo` or `admin:create` beside
 * the running server): a transaction that had read before that write could not write at all, and
 * SQLite answers SQLITE_BUSY_SNAPSHOT at once, without waiting (seen as a 500 on a booking). Taken
 * at `BEGIN`, the lock is waited for (up to `timeout`) like any other. Within one process it
 * changes nothing: the one connection runs one transaction at a time (`TransactionRunner`).
 * TypeORM begins every outermost transaction with this one statement (nested ones are savepoints).
 */
export function writeLockAtBegin(db: SqliteConnection): void {
  const prepare = db.prepare.bind(db);
  db.prepare = (source: string) => prepare(source === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : source);
}
