import { ValidationPipe } from '@nestjs/common';
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
import { buildOpenApiDocument } from './common/openapi/openapi-document.js';
import { createLogger, PinoNestLogger } from './common/logging/logger.js';
import { AppConfig } from './config/app-config.js';
import { mountFrontends } from './frontends.js';
import { SocketIoAdapter } from './notifications/socket-io.adapter.js';

/** A profile photo of 5 MB is about 6.7 MB as a base64 data URL. */
export const JSON_BODY_LIMIT = '8mb';

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
  app.use(requestBasics);
  app.use(requestLogger(logger));
  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) }, crossOriginEmbedderPolicy: false }));
  app.use(compression());
  app.use(withJsonErrors(express.json({ limit: JSON_BODY_LIMIT })));
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
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true }));
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
      const body = toErrorBody(err);
      res.status(body.statusCode).json({ ...body, requestId: requestIdOf(req) });
    });
}
