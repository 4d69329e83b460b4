import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { StoredFile } from '../src/files/stored-file.entity.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { newAccount, signUp } from './helpers/factories.js';
import { jpegWithGps, png, uploadPhoto } from './helpers/images.js';

describe('Images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function registerAgent(file: Buffer, name = 'id.jpg') {
    const account = newAccount('agent', { idProofType: 'Aadhar Card' });
    const req = t.http().post('/api/auth/register');
    for (const [k, v] of Object.entries(account)) req.field(k, v);
    return { account, res: await req.attach('idProofImage', file, name) };
  }

  it('re-encodes an ID proof and drops its EXIF and GPS data', async () => {
    const original = await jpegWithGps(800, 600);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { res } = await registerAgent(original);
    expect(res.status).toBe(201);
    const user = await t.db.getRepository(User).findOneByOrFail({ id: res.body.user.id });
    const stored = await t.db.getRepository(StoredFile).findOneOrFail({
      where: { id: user.idProofFileId! },
      select: { id: true, data: true, mimeType: true, purpose: true, ownerId: true },
    });
    expect(stored).toMatchObject({ purpose: 'id-proof', mimeType: 'image/jpeg', ownerId: user.id });
    const meta = await sharp(stored.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    expect(Buffer.from(stored.data).includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('accepts PNG too', async () => {
    const { res } = await registerAgent(await png(), 'id.png');
    expect(res.status).toBe(201);
  });

  it('rejects a text file named .jpg and stores neither the user nor the file', async () => {
    const files = await t.db.getRepository(StoredFile).count();
    const { account, res } = await registerAgent(Buffer.from('<?php echo "not an image"; ?>'), 'photo.jpg');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Only JPEG, PNG, WebP or GIF images are accepted.',
      requestId: expect.any(String),
    });
    expect(await t.db.getRepository(User).existsBy({ email: account.email })).toBe(false);
    expect(await t.db.getRepository(StoredFile).count()).toBe(files);
  });

  it('rejects a broken image whose first bytes look like a JPEG', async () => {
    const { res } = await registerAgent(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF file.');
  });

  it('answers 413 for an ID proof over 5 MB and stores nothing', async () => {
    const { account, res } = await registerAgent(Buffer.alloc(5 * 1024 * 1024 + 10, 0xff));
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
    expect(await t.db.getRepository(User).existsBy({ email: account.email })).toBe(false);
  });

  it('answers 413 for a profile photo over 5 MB', async () => {
    const me = await signUp(t, 'customer');
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const res = await uploadPhoto(t, me.auth, big).expect(413);
    expect(res.body.message).toBe('Images must be 5 MB or smaller.');
  });

  describe('GET /api/files/:id', () => {
    it('serves a profile photo to its owner and admins, not to other users', async () => {
      const owner = await signUp(t, 'customer');
      const other = await signUp(t, 'customer');
      const admin = await signUp(t, 'admin');
      const res = await uploadPhoto(t, owner.auth, await png(), 'photo.png').expect(200);
      const path = res.body.profileImage.split('?')[0];
      await t.http().get(path).set(owner.auth).expect(200);
      await t.http().get(path).set(admin.auth).expect(200);
      const denied = await t.http().get(path).set(other.auth).expect(403);
      expect(denied.body.message).toBe('You do not have permission to view this file.');
      await t.http().get(path).expect(403);
    });

    it('serves ID proofs to admins only, not even to the agent', async () => {
      const { res } = await registerAgent(await png());
      const user = await t.db.getRepository(User).findOneByOrFail({ id: res.body.user.id });
      await t.db.getRepository(User).update({ id: user.id }, { active: true, approvedAt: new Date() });
      const agentLogin = await t
        .http()
        .post('/api/auth/login')
        .send({ emailOrMobile: user.email, password: 'correct-horse-42' })
        .expect(200);
      const admin = await signUp(t, 'admin');
      const path = `/api/files/${user.idProofFileId}`;
      await t
        .http()
        .get(path)
        .set({ Authorization: `Bearer ${agentLogin.body.token}` })
        .expect(403);
      await t.http().get(path).set(admin.auth).expect(200);
    });

    it('refuses a tampered or expired signed link', async () => {
      const owner = await signUp(t, 'customer');
      const res = await uploadPhoto(t, owner.auth, await png(), 'photo.png').expect(200);
      const url = new URL(res.body.profileImage, 'http://x');
      await t
        .http()
        .get(`${url.pathname}?expires=${url.searchParams.get('expires')}&sig=${url.searchParams.get('sig')}`)
        .expect(200);
      const tampered = await t
        .http()
        .get(`${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600_000}&sig=${url.searchParams.get('sig')}`)
        .expect(403);
      expect(tampered.body.message).toBe('This file link has expired. Please reload the page.');
      await t
        .http()
        .get(`${url.pathname}?expires=1000&sig=${url.searchParams.get('sig')}`)
        .expect(403);
    });

    it("answers 404 'File not found.'", async () => {
      const admin = await signUp(t, 'admin');
      const res = await t.http().get('/api/files/987654').set(admin.auth).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'File not found.', requestId: expect.any(String) });
    });
  });
});
