import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { StoredFile } from '../src/files/stored-file.entity.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { bearer, newAccount, PASSWORD, signUp } from './helpers/factories.js';
import { dataUrl, jpegWithGps, png, uploadPhoto } from './helpers/images.js';

describe('Auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const users = () => t.db.getRepository(User);

  describe('POST /api/auth/register', () => {
    it.each(['Customer', 'Agent', 'Admin', 'customer', 'AGENT'])('registers role %s and answers the lowercase role', async (role) => {
      const account = newAccount(role);
      const res = await t.http().post('/api/auth/register').send(account).expect(201);
      expect(res.body.message).toBe('Registered Successfully!');
      expect(res.body.user).toMatchObject({ role: role.toLowerCase(), email: account.email, mobile: account.mobile, city: 'Jabalpur' });
      expect(res.body.user).not.toHaveProperty('passwordHash');
      expect(res.body.user._id).toBe(res.body.user.id);
    });

    it('makes customers active and agents and admins inactive until approved', async () => {
      for (const [role, active] of [
        ['customer', true],
        ['agent', false],
        ['admin', false],
      ] as const) {
        const account = newAccount(role);
        await t.http().post('/api/auth/register').send(account).expect(201);
        const user = await users().findOneByOrFail({ email: account.email });
        expect(user.active).toBe(active);
      }
    });

    it('signs a customer in at once with a working session, and gives agents and admins none', async () => {
      const account = newAccount('customer');
      const res = await t.http().post('/api/auth/register').send(account).expect(201);
      expect(res.body.session).toEqual({
        token: expect.any(String),
        user: { id: res.body.user.id, role: 'customer', fullName: account.fullName, email: account.email, mobile: account.mobile },
      });
      await t.http().get('/api/auth/profile').set('Authorization', `Bearer ${res.body.session.token}`).expect(200);
      for (const role of ['agent', 'admin']) {
        const waiting = await t.http().post('/api/auth/register').send(newAccount(role)).expect(201);
        expect(waiting.body.session).toBeNull();
      }
    });

    it('accepts multipart form data with an agent ID proof image', async () => {
      const account = newAccount('agent', { travelerName: 'Narmada Travels', idProofType: 'Voter ID Card' });
      const req = t.http().post('/api/auth/register');
      for (const [key, value] of Object.entries(account)) req.field(key, value);
      const res = await req.attach('idProofImage', await jpegWithGps(), 'card.jpg').expect(201);
      const user = await users().findOneByOrFail({ id: res.body.user.id });
      expect(user).toMatchObject({ travelerName: 'Narmada Travels', idProofType: 'Voter ID Card' });
      expect(user.idProofFileId).toEqual(expect.any(Number));
    });

    it("says 'Role is required' without a role", async () => {
      const { role: _role, ...account } = newAccount();
      const res = await t.http().post('/api/auth/register').send(account).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Role is required', requestId: expect.any(String) });
    });

    it('rejects an unknown role', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send(newAccount('driver' as 'agent'))
        .expect(400);
      expect(res.body.message).toBe('Role must be Admin, Agent or Customer');
    });

    it("says 'Passwords do not match!' and stores nothing", async () => {
      const account = newAccount('customer', { confirmPassword: 'something-else' });
      const res = await t.http().post('/api/auth/register').send(account).expect(400);
      expect(res.body.message).toBe('Passwords do not match!');
      expect(await users().existsBy({ email: account.email })).toBe(false);
    });

    it.each([
      ['mobile', '12345', 'Mobile must be a 10-digit Indian number starting with 6, 7, 8 or 9'],
      ['mobile', '5876543210', 'Mobile must be a 10-digit Indian number starting with 6, 7, 8 or 9'],
      ['pincode', '4820', 'Pincode must be 6 digits'],
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['fullName', '   ', 'Full name is required'],
      ['area', '', 'Area is required'],
      ['city', '', 'City is required'],
      ['state', '', 'State is required'],
      ['password', 'short', 'Password must be at least 8 characters'],
    ])('rejects a bad %s (%s)', async (field, value, message) => {
      const account = newAccount('customer', { [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) });
      const res = await t.http().post('/api/auth/register').send(account).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('normalises +91 and spaces in the mobile number', async () => {
      const account = newAccount();
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ ...account, mobile: `+91 ${account.mobile.slice(0, 5)} ${account.mobile.slice(5)}` })
        .expect(201);
      expect(res.body.user.mobile).toBe(account.mobile);
    });

    it('answers 409 for a registered e-mail or mobile, case-insensitively', async () => {
      const first = newAccount();
      await t.http().post('/api/auth/register').send(first).expect(201);
      const sameEmail = await t
        .http()
        .post('/api/auth/register')
        .send(newAccount('customer', { email: first.email.toUpperCase() }))
        .expect(409);
      expect(sameEmail.body).toEqual({ statusCode: 409, message: 'Email is already registered', requestId: expect.any(String) });
      const sameMobile = await t
        .http()
        .post('/api/auth/register')
        .send(newAccount('customer', { mobile: first.mobile }))
        .expect(409);
      expect(sameMobile.body).toEqual({ statusCode: 409, message: 'Mobile is already registered', requestId: expect.any(String) });
    });

    it('lets exactly one of two simultaneous registrations with one e-mail through', async () => {
      const a = newAccount();
      const b = newAccount('customer', { email: a.email });
      const results = await Promise.all([a, b].map((body) => t.http().post('/api/auth/register').send(body)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await users().countBy({ email: a.email })).toBe(1);
    });
  });

  describe('POST /api/auth/login', () => {
    it('logs in by e-mail and by mobile and answers the token and user', async () => {
      const account = newAccount('customer');
      await t.http().post('/api/auth/register').send(account).expect(201);
      for (const emailOrMobile of [account.email, account.email.toUpperCase(), account.mobile, `+91${account.mobile}`]) {
        const res = await t.http().post('/api/auth/login').send({ emailOrMobile, password: PASSWORD }).expect(200);
        expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(res.body.user).toEqual({
          id: expect.any(Number),
          role: 'customer',
          fullName: account.fullName,
          email: account.email,
          mobile: account.mobile,
        });
      }
    });

    it("answers 401 'Invalid login credentials' for a wrong password or unknown account", async () => {
      const account = newAccount();
      await t.http().post('/api/auth/register').send(account).expect(201);
      for (const body of [
        { emailOrMobile: account.email, password: 'wrong-password' },
        { emailOrMobile: 'nobody@example.test', password: PASSWORD },
        { emailOrMobile: '9000000000', password: PASSWORD },
      ]) {
        const res = await t.http().post('/api/auth/login').send(body).expect(401);
        expect(res.body).toEqual({ statusCode: 401, message: 'Invalid login credentials', requestId: expect.any(String) });
      }
    });

    it('keeps agents and admins out until an admin approves them', async () => {
      for (const role of ['agent', 'admin'] as const) {
        const account = newAccount(role);
        await t.http().post('/api/auth/register').send(account).expect(201);
        const res = await t.http().post('/api/auth/login').send({ emailOrMobile: account.email, password: PASSWORD }).expect(403);
        expect(res.body).toEqual({
          statusCode: 403,
          message: 'Your account is awaiting approval by an admin.',
          requestId: expect.any(String),
        });
      }
    });

    it('answers a clear message to a deactivated account', async () => {
      const admin = await signUp(t, 'admin');
      const customer = await signUp(t, 'customer');
      await t
        .http()
        .put(`/api/users/customers/${customer.id}/status`)
        .set(admin.auth)
        .send({ active: false, reason: 'No longer works with us.' })
        .expect(200);
      const res = await t.http().post('/api/auth/login').send({ emailOrMobile: customer.email, password: PASSWORD }).expect(403);
      expect(res.body.message).toBe('Your account has been deactivated.');
    });

    it('requires both fields', async () => {
      const res = await t.http().post('/api/auth/login').send({}).expect(400);
      expect(res.body.message).toBe('Email or mobile is required');
    });
  });

  describe('a deactivated user', () => {
    it('loses access with the token it already has, on the next request', async () => {
      const admin = await signUp(t, 'admin');
      const agent = await signUp(t, 'agent');
      await t.http().get('/api/auth/profile').set(agent.auth).expect(200);
      await t
        .http()
        .put(`/api/users/agents/${agent.id}/status`)
        .set(admin.auth)
        .send({ active: false, reason: 'No longer works with us.' })
        .expect(200);
      const res = await t.http().get('/api/auth/profile').set(agent.auth).expect(401);
      expect(res.body.message).toBe('Your account is not active. Please log in again or contact us.');
    });
  });

  describe('GET and PUT /api/auth/profile', () => {
    it('answers the profile with address mirroring area', async () => {
      const me = await signUp(t, 'customer');
      const res = await t.http().get('/api/auth/profile').set(me.auth).expect(200);
      expect(res.body).toMatchObject({
        id: me.id,
        role: 'customer',
        email: me.email,
        mobile: me.mobile,
        area: 'Napier Town',
        address: 'Napier Town',
        city: 'Jabalpur',
        state: 'Madhya Pradesh',
        pincode: '482001',
        profileImage: null,
      });
      expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(res.body).not.toHaveProperty('passwordHash');
    });

    it('updates fields and takes address as area', async () => {
      const me = await signUp(t, 'customer');
      const res = await t
        .http()
        .put('/api/auth/profile')
        .set(me.auth)
        .send({ fullName: 'Asha Verma', address: 'Wright Town', city: 'Jabalpur', pincode: '482002' })
        .expect(200);
      expect(res.body).toMatchObject({ fullName: 'Asha Verma', area: 'Wright Town', address: 'Wright Town', pincode: '482002' });
    });

    it('refuses a photo inside the JSON body: photos are uploaded as files', async () => {
      const me = await signUp(t, 'customer');
      const res = await t
        .http()
        .put('/api/auth/profile')
        .set(me.auth)
        .send({ profileImage: dataUrl(await png(), 'image/png') })
        .expect(400);
      expect(res.body.message).toBe('The field profileImage is not accepted.');
    });
  });

  describe('PUT and DELETE /api/auth/profile/photo', () => {
    it('stores an uploaded photo without its EXIF and serves it with long cache headers', async () => {
      const me = await signUp(t, 'customer');
      const res = await uploadPhoto(t, me.auth, await jpegWithGps()).expect(200);
      expect(res.body.profileImage).toMatch(/^\/api\/files\/\d+\?expires=\d+&sig=[\w-]+$/);

      const photo = await t.http().get(res.body.profileImage).expect(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(photo.body as Buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(64);
    });

    it('replaces the old photo, keeping one copy, and removes it with DELETE', async () => {
      const me = await signUp(t, 'customer');
      const first = await uploadPhoto(t, me.auth, await png(), 'a.png').expect(200);
      const second = await uploadPhoto(t, me.auth, await jpegWithGps()).expect(200);
      expect(second.body.profileImage).not.toBe(first.body.profileImage);
      await t.http().get(first.body.profileImage).expect(404);
      expect(await t.db.getRepository(StoredFile).countBy({ ownerId: me.id })).toBe(1);
      const cleared = await t.http().delete('/api/auth/profile/photo').set(me.auth).expect(200);
      expect(cleared.body.profileImage).toBeNull();
      expect(await t.db.getRepository(StoredFile).countBy({ ownerId: me.id })).toBe(0);
    });

    it('asks for a file when none is sent', async () => {
      const me = await signUp(t, 'customer');
      const res = await t.http().put('/api/auth/profile/photo').set(me.auth).field('note', 'x').expect(400);
      expect(res.body.message).toBe('Please choose an image file to upload.');
    });

    it('refuses a file that is not an image, two files, or another field name, and stores nothing', async () => {
      const me = await signUp(t, 'customer');
      const files = () => t.db.getRepository(StoredFile).countBy({ ownerId: me.id });
      const text = await uploadPhoto(t, me.auth, Buffer.from('not an image'), 'photo.jpg').expect(400);
      expect(text.body.message).toBe('Only JPEG, PNG, WebP or GIF images are accepted.');
      const two = await t
        .http()
        .put('/api/auth/profile/photo')
        .set(me.auth)
        .attach('photo', await png(), 'a.png')
        .attach('photo', await png(), 'b.png')
        .expect(400);
      expect(two.body.message).toBe('Please upload one image at a time.');
      const other = await t
        .http()
        .put('/api/auth/profile/photo')
        .set(me.auth)
        .attach('picture', await png(), 'a.png')
        .expect(400);
      expect(other.body.message).toBe('Please upload one image at a time.');
      expect(await files()).toBe(0);
    });

    it('needs a login, and every role manages its own photo', async () => {
      await t
        .http()
        .put('/api/auth/profile/photo')
        .attach('photo', await png(), 'a.png')
        .expect(401);
      await t.http().delete('/api/auth/profile/photo').expect(401);
      for (const role of ['agent', 'admin'] as const) {
        const me = await signUp(t, role);
        const res = await uploadPhoto(t, me.auth, await png(), 'a.png').expect(200);
        expect(res.body.profileImage).toMatch(/^\/api\/files\/\d+\?/);
        await t.http().delete('/api/auth/profile/photo').set(me.auth).expect(200);
      }
    });
  });

  describe('PUT /api/auth/profile, continued', () => {
    it('answers 409 for an e-mail that belongs to someone else and changes nothing', async () => {
      const me = await signUp(t, 'customer');
      const other = await signUp(t, 'customer');
      const res = await t.http().put('/api/auth/profile').set(me.auth).send({ fullName: 'Changed', email: other.email }).expect(409);
      expect(res.body.message).toBe('Email is already registered');
      const profile = await t.http().get('/api/auth/profile').set(me.auth).expect(200);
      expect(profile.body.fullName).not.toBe('Changed');
    });

    it('refuses a body with a photo field and keeps the profile as it was', async () => {
      const me = await signUp(t, 'customer');
      const res = await t
        .http()
        .put('/api/auth/profile')
        .set(me.auth)
        .send({ fullName: 'Should Not Stick', profileImage: null })
        .expect(400);
      expect(res.body.message).toBe('The field profileImage is not accepted.');
      const profile = await t.http().get('/api/auth/profile').set(me.auth).expect(200);
      expect(profile.body.fullName).not.toBe('Should Not Stick');
    });

    it('needs a token', async () => {
      const res = await t.http().get('/api/auth/profile').expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Please log in to continue.', requestId: expect.any(String) });
      await t.http().put('/api/auth/profile').send({ fullName: 'x' }).expect(401);
    });

    it('lets an agent and an admin edit their own profile too', async () => {
      for (const role of ['agent', 'admin'] as const) {
        const me = await signUp(t, role);
        const res = await t.http().put('/api/auth/profile').set(bearer(me.token)).send({ area: 'Civil Lines' }).expect(200);
        expect(res.body).toMatchObject({ role, area: 'Civil Lines' });
      }
    });
  });
});

describe('Auth rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it("answers 429 'Too many attempts. Please try again in a minute.' past the limit", async () => {
    const body = { emailOrMobile: 'nobody@example.test', password: 'whatever1' };
    for (let i = 0; i < 3; i += 1) await t.http().post('/api/auth/login').send(body).expect(401);
    const res = await t.http().post('/api/auth/login').send(body).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many attempts. Please try again in a minute.',
      requestId: expect.any(String),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await t.http().post('/api/auth/register').send(newAccount()).expect(429);
    // "Forgot password?" and the links it and an e-mail change send count with them.
    await t.http().post('/api/auth/password-reset').send({ emailOrMobile: 'nobody@example.test' }).expect(429);
    await t.http().post('/api/auth/password-reset/confirm').send({ token: 'x', password: 'whatever1' }).expect(429);
    await t.http().post('/api/auth/email-change/confirm').send({ token: 'x' }).expect(429);
    await t.http().get('/api/health').expect(200);
  });
});
