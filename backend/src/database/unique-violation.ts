import { QueryFailedError } from 'typeorm';

/** The unique index a failed insert or update ran into, on SQLite or MySQL/MariaDB; else null. */
export function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; message?: string; sqlMessage?: string };
  const text = driverError.sqlMessage ?? driverError.message ?? error.message;
  if (driverError.code === 'ER_DUP_ENTRY') return /for key '(?:[^.']+\.)?([^']+)'/.exec(text)?.[1] ?? 'unknown';
  if (driverError.code?.startsWith('SQLITE_CONSTRAINT')) {
    const columns = /UNIQUE constraint failed: (.+)$/.exec(text)?.[1];
    return columns ? columns.replace(/\w+\./g, '') : null;
  }
  return null;
}
