import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export interface ScratchDatabase {
  /** Environment for AppConfig / createTestApp: a database nobody else uses. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/**
 * A database of its own for a suite that must start empty or changes the schema (the migrations
 * test, the index-use test): on MySQL/MariaDB (DATABASE_URL) a new database beside the shared
 * one, else a fresh SQLite file.
 */
export async function scratchDatabase(suffix: string): Promise<ScratchDatabase> {
  const url = process.env.DATABASE_URL;
  if (url && /^(mysql|mariadb):/.test(url)) {
    const target = new URL(url.replace(/^mariadb:/, 'mysql:'));
    const name = `${target.pathname.slice(1)}_${suffix}`;
    const admin = await createConnection({
      host: target.hostname,
      port: Number(target.port || 3306),
      user: decodeURIComponent(target.username),
      password: decodeURIComponent(target.password),
    });
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    target.pathname = `/${name}`;
    const scratch = url.startsWith('mariadb:') ? target.href.replace(/^mysql:/, 'mariadb:') : target.href;
    return {
      env: { DATABASE_URL: scratch },
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `jbp-${suffix}-`));
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
