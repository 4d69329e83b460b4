import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  Optional,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { DatabaseConnector } from '../../database/database-connector.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../database/database-availability.js';
import { requestIdOf } from '../http/request-id.js';
import { SERVER_MESSAGES } from '../i18n/server-messages.js';
import { preferredLanguage, translate } from '../i18n/translate.js';

/**
 * Every error answers `{statusCode, message, requestId}`: one sentence, in Hindi when the caller's
 * Accept-Language prefers it. Unexpected errors are logged and never leak details.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(@Optional() private readonly database?: DatabaseConnector) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    if (this.databaseAway(exception)) {
      this.logger.warn(`Database unreachable: ${exception instanceof Error ? exception.message : String(exception)}`);
      if (!res.headersSent) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      exception = new ServiceUnavailableException(DATABASE_UNAVAILABLE_MESSAGE);
    }
    const { statusCode, message } = toErrorBody(exception, req.headers['accept-language']);
    if (statusCode >= 500 && statusCode !== 503) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    res.status(statusCode).json({ statusCode, message, requestId: requestIdOf(req) });
  }

  /** An unexpected error while the database is unreachable (or not yet connected) is a 503, never a 500. */
  private databaseAway(exception: unknown): boolean {
    if (exception instanceof HttpException) return false;
    return isDatabaseUnavailable(exception) || this.database?.ready === false;
  }
}

/** Errors of the body parsers (before Nest): their `type` says what happened. */
const BODY_PARSER_ERRORS: Record<string, { statusCode: number; message: string }> = {
  'entity.too.large': { statusCode: 413, message: SERVER_MESSAGES['body.tooLarge'].en },
  'entity.parse.failed': { statusCode: 400, message: SERVER_MESSAGES['body.invalidJson'].en },
};

export function toErrorBody(exception: unknown, acceptLanguage?: string): { statusCode: number; message: string } {
  const { statusCode, message } = englishErrorBody(exception);
  return { statusCode, message: translate(message, preferredLanguage(acceptLanguage)) };
}

function englishErrorBody(exception: unknown): { statusCode: number; message: string } {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const body = exception.getResponse();
    const message = typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? exception.message);
    // One sentence: a list (from code that still builds one) answers its first entry.
    return { statusCode, message: Array.isArray(message) ? String(message[0]) : message };
  }
  const error = exception as { status?: number; type?: string; expose?: boolean; message?: string } | undefined;
  const known = error?.type ? BODY_PARSER_ERRORS[error.type] : undefined;
  if (known) return known;
  // Errors raised on purpose before Nest (the JSON guard) carry their status and a message to show.
  if (error?.expose && error.status && error.status < 500 && error.message) return { statusCode: error.status, message: error.message };
  if (error?.status === 413) return { statusCode: 413, message: SERVER_MESSAGES['request.tooLarge'].en };
  if (error?.status === 400) return { statusCode: 400, message: SERVER_MESSAGES['body.invalidJson'].en };
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: SERVER_MESSAGES['server.error'].en };
}
