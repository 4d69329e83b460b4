import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { requestIdOf } from '../http/request-id.js';

/** Every error answers `{statusCode, message, requestId}`; unexpected ones are logged and never leak details. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    const requestId = requestIdOf(host.switchToHttp().getRequest());
    const { statusCode, message } = toErrorBody(exception);
    if (statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    res.status(statusCode).json({ statusCode, message, requestId });
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
