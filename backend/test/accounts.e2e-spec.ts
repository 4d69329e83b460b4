import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { Booking } from '../src/bookings/booking.entity.js';
import { Clock } from '../src/common/time/clock.js';
import { StoredFile } from '../src/files/stored-file.entity.js';
import { PasswordLinksService } from '../src/users/password-links.service.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/app.js';
import { bearer, newAccount, PASSWORD, type SignedIn, signUp } from './helpers/factories.js';
import { png, uploadPhoto } from './helpers/images.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './helpers/smtp.js';
import { book, createOffer, istDate, passenger } from './helpers/trips.js';

const SITE = 'https://cabs.example.test';
const SENT =
  'If an account has this e-mail address or mobile number, we have sent a link to set a new password to its e-mail address. ' +
  'The link works once, for 30 minutes.';
const RESET_INVALID =
  'This password reset link is invalid or has expired. Please ask for a new one with "Forgot password?" on the login page.';
const EMAIL_INVALID = 'This e-mail confirmation link is invalid or has expired. Please change your e-mail again from your profile.';
const NEW_PASSWORD = 'a-fresh-secret-2025';

const textOf = (mail: ReceivedMail) => mail.parts.find((p) => p.contentType.startsWith('text/plain'))?.body ?? '';
const htmlOf = (mail: ReceivedMail) => mail.parts.find((p) => p.contentType.startsWith('text/html'))?.body ?? '';
/** The link in an e-mail, and its token. */
function linkIn(mail: ReceivedMail, page: string): { url: string; token: string } {
  const url = new RegExp(`${SITE}${page}\\?token=[\\w.-]+`).exec(textOf(mail))?.[0];
  if (!url) throw new Error(`no ${page} link in: ${textOf(mail)}`);
  return { url, token: new URL(url).searchParams.get('token') as string };
}

