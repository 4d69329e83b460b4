import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { createLogger } from '../src/common/logging/logger.js';
import { AppConfig } from '../src/config/app-config.js';
import { User } from '../src/users/user.entity.js';
import { TEST_JWT_SECRET } from './helpers/app.js';
import { newAccount, PASSWORD } from './helpers/factories.js';
import { jpegWithGps } from './helpers/images.js';

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
    const config = new AppConfig({
      ...process.env,
      DATA_DIR: dir,
      JWT_SECRET: TEST_JWT_SECRET,
      AUTH_RATE_LIMIT: '0',
      FRONTENDS_DIR: join(dir, 'none'),
    });
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
    const photo = await jpegWithGps();
    const profile = await http
      .put('/api/auth/profile/photo')
      .set('Authorization', `Bearer ${token}`)
      .attach('photo', photo, 'me.jpg')
      .expect(200);
    await http.get(profile.body.profileImage).expect(200);
    await http.post('/api/auth/login').send({ emailOrMobile: account.email, password: 'a-wrong-password' }).expect(401);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5); // requests were logged at all
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('sig=[redacted]'); // the signed photo link was logged, without its signature
    for (const secret of [
      PASSWORD,
      'a-wrong-password',
      token,
      token.split('.')[2],
      photo.subarray(30, 90).toString('base64'),
      new URL(profile.body.profileImage, 'http://x').searchParams.get('sig')!,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('never contain a password link, its token or the password set with it', async () => {
    const http = supertest(app.getHttpServer());
    const admin = newAccount('admin');
    await http.post('/api/auth/register').send(admin).expect(201);
    await app
      .get<DataSource>(getDataSourceToken())
      .getRepository(User)
      .update({ email: admin.email }, { active: true, approvedAt: new Date() });
    const adminToken: string = (await http.post('/api/auth/login').send({ emailOrMobile: admin.email, password: PASSWORD }).expect(200))
      .body.token;
    const customer = await http.post('/api/auth/register').send(newAccount('customer')).expect(201);
    const before = lines.length;

    const link = await http
      .post(`/api/users/customers/${customer.body.user.id}/password-link`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({})
      .expect(201);
    const token = new URL(link.body.path as string, 'http://x').searchParams.get('token')!;
    await http.get(link.body.path as string).set('Accept', 'text/html'); // the page the person opens
    const fresh = 'a-fresh-password-9';
    await http
      .post('/api/auth/reset-password')
      .send({ token, password: fresh, confirmPassword: `${fresh}!` })
      .expect(400);
    await http.post('/api/auth/reset-password').send({ token, password: fresh, confirmPassword: fresh }).expect(200);
    await http.post('/api/auth/reset-password').send({ token, password: fresh, confirmPassword: fresh }).expect(400);

    const log = lines.slice(before).join('');
    expect(log).toContain('/api/auth/reset-password'); // the requests were logged
    expect(log).toContain('/resetpassword?token=[redacted]');
    for (const secret of [token, token.split('.')[2], fresh, adminToken]) expect(log).not.toContain(secret);
  });
});
