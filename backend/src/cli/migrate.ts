import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { parseArgs } from './cli-args.js';

// npm run migrate            runs pending migrations
// npm run migrate -- --revert  undoes the last one
const args = parseArgs(process.argv.slice(2));
const db = new DataSource(dataSourceOptions(new AppConfig()));
await db.initialize();
try {
  if (args.revert) {
    await db.undoLastMigration({ transaction: 'each' });
    console.log('Reverted the last migration.');
  } else {
    const ran = await db.runMigrations({ transaction: 'each' });
    console.log(ran.length ? `Ran ${ran.map((m) => m.name).join(', ')}` : 'The database is up to date.');
  }
} finally {
  await db.destroy();
}
