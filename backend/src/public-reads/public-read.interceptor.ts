import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { publicReadOf, PublicReads } from './public-reads.service.js';

/**
 * On the handlers of the cached public reads: keeps the answer Nest computed, stamped with the data
 * version taken BEFORE the handler read the database, so rows written meanwhile can never be
 * served under the newer version. The next identical request is answered by PublicReads.middleware.
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(private readonly reads: PublicReads) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const read = publicReadOf(req.originalUrl);
    if (!read || !this.reads.usable) return next.handle();
    const stamp = this.reads.stamp(read);
    return next.handle().pipe(
      map((body: unknown) => {
        const res = http.getResponse<Response>();
        const answer = this.reads.store(req.originalUrl, stamp, JSON.stringify(body), replayable(res));
        res.setHeader('ETag', answer.etag);
        if (!req.headers.authorization) res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        return body;
      }),
    );
  }
}

/** Headers of this one answer or of its encoding; everything else (helmet's) is replayed on hits. */
const PER_ANSWER = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'date',
  'connection',
  'set-cookie',
  'x-request-id',
]);

function replayable(res: Response): [string, string][] {
  return Object.entries(res.getHeaders())
    .filter(([name, value]) => !PER_ANSWER.has(name) && value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
}
