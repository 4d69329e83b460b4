import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import supertest from 'supertest';
import { createApp } from '../src/app.factory.js';
import { createLogger } from '../src/common/logging/logger.js';
import { AppConfig } from '../src/config/app-config.js';
import { TEST_JWT_SECRET } from './helpers/app.js';
import { newAccount, PASSWORD } from './helpers/factories.js';
import { dataUrl, jpegWithGps } from './helpers/images.js';

/** Every log line the server writes, at the most talkative level, must hold no secret. */
describe('Logs', () => {
  const lines: string[] = [];
  let app: NestExpressApplication;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jbp-logs-'));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = new AppConfig({ ...process.env, DATA_DIR: dir, JWT_SECRET: TEST_JWT_SECRET, AUTH_RATE_LIMIT: '0', FRONTENDS_DIR: join(dir, 'none') });
    app = await createApp(config, createLogger('trace', sink));
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never contain passwords, tokens or image bytes', async () => {
    const http = supertest(app.getHttpServer());
    const account = newAccount('customer');
    await http.post('/api/auth/register').send(account).expect(201);
    const login = await http.post('/api/auth/login').send({ emailOrMobile: account.email, password: PASSWORD }).expect(200);
    const token: string = login.body.token;
    const photo = dataUrl(await jpegWithGps());
    const profile = await http.put('/api/auth/profile').set('Authorization', `Bearer ${token}`).send({ profileImage: photo }).expect(200);
    await http.get(profile.body.profileImage).expect(200);
    await http.post('/api/auth/login').send({ emailOrMobile: account.email, password: 'a-wrong-password' }).expect(401);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5); // requests were logged at all
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('sig=[redacted]'); // the signed photo link was logged, without its signature
    for (const secret of [PASSWORD, 'a-wrong-password', token, token.split('.')[2], photo.slice(30, 90), new URL(profile.body.profileImage, 'http://x').searchParams.get('sig')!]) {
      expect(log).not.toContain(secret);
    }
  });
});
