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
      // In WAL mode NORMAL syncs the log at checkpoints rather than at every commit: a commit
      // survives the process being killed, only a power cut may undo the last moments (never
      // corrupting the file). SQLite's own advice for WAL; FULL cost a third of a booking's time.
      prepareDatabase: (db: { pragma: (source: string) => unknown }) => {
        db.pragma('synchronous = NORMAL');
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
