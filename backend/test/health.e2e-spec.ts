import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OutboxMessage } from '../src/outbox/outbox-message.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';

// With REDIS_URL (the MariaDB suite in CI runs with Redis) the health check reports Redis too.
const redis = process.env.REDIS_URL ? { redis: 'up' } : {};
describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database, disk and outbox up', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up', checks: { database: 'up', disk: 'up', outbox: 'up', ...redis } });
  });

  it('says degraded, still 200, when a notice has waited over a minute', async () => {
    const other = await createTestApp({ OUTBOX_POLL_MS: '0' });
    try {
      const old = new Date(Date.now() - 120_000);
      await other.db
        .getRepository(OutboxMessage)
        .insert({ topic: 'no.such.topic', payload: '{}', createdAt: old, availableAt: new Date(Date.now() + 3_600_000), attempts: 3 });
      const res = await other.http().get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'degraded', db: 'up', checks: { database: 'up', disk: 'up', outbox: 'degraded', ...redis } });
    } finally {
      await other.close();
    }
  });

  it('answers 503 when the database is down', async () => {
    const other = await createTestApp();
    await other.db.destroy();
    const res = await other.http().get('/api/health').expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'The database is not answering.', requestId: expect.any(String) });
    expect(res.headers['retry-after']).toBe('5');
    await other.app.close();
  });
});
