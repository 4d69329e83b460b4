/** Wait before the next attempt after `attempts` failures: 2 s doubling, at most 10 minutes. */
export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

/** A message undelivered this long makes the health check say "degraded". */
export const OUTBOX_LATE_MS = 60_000;

/** How long a worker holds a message it is delivering; a dead worker's messages are taken over after. */
export const OUTBOX_LOCK_MS = 60_000;

/** The last error kept on a message, cut to its column. */
export function errorNote(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}
