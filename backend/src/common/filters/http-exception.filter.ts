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
import type { Response } from 'express';
import { requestIdOf } from '../http/request-id.js';
import { DatabaseConnector } from '../../database/database-connector.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../database/database-availability.js';

/** Every error answers `{statusCode, message, requestId}`; unexpected ones are logged and never leak details. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(@Optional() private readonly database?: DatabaseConnector) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    const requestId = requestIdOf(host.switchToHttp().getRequest());
    if (this.databaseAway(exception)) {
      this.logger.warn(`Database unreachable: ${exception instanceof Error ? exception.message : String(exception)}`);
      if (!res.headersSent) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      exception = new ServiceUnavailableException(DATABASE_UNAVAILABLE_MESSAGE);
    }
    const { statusCode, message } = toErrorBody(exception);
    if (statusCode >= 500 && statusCode !== 503) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    res.status(statusCode).json({ statusCode, message, requestId });
  }

  /** An unexpected error while the database is unreachable (or not yet connected) is a 503, never a 500. */
  private databaseAway(exception: unknown): boolean {
    if (exception instanceof HttpException) return false;
    return isDatabaseUnavailable(exception) || this.database?.ready === false;
  }
}

export function toErrorBody(exception: unknown): { statusCode: number; message: string | string[] } {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const body = exception.getResponse();
    const message = typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? exception.message);
    return { statusCode, message };
  }
  const status = (exception as { status?: number; statusCode?: number })?.status;
  if (status === 413) return { statusCode: 413, message: 'The request is too large.' };
  if (status === 400) return { statusCode: 400, message: 'The request body is not valid JSON.' };
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
}
