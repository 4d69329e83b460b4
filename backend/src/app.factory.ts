import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { requestBasics, requestIdOf } from './common/http/request-id.js';
import { requestLogger } from './common/logging/request-log.js';
import { toErrorBody } from './common/filters/http-exception.filter.js';
import { MAX_JSON_BYTES, scanJson } from './common/http/json-guard.js';
import { createValidationPipe } from './common/http/validation-pipe.js';
import { SERVER_MESSAGES } from './common/i18n/server-messages.js';
import { buildOpenApiDocument } from './common/openapi/openapi-document.js';
import { createLogger, PinoNestLogger } from './common/logging/logger.js';
import { AppConfig } from './config/app-config.js';
import { mountFrontends } from './frontends.js';
import { SocketIoAdapter } from './notifications/socket-io.adapter.js';
import { PublicReads } from './public-reads/public-reads.service.js';

/** The whole server, configured the same way for `npm start`, the CLI scripts and the tests. */
export async function createApp(config = new AppConfig(), logger: Logger = createLogger(config.logLevel)) {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
    // A failed start (Redis or the database unreachable) throws to the caller instead of exiting.
    abortOnError: false,
  });
  // Forwarded headers (X-Forwarded-For) are believed only from the proxies TRUST_PROXY names.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Current cached public reads leave before Express (with their request id), with the headers
  // helmet gave them when first computed: no logging, compression, body parsing or Nest's router.
  app.get(PublicReads).serveAhead(app.getHttpServer() as Server);
  app.use(requestBasics);
  app.use(requestLogger(logger));
  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) }, crossOriginEmbedderPolicy: false }));
  app.use(compression());
  // Images travel as multipart files (ImageUpload), so no JSON body needs more than 100 KB.
  app.use(withJsonErrors(express.json({ limit: MAX_JSON_BYTES, verify: refuseHostileJson })));
  app.use(withJsonErrors(express.urlencoded({ extended: false, limit: '100kb' })));
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      // A remote on another origin reads the lists' totals and page links, and a download's file name.
      exposedHeaders: ['X-Total-Count', 'Link', 'Content-Disposition'],
    });
  }
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  mountFrontends(app, config);
  const sockets = new SocketIoAdapter(app, config);
  await sockets.connect().catch(async (err: unknown) => {
    await app.close();
    throw err;
  });
  app.useWebSocketAdapter(sockets);
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  return app;
}

function contentSecurityPolicy(config: AppConfig) {
  const remoteOrigins = Object.values(config.remoteUrls)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
    connectSrc: ["'self'", 'ws:', 'wss:', ...remoteOrigins],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    // A remote may live on a plain-http origin (a LAN host); do not force https on it.
    upgradeInsecureRequests: null,
  };
}

/** Body-parser errors happen before Nest's filters, so they get the API's error shape here. */
function withJsonErrors(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (err?: unknown) => {
      if (!err) return next();
      const body = toErrorBody(err, req.headers['accept-language']);
      res.status(body.statusCode).json({ ...body, requestId: requestIdOf(req) });
    });
}

/**
 * Runs on the raw bytes before JSON.parse: a body nested deeper than 32 levels, or with a key that
 * reaches an object's prototype, is refused in one linear pass (body-parser answers the error).
 */
function refuseHostileJson(_req: unknown, _res: unknown, bytes: Buffer): void {
  const problem = scanJson(bytes);
  if (!problem) return;
  const message =
    problem.kind === 'tooDeep'
      ? SERVER_MESSAGES['body.tooDeep'].en
      : SERVER_MESSAGES['body.unknownField'].en.replace('{field}', problem.key);
  throw Object.assign(new Error(message), { status: 400, expose: true, type: 'json.refused' });
}