describe('Accounts people run themselves', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: SignedIn;
  const clock = () => t.app.get(Clock, { strict: false });
  const forgot = (emailOrMobile: unknown) => t.http().post('/api/auth/password-reset').send({ emailOrMobile });
  const confirmReset = (body: object) => t.http().post('/api/auth/password-reset/confirm').send(body);
  const login = (emailOrMobile: string, password: string) => t.http().post('/api/auth/login').send({ emailOrMobile, password });
  // Match the text (a Hindi reader's subject arrives MIME-encoded).
  const mailTo = (email: string, text: RegExp) => smtp.waitFor((m) => m.to.includes(email) && text.test(textOf(m)));
  const withPhoto = async (who: SignedIn) => uploadPhoto(t, who.auth, await png(), 'photo.png').expect(200);
  const entries = (userId: number, action: string) =>
    t.db.getRepository(AuditEntry).findBy({ entityType: 'user', entityId: userId, action: action as never });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: `${SITE}/` });
    admin = await signUp(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('"Forgot password?"', () => {
    it('e-mails a link that sets a new password once and ends every other session', async () => {
      const customer = await signUp(t, 'customer');
      // Tokens count whole seconds and one from the second of the change stays valid: the session
      // that must end is signed a few seconds back rather than the test sleeping.
      const iat = Math.floor(Date.now() / 1000) - 5;
      const earlier = new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: customer.id, role: 'customer', iat }, { expiresIn: '1h' });
      await t.http().get('/api/auth/profile').set(bearer(earlier)).expect(200);
      const res = await forgot(customer.email.toUpperCase()).expect(202);
      expect(res.body).toEqual({ message: SENT });

      const mail = await mailTo(customer.email, /to set a new password/i);
      const { url, token } = linkIn(mail, '/resetpassword');
      expect(url.startsWith(`${SITE}/resetpassword?token=`)).toBe(true);
      expect(htmlOf(mail)).toContain(`href="${url}"`);
      expect(textOf(mail)).toContain('30 minutes');
      // In the language the person registered in: English alone here (Hindi readers get Hindi, then English).
      expect(textOf(mail)).not.toMatch(/[\u0900-\u097f]/);

      const done = await confirmReset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
      expect(done.body).toEqual({ message: 'Your password has been changed. You can log in now.' });
      await login(customer.email, NEW_PASSWORD).expect(200);
      await login(customer.email, PASSWORD).expect(401);
      // The session from before the reset is over, and the link is spent.
      await t.http().get('/api/auth/profile').set(bearer(earlier)).expect(401);
      expect((await confirmReset({ token, password: 'yet-another-one-9' }).expect(400)).body).toEqual({
        statusCode: 400,
        message: RESET_INVALID,
        requestId: expect.any(String),
      });
    });

    it('works with the mobile number written any common way, confirmPassword optional', async () => {
      const customer = await signUp(t, 'customer');
      await forgot(`+91 ${customer.mobile.slice(0, 5)} ${customer.mobile.slice(5)}`).expect(202);
      const { token } = linkIn(await mailTo(customer.email, /to set a new password/i), '/resetpassword');
      await confirmReset({ token, password: NEW_PASSWORD }).expect(200);
      await login(customer.mobile, NEW_PASSWORD).expect(200);
    });

    it('gives the same answer, with the same work, when no e-mail goes out', async () => {
      const links = jest.spyOn(t.app.get(PasswordLinksService), 'link');
      const inactive = await signUp(t, 'agent', { active: false });
      const phoneCustomer = await t
        .http()
        .post('/api/admin/bookings')
        .set(admin.auth)
        .send({
          from: 'Jabalpur, MP, India',
          to: 'Bhopal',
          date: istDate(5),
          time: '10:00',
          vehicle: 'Dzire',
          passenger: passenger(),
          customer: { fullName: 'Phone Only', mobile: `7${String(Date.now()).slice(-9)}` },
        })
        .expect(201);
      const cases = ['nobody-at-all@example.test', '9000012345', inactive.email, phoneCustomer.body.data.user.mobile];
      for (const who of cases) expect((await forgot(who).expect(202)).body).toEqual({ message: SENT });
      // Every case signed a link, as a real request does.
      expect(links).toHaveBeenCalledTimes(cases.length);
      links.mockRestore();
      // A real request after them: its mail arrives, and it is the only one.
      const real = await signUp(t, 'customer');
      await forgot(real.email).expect(202);
      await mailTo(real.email, /to set a new password/i);
      const recipients = smtp.received.flatMap((m) => m.to);
      for (const address of ['nobody-at-all@example.test', inactive.email, phoneCustomer.body.data.user.email]) {
        expect(recipients).not.toContain(address);
      }
    });

    it('expires after 30 minutes by the clock', async () => {
      const customer = await signUp(t, 'customer');
      await forgot(customer.email).expect(202);
      const { token } = linkIn(await mailTo(customer.email, /to set a new password/i), '/resetpassword');
      const start = Date.now();
      const now = jest.spyOn(clock(), 'now');
      try {
        now.mockReturnValue(new Date(start + 31 * 60_000));
        expect((await confirmReset({ token, password: NEW_PASSWORD }).expect(400)).body.message).toBe(RESET_INVALID);
        now.mockReturnValue(new Date(start + 29 * 60_000));
        await confirmReset({ token, password: NEW_PASSWORD }).expect(200);
      } finally {
        now.mockRestore();
      }
    });

    it('records the link on the account timeline, by nobody signed in', async () => {
      const customer = await signUp(t, 'customer');
      await forgot(customer.email).expect(202);
      await mailTo(customer.email, /to set a new password/i);
      let recorded: AuditEntry[] = [];
      for (let i = 0; i < 50 && recorded.length === 0; i += 1) {
        recorded = await entries(customer.id, 'user.password-link');
        if (recorded.length === 0) await new Promise((r) => setTimeout(r, 20));
      }
      expect(recorded).toEqual([expect.objectContaining({ actorId: null, after: { sentBy: 'e-mail', expiresAt: expect.any(String) } })]);
    });

    it.each([
      [{}, 'Email or mobile is required'],
      [{ emailOrMobile: '' }, 'Email or mobile is required'],
      [{ emailOrMobile: 'a@b.in', extra: 1 }, 'The field extra is not accepted.'],
    ])('answers 400 for %j', async (body, message) => {
      expect((await t.http().post('/api/auth/password-reset').send(body).expect(400)).body.message).toBe(message);
    });

    it.each([
      [{ password: NEW_PASSWORD }, 'The password link is missing.'],
      [{ token: 'nonsense', password: NEW_PASSWORD }, RESET_INVALID],
      [{ token: `1.1.${'A'.repeat(43)}`, password: 'short' }, 'Password must be at least 8 characters'],
      [{ token: `1.1.${'A'.repeat(43)}`, password: NEW_PASSWORD, confirmPassword: 'different-one-1' }, 'Passwords do not match!'],
    ])('refuses the confirmation %j', async (body, message) => {
      const res = await confirmReset(body).expect(400);
      expect([res.body.message].flat()).toEqual([message]);
    });
  });

  describe('changing e-mail', () => {
    it('waits for the new address to be confirmed through a link, with a notice to the old one', async () => {
      const customer = await signUp(t, 'customer');
      const newEmail = `new-${customer.email}`;
      const res = await t
        .http()
        .put('/api/auth/profile')
        .set(customer.auth)
        .send({ email: newEmail.toUpperCase(), city: 'Katni' })
        .expect(200);
      expect(res.body).toMatchObject({ email: customer.email, pendingEmail: newEmail, city: 'Katni' });
      expect((await t.http().get('/api/auth/profile').set(customer.auth).expect(200)).body.pendingEmail).toBe(newEmail);

      const confirmation = await mailTo(newEmail, /to make .* the e-mail address/i);
      const notice = await mailTo(customer.email, /asked to change its e-mail address/);
      expect(textOf(notice)).not.toContain('token=');
      expect(textOf(notice)).toContain(`${newEmail[0]}…`);
      const { token } = linkIn(confirmation, '/confirm-email');
      // Not yet: the old address still logs in, the new one does not.
      await login(customer.email, PASSWORD).expect(200);
      await login(newEmail, PASSWORD).expect(401);

      const done = await t.http().post('/api/auth/email-change/confirm').send({ token }).expect(200);
      expect(done.body).toEqual({ message: `Your e-mail address is now ${newEmail}.` });
      expect((await t.http().get('/api/auth/profile').set(customer.auth).expect(200)).body).toMatchObject({
        email: newEmail,
        pendingEmail: null,
      });
      await login(newEmail, PASSWORD).expect(200);
      await login(customer.email, PASSWORD).expect(401);
      expect((await t.http().post('/api/auth/email-change/confirm').send({ token }).expect(400)).body.message).toBe(EMAIL_INVALID);
      expect((await entries(customer.id, 'user.email-changed'))[0]).toMatchObject({
        before: { email: customer.email },
        after: { email: newEmail },
      });
    });

    it('voids an earlier link when another address is asked for, or the current one typed back', async () => {
      const customer = await signUp(t, 'customer');
      const first = `first-${customer.email}`;
      const second = `second-${customer.email}`;
      await t.http().put('/api/auth/profile').set(customer.auth).send({ email: first }).expect(200);
      const firstLink = linkIn(await mailTo(first, /to make/i), '/confirm-email');
      await t.http().put('/api/auth/profile').set(customer.auth).send({ email: second }).expect(200);
      const secondLink = linkIn(await mailTo(second, /to make/i), '/confirm-email');
      await t.http().post('/api/auth/email-change/confirm').send({ token: firstLink.token }).expect(400);
      const back = await t.http().put('/api/auth/profile').set(customer.auth).send({ email: customer.email }).expect(200);
      expect(back.body.pendingEmail).toBeNull();
      await t.http().post('/api/auth/email-change/confirm').send({ token: secondLink.token }).expect(400);
    });

    it('refuses an address someone took meanwhile, and a link past its 24 hours', async () => {
      const customer = await signUp(t, 'customer');
      const wanted = `wanted-${customer.email}`;
      await t.http().put('/api/auth/profile').set(customer.auth).send({ email: wanted }).expect(200);
      const { token } = linkIn(await mailTo(wanted, /to make/i), '/confirm-email');
      const now = jest.spyOn(clock(), 'now').mockReturnValue(new Date(Date.now() + 25 * 3600_000));
      try {
        expect((await t.http().post('/api/auth/email-change/confirm').send({ token }).expect(400)).body.message).toBe(EMAIL_INVALID);
        expect((await t.http().get('/api/auth/profile').set(customer.auth).expect(200)).body.pendingEmail).toBeNull();
      } finally {
        now.mockRestore();
      }
      await t
        .http()
        .post('/api/auth/register')
        .send(newAccount('customer', { email: wanted }))
        .expect(201);
      expect((await t.http().post('/api/auth/email-change/confirm').send({ token }).expect(409)).body.message).toBe(
        'Email is already registered',
      );
    });

    it.each([
      [{}, 'The confirmation link is missing.'],
      [{ token: 'x'.repeat(201) }, EMAIL_INVALID],
      [{ token: 'garbage' }, EMAIL_INVALID],
    ])('refuses the confirmation %j', async (body, message) => {
      const res = await t.http().post('/api/auth/email-change/confirm').send(body).expect(400);
      expect([res.body.message].flat()).toEqual([message]);
    });
  });

  describe('GET /api/auth/profile/export', () => {
    it("downloads everything kept about the caller as JSON: account, bookings with the full ID number, files' metadata, activity", async () => {
      const customer = await signUp(t, 'customer');
      await withPhoto(customer);
      const rider = passenger();
      const booking = await book(t, customer, { passenger: rider });
      await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
      await t.http().get(`/api/bookings/${booking.id}/passenger-id`).set(admin.auth).expect(200);

      const res = await t.http().get('/api/auth/profile/export').set(customer.auth).expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="jabalpur-cabs-my-data-\d{4}-\d\d-\d\d\.json"$/);
      expect(res.body.account).toMatchObject({ id: customer.id, email: customer.email, mobile: customer.mobile, role: 'customer' });
      expect(res.body.bookings).toEqual([expect.objectContaining({ id: booking.id, reference: booking.reference })]);
      expect(res.body.bookings[0].passenger.idNumber).toBe(rider.idNumber);
      expect(res.body.offers).toEqual([]);
      expect(res.body.files).toEqual([
        { id: expect.any(Number), purpose: 'profile', mimeType: 'image/jpeg', byteSize: expect.any(Number), createdAt: expect.any(String) },
      ]);
      expect(res.body.activity.map((e: { action: string }) => e.action)).toEqual(['booking.created']);
      expect(JSON.stringify(res.body)).not.toContain('passwordHash');
    });

    it('gives an agent their offers', async () => {
      const agent = await signUp(t, 'agent');
      const offer = await createOffer(t, agent);
      const res = await t.http().get('/api/auth/profile/export').set(agent.auth).expect(200);
      expect(res.body.offers.map((o: { id: number }) => o.id)).toEqual([offer.id]);
      expect(res.body.activity.map((e: { action: string }) => e.action)).toContain('offer.created');
    });

    it('needs a login', async () => {
      await t.http().get('/api/auth/profile/export').expect(401);
    });
  });

  describe('DELETE /api/auth/profile', () => {
    const remove = (who: SignedIn, password: unknown = PASSWORD) => t.http().delete('/api/auth/profile').set(who.auth).send({ password });

    it('erases the person and keeps their bookings and money for the accounts, anonymised', async () => {
      const customer = await signUp(t, 'customer');
      await withPhoto(customer);
      await t
        .http()
        .put('/api/auth/profile')
        .set(customer.auth)
        .send({ email: `other-${customer.email}` })
        .expect(200);
      const trip = await book(t, customer, { passenger: passenger({ name: 'Savitri Bai' }) });
      await t.http().patch(`/api/bookings/${trip.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
      await t.http().patch(`/api/bookings/${trip.id}/charges`).set(admin.auth).send({ tollTaxAndParking: 240 }).expect(200);
      // The trip is done: dated in the past.
      await t.db.getRepository(Booking).update({ id: trip.id }, { date: istDate(-3) });

      const res = await remove(customer).expect(200);
      expect(res.body).toEqual({
        message: 'Your account has been deleted. Your bookings stay in our accounts without your personal details.',
      });

      await t.http().get('/api/auth/profile').set(customer.auth).expect(401);
      await login(customer.email, PASSWORD).expect(401);
      const name = `Deleted customer #${customer.id}`;
      const account = await t.http().get(`/api/users/customers/${customer.id}`).set(admin.auth).expect(200);
      expect(account.body).toMatchObject({
        fullName: name,
        email: `deleted-${customer.id}@deleted.invalid`,
        mobile: null,
        area: null,
        city: null,
        state: null,
        pincode: null,
        profileImage: null,
        active: false,
      });
      expect(await t.db.getRepository(StoredFile).countBy({ ownerId: customer.id })).toBe(0);
      const kept = await t.http().get(`/api/bookings/${trip.id}`).set(admin.auth).expect(200);
      expect(kept.body.data).toMatchObject({
        status: 'confirmed',
        totalAmount: trip.totalAmount,
        tollTaxAndParking: 240,
        dutySlipTotal: trip.totalAmount + 240,
        passenger: { name, phone: '', email: '', idNumber: '' },
        user: { id: customer.id, fullName: name, mobile: null },
      });
      expect((await t.http().get(`/api/bookings/${trip.id}/passenger-id`).set(admin.auth).expect(200)).body.idNumber).toBe('');
      const found = await t.http().get(`/api/bookings/all?q=${customer.mobile}`).set(admin.auth).expect(200);
      expect(found.body.total).toBe(0);
      // The pending address left the audit log; the deletion is on it.
      const timeline = (await t.http().get(`/api/users/customers/${customer.id}/history?limit=200`).set(admin.auth).expect(200)).body.data;
      expect(JSON.stringify(timeline)).not.toContain(customer.email);
      expect(timeline[0]).toMatchObject({ action: 'user.deleted', actor: { id: customer.id } });
      // Nobody can bring the account back.
      expect(
        (await t.http().put(`/api/users/customers/${customer.id}/status`).set(admin.auth).send({ active: true }).expect(409)).body.message,
      ).toBe('This account was deleted by its owner and cannot be used again.');
      await t.http().post(`/api/users/customers/${customer.id}/password-link`).set(admin.auth).send({}).expect(409);
      await forgot(`deleted-${customer.id}@deleted.invalid`).expect(202);
    });

    it('refuses while a pending or confirmed trip is still to come, naming it', async () => {
      const customer = await signUp(t, 'customer');
      const soon = await book(t, customer, { date: istDate(2) });
      const later = await book(t, customer, { date: istDate(9) });
      await t.http().patch(`/api/bookings/${later.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
      const refused = await remove(customer).expect(409);
      expect(refused.body.message).toBe(
        `Please cancel your upcoming bookings first (${soon.reference}, ${later.reference}), then delete your account.`,
      );
      expect((await t.http().get('/api/auth/profile').set(customer.auth).expect(200)).body.email).toBe(customer.email);
      expect((await t.http().get(`/api/bookings/${soon.id}`).set(customer.auth).expect(200)).body.data.passenger.name).not.toContain(
        'Deleted',
      );
      for (const b of [soon, later]) {
        await t.http().put(`/api/bookings/${b.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' }).expect(200);
      }
      await remove(customer).expect(200);
    });

    it('asks for the password again, and is for customers only', async () => {
      const customer = await signUp(t, 'customer');
      expect((await remove(customer, 'not-my-password').expect(403)).body.message).toBe('The password is not correct.');
      expect((await t.http().delete('/api/auth/profile').set(customer.auth).send({}).expect(400)).body.message).toBe(
        'Password is required',
      );
      for (const role of ['agent', 'admin'] as const) {
        const other = await signUp(t, role);
        expect((await remove(other).expect(403)).body.message).toBe(
          'Agent and admin accounts are closed by our office. Please write to us to close yours.',
        );
      }
      await t.http().delete('/api/auth/profile').send({ password: PASSWORD }).expect(401);
      expect((await t.db.getRepository(User).findOneByOrFail({ id: customer.id })).deletedAt).toBeNull();
    });
  });
});
