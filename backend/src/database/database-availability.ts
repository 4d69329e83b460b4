import { SERVER_MESSAGES } from '../common/i18n/server-messages.js';
/** Said with 503 while the database cannot be reached; `Retry-After` goes with it. */
export const DATABASE_UNAVAILABLE_MESSAGE = SERVER_MESSAGES['database.unavailable'].en;
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Error codes of the MySQL/MariaDB client meaning "the server is not there", not "the query is wrong". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
  'POOL_CLOSED',
]);

/** Messages of TypeORM and mysql2 for a pool or data source that is not (yet, or any more) connected. */
const UNREACHABLE_MESSAGES = [
  /connection is not established/i,
  /Can't add new command when connection is in closed state/i,
  /Pool is closed/i,
  /connect ETIMEDOUT/i,
  /DataSource is not initialized/i,
  /Connection lost/i,
];

/** Whether an error means the database could not be reached (answer 503), looking into wrapped errors. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; fatal?: unknown };
  if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.some((re) => re.test(e.message as string))) return true;
  return isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}

/** Waits between connection attempts at start-up: 0.5 s doubling to 10 s. */
export function connectBackoffMs(attempt: number): number {
  return Math.min(500 * 2 ** Math.max(0, attempt - 1), 10_000);
}
