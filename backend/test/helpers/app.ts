import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import supertest from 'supertest';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { AppConfig } from '../../src/config/app-config.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  db: DataSource;
  /** A fresh supertest agent against the running app. */
  http: () => ReturnType<typeof supertest>;
  close: () => Promise<void>;
}

/**
 * The real server (same factory as `npm start`) on a fresh SQLite file, or on the database in
 * DATABASE_URL when set (MariaDB in CI). Listens on an ephemeral port, for sockets as well.
 * `logger` receives the server's log lines (see captureLogs); by default they are dropped.
 */
export async function createTestApp(env: Record<string, string | undefined> = {}, opts: { logger?: Logger } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jbp-test-'));
  const config = new AppConfig({
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    AUTH_RATE_LIMIT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DB_RETRY_ATTEMPTS: '1',
    BOOKING_RATE_LIMIT: '0',
    FRONTENDS_DIR: join(dataDir, 'no-frontends'),
    // Each app its own Redis keys (rate-limit counters, channels) unless a test shares them on purpose.
    REDIS_KEY_PREFIX: `jbp-test-${randomUUID()}`,
    ...env,
  });
  const app = await createApp(config, opts.logger);
  await app.listen(0, '127.0.0.1');
  const db = app.get<DataSource>(getDataSourceToken());
  return {
    app,
    config,
    db,
    http: () => supertest(app.getHttpServer()),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function baseUrl(t: TestApp): string {
  const address = t.app.getHttpServer().address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `http://127.0.0.1:${address.port}`;
}
