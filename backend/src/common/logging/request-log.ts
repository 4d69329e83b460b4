import type { IncomingMessage } from 'node:http';
import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdOf } from '../http/request-id.js';

/**
 * One log line per request (API calls and pages alike, so it runs as Express middleware), carrying
 * the id the first middleware gave the request, the one `X-Request-Id` and error bodies show.
 * Query secrets (signed links, password-link tokens) are redacted.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => requestIdOf(req) ?? 'none',
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    serializers: {
      req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: redactQuery(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** nestjs-pino on top of that middleware: an injected PinoLogger writes with the request's id. */
@Module({})
export class RequestLogModule {
  static forRoot(logger: Logger): DynamicModule {
    return { module: RequestLogModule, imports: [LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true })] };
  }
}

export function redactQuery(url: string): string {
  return url.replace(/([?&](sig|token)=)[^&]+/g, '$1[redacted]');
}
