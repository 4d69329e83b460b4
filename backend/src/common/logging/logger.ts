import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** Paths that must never reach a log line: credentials, tokens and uploaded bytes. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
  '*.profileImage',
  '*.data',
  // Bodies are never serialised; should one ever be, a password link's token stays out of it.
  '*.body.password',
  '*.body.confirmPassword',
  '*.body.token',
  '*.body.path',
];

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { service: 'jabalpur-cabs' } },
    destination as pino.DestinationStream | undefined,
  );
}

const STARTUP_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController']);

/** Nest's own messages (start-up, routes, errors) go through the same structured logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    // Module wiring and route mapping are noise at start-up; keep them for LOG_LEVEL=debug.
    if (context && STARTUP_CHATTER.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
