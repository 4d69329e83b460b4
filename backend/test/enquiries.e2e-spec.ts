import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { Booking } from '../src/bookings/booking.entity.js';
import { Enquiry } from '../src/enquiries/enquiry.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { connectSocket, nextEvent, ownRedisChannel, recordEvents } from './helpers/sockets.js';
import { istAt, packageInput } from './helpers/quotes.js';
import { istDate, oneWay, passenger } from './helpers/trips.js';

/** What an admin books from an enquiry: any trip type, for the enquiry's sender, priced by the server. */
const converted = (fields: Record<string, unknown>) => ({
  date: istDate(7),
  time: '07:00',
  vehicle: 'Dzire',
  passenger: passenger(),
  ...fields,
});

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sunita Patel',
  mobile: '+91 98765 43210',
  email: 'Sunita@Example.in',
  tripType: 'marriage',
  message: 'Six cars for a wedding, Jabalpur to Katni and back.',
  date: istDate(60),
  ...overrides,
});

describe('Enquiries', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let adminSocket: Socket;
  let customerSocket: Socket;

  beforeAll(async () => {
    t = await createTestApp(ownRedisChannel());
    [admin, customer] = [await signUp(t, 'admin'), await signUp(t, 'customer')];
    [adminSocket, customerSocket] = [await connectSocket(t, admin.token), await connectSocket(t, customer.token)];
  });
  afterAll(async () => {
    adminSocket.close();
    customerSocket.close();
    await t.close();
  });

  const send = (body: Record<string, unknown>) => t.http().post('/api/enquiries').send(body);
  const count = () => t.db.getRepository(Enquiry).count();

  it('takes an enquiry from anyone and tells the admins live, not the customers', async () => {
    const heardByCustomer = recordEvents(customerSocket, 'newEnquiry');
    const heard = nextEvent<{ enquiryId: number; name: string; tripType: string }>(adminSocket, 'newEnquiry');
    const res = await send(enquiry()).expect(201);
    expect(res.body.data).toEqual({ id: expect.any(Number), status: 'new' });
    expect(await heard).toEqual({
      enquiryId: res.body.data.id,
      name: 'Sunita Patel',
      tripType: 'marriage',
      date: istDate(60),
      noticeId: expect.any(Number),
    });
    const stored = await t.db.getRepository(Enquiry).findOneByOrFail({ id: res.body.data.id });
    expect(stored).toMatchObject({ mobile: '9876543210', email: 'sunita@example.in', status: 'new' });
    expect(heardByCustomer).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: '' }, 'name is required'],
    ['a bad mobile', { mobile: '12345' }, 'Mobile must be a 10-digit Indian number starting with 6, 7, 8 or 9'],
    ['a bad e-mail', { email: 'sunita@' }, 'Please enter a valid email address'],
    [
      'an unknown trip type',
      { tripType: 'boat' },
      'tripType must be one of one-way, round-trip, local, airport-railway, marriage, office, tour, national-park',
    ],
    ['no message', { message: '  ' }, 'message is required: tell us about the trip'],
    ['a date that is not a date', { date: '2027-02-30' }, 'date must be a date like 2025-12-31'],
    ['an unknown package', { packageId: 999999 }, 'Unknown package: choose one from the packages list.'],
  ])('answers 400 for %s and keeps nothing', async (_case, change, message) => {
    const before = await count();
    const res = await send(enquiry(change)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
    expect(await count()).toBe(before);
  });

  it('lists enquiries for admins, newest first, filtered and paged', async () => {
    // On MariaDB the suites share one database: count from what other suites left there.
    const list = (query: string) => t.http().get(`/api/enquiries?${query}`).set(admin.auth).expect(200);
    const officeBefore = Number((await list('tripType=office&status=new&limit=1')).headers['x-total-count']);
    const rakeshBefore = (await list('q=Rakesh&limit=100')).body.data.map((e: { id: number }) => e.id) as number[];
    const office = (await send(enquiry({ tripType: 'office', name: 'Rakesh Office' })).expect(201)).body.data.id as number;
    await send(enquiry({ tripType: 'tour', name: 'Rakesh Tour' })).expect(201);
    const res = await list('tripType=office&status=new&limit=1');
    expect(res.headers['x-total-count']).toBe(String(officeBefore + 1));
    expect(res.body).toMatchObject({
      total: officeBefore + 1,
      page: 1,
      limit: 1,
      data: [{ id: office, name: 'Rakesh Office', status: 'new' }],
    });
    const found = await list('q=Rakesh%20Office&limit=100');
    expect(found.body.data.map((e: { id: number }) => e.id).filter((id: number) => !rakeshBefore.includes(id))).toEqual([office]);
    const bad = await t.http().get('/api/enquiries?status=lost').set(admin.auth).expect(400);
    expect(bad.body.message).toBe('status must be one of: new, answered, converted, closed');
  });

  it('lets an admin answer and close an enquiry, with the reply kept', async () => {
    const id = (await send(enquiry()).expect(201)).body.data.id as number;
    const noReply = await t.http().put(`/api/enquiries/${id}`).set(admin.auth).send({ status: 'answered' }).expect(400);
    expect(noReply.body.message).toBe('Write the reply the customer will get before marking the enquiry answered.');
    const res = await t
      .http()
      .put(`/api/enquiries/${id}`)
      .set(admin.auth)
      .send({ status: 'answered', reply: 'Six Dzires: ₹15,600 in all.' })
      .expect(200);
    expect(res.body.data).toMatchObject({ status: 'answered', reply: 'Six Dzires: ₹15,600 in all.' });
    expect(res.body.data.repliedAt).toMatch(/\+05:30$/);
    await t.http().put(`/api/enquiries/${id}`).set(admin.auth).send({ status: 'closed' }).expect(200);
    const closed = await t.http().post(`/api/enquiries/${id}/booking`).set(admin.auth).send(oneWay()).expect(409);
    expect(closed.body.message).toBe('This enquiry is closed; answer it again to reopen it before booking.');
  });

  it('turns an enquiry into a booking for its sender, once', async () => {
    const id = (await send(enquiry({ mobile: '9123456780', email: undefined, name: 'Vikram Singh' })).expect(201)).body.data.id as number;
    const res = await t.http().post(`/api/enquiries/${id}/booking`).set(admin.auth).send(oneWay()).expect(201);
    expect(res.body.data).toMatchObject({ status: 'pending', user: { fullName: 'Vikram Singh', mobile: '9123456780' } });
    const after = await t.http().get(`/api/enquiries/${id}`).set(admin.auth).expect(200);
    expect(after.body.data).toMatchObject({ status: 'converted', bookingId: res.body.data.id });
    const again = await t.http().post(`/api/enquiries/${id}/booking`).set(admin.auth).send(oneWay()).expect(409);
    expect(again.body.message).toBe('This enquiry has already been turned into a booking; change the booking instead.');
    const answer = await t.http().put(`/api/enquiries/${id}`).set(admin.auth).send({ status: 'closed' }).expect(409);
    expect(answer.body.message).toBe('This enquiry has already been turned into a booking; change the booking instead.');
  });

  describe('turns an enquiry into a booking of every trip type, re-priced by the server', () => {
    let packageId = 0;
    beforeAll(async () => {
      packageId = (await t.http().post('/api/packages').set(admin.auth).send(packageInput()).expect(201)).body.data.id as number;
    });

    it.each<[string, () => Record<string, unknown>, () => Record<string, unknown>]>([
      [
        'a two-day round trip',
        () => ({ tripType: 'round-trip', from: 'Jabalpur, MP, India', to: 'Bandhavgarh', returnAt: istAt(8, '19:00') }),
        () => ({ tripType: 'round-trip', totalAmount: 6100 }),
      ],
      [
        'an 8 h local car',
        () => ({ tripType: 'local', from: 'Jabalpur Junction', hours: 8, time: '10:00' }),
        () => ({ tripType: 'local', totalAmount: 1900 }),
      ],
      [
        'an airport drop',
        () => ({ tripType: 'airport-railway', from: 'Bhedaghat', to: 'Dumna Airport', time: '11:00' }),
        () => ({ tripType: 'airport-railway', fare: { lines: [expect.objectContaining({ code: 'transfer' })] } }),
      ],
      [
        'a national-park package',
        () => ({ tripType: 'national-park', from: 'Jabalpur', packageId }),
        () => ({ tripType: 'national-park', totalAmount: 6500, tripDetails: { packageId } }),
      ],
    ])('%s, ignoring any amount the client sends', async (_name, trip, expected) => {
      const id = (await send(enquiry({ tripType: 'tour' })).expect(201)).body.data.id as number;
      // An amount the client sends is ignored: the server prices the trip again.
      const res = await t
        .http()
        .post(`/api/enquiries/${id}/booking`)
        .set(admin.auth)
        .send({ ...converted(trip()), totalAmount: 1 })
        .expect(201);
      expect(res.body.data).toMatchObject({ status: 'pending', fareVersionId: expect.any(Number), ...expected() });
      expect(res.body.data.totalAmount).toBe(res.body.data.fare.total);
      expect(await t.db.getRepository(Enquiry).findOneByOrFail({ id })).toMatchObject({ status: 'converted', bookingId: res.body.data.id });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a local car of 5 hours', { tripType: 'local', from: 'Jabalpur', hours: 5 }, 'hours must be 4, 8 or 12 for a local trip.'],
      [
        'a round trip without a return',
        { tripType: 'round-trip', from: 'Jabalpur, MP, India', to: 'Bandhavgarh' },
        'returnAt is required for a round trip.',
      ],
      ['a package that does not exist', { tripType: 'national-park', from: 'Jabalpur', packageId: 999999 }, ''],
      ['a transfer with no station', { tripType: 'airport-railway', from: 'Bhedaghat', to: 'Katni' }, ''],
    ])('refuses %s with one clear sentence and changes nothing', async (_name, trip, message) => {
      const id = (await send(enquiry()).expect(201)).body.data.id as number;
      const bookings = await t.db.getRepository(Booking).count();
      const res = await t.http().post(`/api/enquiries/${id}/booking`).set(admin.auth).send(converted(trip));
      expect([400, 404, 422]).toContain(res.status);
      if (message) expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(/^[A-Z][^\n]*\.$/);
      expect(await t.db.getRepository(Booking).count()).toBe(bookings);
      expect((await t.db.getRepository(Enquiry).findOneByOrFail({ id })).status).toBe('new');
    });

    it('books once when two admins convert the same enquiry at once: one 201, the other 409, one booking', async () => {
      const second = await signUp(t, 'admin');
      const id = (await send(enquiry()).expect(201)).body.data.id as number;
      const bookings = await t.db.getRepository(Booking).count();
      const trip = converted({ tripType: 'local', from: 'Jabalpur Junction', hours: 4, time: '09:00' });
      const answers = await Promise.all(
        [admin, second].map((who) => t.http().post(`/api/enquiries/${id}/booking`).set(who.auth).send(trip)),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const refused = answers.find((r) => r.status === 409);
      expect(refused?.body.message).toBe('This enquiry has already been turned into a booking; change the booking instead.');
      const won = answers.find((r) => r.status === 201);
      expect(await t.db.getRepository(Booking).count()).toBe(bookings + 1);
      expect(await t.db.getRepository(Enquiry).findOneByOrFail({ id })).toMatchObject({
        status: 'converted',
        bookingId: won?.body.data.id,
      });
    });
  });

  it('keeps the list, answers and bookings to admins', async () => {
    const id = (await send(enquiry()).expect(201)).body.data.id as number;
    for (const auth of [{}, customer.auth]) {
      const status = 'Authorization' in auth ? 403 : 401;
      await t.http().get('/api/enquiries').set(auth).expect(status);
      await t.http().get(`/api/enquiries/${id}`).set(auth).expect(status);
      await t.http().put(`/api/enquiries/${id}`).set(auth).send({ status: 'closed' }).expect(status);
      await t.http().post(`/api/enquiries/${id}/booking`).set(auth).send(oneWay()).expect(status);
    }
    expect((await t.db.getRepository(Enquiry).findOneByOrFail({ id })).status).toBe('new');
  });

  it('answers 404 for an enquiry that does not exist', async () => {
    const res = await t.http().get('/api/enquiries/999999').set(admin.auth).expect(404);
    expect(res.body.message).toBe('Enquiry not found.');
  });
});

describe('Enquiries rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('refuses a third enquiry from one address within a minute', async () => {
    const before = await t.db.getRepository(Enquiry).count();
    await t.http().post('/api/enquiries').send(enquiry()).expect(201);
    await t.http().post('/api/enquiries').send(enquiry()).expect(201);
    const res = await t.http().post('/api/enquiries').send(enquiry()).expect(429);
    expect(res.body.message).toBe('Too many attempts. Please try again in a minute.');
    expect(await t.db.getRepository(Enquiry).count()).toBe(before + 2);
  });
});
