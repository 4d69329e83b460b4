/**
 * Images live in the database. SQLite's BLOB has no size limit, but MySQL's BLOB stops at 64 KB,
 * so MySQL/MariaDB get LONGBLOB. The entity decorator runs at import time, before any DataSource
 * exists, so it reads the same DATABASE_URL that AppConfig reads.
 */
export function binaryColumnType(databaseUrl = process.env.DATABASE_URL): 'blob' | 'longblob' {
  return databaseUrl && /^(mysql|mariadb):/.test(databaseUrl) ? 'longblob' : 'blob';
}
