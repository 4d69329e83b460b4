import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database up', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 when the database is down', async () => {
    const other = await createTestApp();
    await other.db.destroy();
    const res = await other.http().get('/api/health').expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'The database is not answering.', requestId: expect.any(String) });
    await other.app.close();
  });
});
