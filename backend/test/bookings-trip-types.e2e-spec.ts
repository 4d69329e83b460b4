import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Booking } from '../src/bookings/booking.entity.js';
import { timeInIst, todayInIst } from '../src/common/time/ist.js';
import { FIRST_FARE_SCHEDULE } from '../src/fares/fare-schedule.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { pdfTextLines } from './helpers/pdf-text.js';
import { istAt, packageInput } from './helpers/quotes.js';
import { istDate, passenger } from './helpers/trips.js';

/** A booking body for any trip type: date and time (IST) as the booking form sends them. */
const body = (fields: Record<string, unknown>) => ({
  date: istDate(7),
  time: '07:00',
  vehicle: 'Dzire',
  passenger: passenger(),
  ...fields,
});
const roundTrip = (fields: Record<string, unknown> = {}) =>
  body({ tripType: 'round-trip', from: 'Jabalpur, MP, India', to: 'Bandhavgarh', returnAt: istAt(8, '19:00'), ...fields });

/** ISO 8601 with the IST offset, `hours` after `from`. */
const ist = (from: Date, hours: number) => {
  const at = new Date(from.getTime() + hours * 3_600_000);
  return `${todayInIst(at)}T${timeInIst(at)}:00+05:30`;
};

describe('POST /api/bookings of every trip type', () => {
  let t: TestApp;
  let customer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [customer, admin] = [await signUp(t, 'customer'), await signUp(t, 'admin')];
  });
  afterAll(() => t.close());

  const book = (b: Record<string, unknown>) => t.http().post('/api/bookings').set(customer.auth).send(b);
  const count = () => t.db.getRepository(Booking).count();

  it('books a two-day round trip to Bandhavgarh at the quoted lines, keeping the fare version', async () => {
    const res = await book(roundTrip()).expect(201);
    expect(res.body.data).toMatchObject({
      tripType: 'round-trip',
      from: 'Jabalpur, MP, India',
      to: 'Bandhavgarh',
      distance: 394,
      baseAmount: 5500,
      driverAllowance: 600,
      totalAmount: 6100,
      fareVersionId: expect.any(Number),
      tripDetails: { returnAt: istAt(8, '19:00') },
      fare: {
        lines: [
          expect.objectContaining({ code: 'distance', quantity: 500, rate: 11, amount: 5500 }),
          expect.objectContaining({ code: 'driver-allowance', quantity: 2, rate: 300, amount: 600 }),
        ],
        taxable: 5810,
        gst: 290,
        total: 6100,
      },
    });
    // The customer's history shows it with its type.
    const mine = await t.http().get('/api/bookings/my').set(customer.auth).expect(200);
    expect(mine.body.data.find((b: { id: number }) => b.id === res.body.data.id)).toMatchObject({ tripType: 'round-trip' });
  });

  it('prints the trip type, the return and the booked lines on the duty slip', async () => {
    const booking = (await book(roundTrip()).expect(201)).body.data;
    const res = await t
      .http()
      .get(`/api/bookings/${booking.id}/duty-slip.pdf`)
      .set(customer.auth)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const lines = pdfTextLines(res.body as Buffer);
    const [day, month, year] = [istDate(8).slice(8), istDate(8).slice(5, 7), istDate(8).slice(0, 4)];
    for (const text of [
      'Duty Slip (Round trip)',
      'Fare as booked (GST included)',
      '₹5,500.00',
      'Driver allowance, 2 days',
      '₹290.00',
      `${day}/${month}/${year} 19:00 IST`,
    ]) {
      expect(lines).toContain(text);
    }
    // The long line label wraps in its column.
    expect(lines.some((line) => line.startsWith('500 km (minimum 250 km a day'))).toBe(true);
  });

  it('books an 8-hour local car from a city pickup, with no drop place needed', async () => {
    const res = await book(body({ tripType: 'local', from: 'Jabalpur Junction', hours: 8, time: '10:00' })).expect(201);
    expect(res.body.data).toMatchObject({ tripType: 'local', to: 'Jabalpur Junction', totalAmount: 1900, tripDetails: { hours: 8 } });
  });

  it('books an airport drop at the flat fare of its distance band', async () => {
    const res = await book(body({ tripType: 'airport-railway', from: 'Bhedaghat', to: 'Dumna Airport', time: '11:00' })).expect(201);
    expect(res.body.data).toMatchObject({ tripType: 'airport-railway', fare: { lines: [expect.objectContaining({ code: 'transfer' })] } });
    expect(res.body.data.totalAmount).toBe(res.body.data.fare.total);
  });

  it('books a national-park package at its price and names it', async () => {
    const pkg = (await t.http().post('/api/packages').set(admin.auth).send(packageInput()).expect(201)).body.data;
    const res = await book(body({ tripType: 'national-park', from: 'Jabalpur', packageId: pkg.id })).expect(201);
    expect(res.body.data).toMatchObject({
      tripType: 'national-park',
      to: 'Jabalpur',
      totalAmount: 6500,
      tripDetails: { packageId: pkg.id, packageTitle: pkg.title },
    });
  });

  it('answers each new booking exactly as reading it back does', async () => {
    const pkg = (await t.http().post('/api/packages').set(admin.auth).send(packageInput()).expect(201)).body.data;
    const bodies = [
      body({ from: 'Jabalpur, MP, India', to: 'Bhopal, Madhya Pradesh, India', pickupInfo: 'Gate 2' }),
      roundTrip({ addresses: { pickupAddress: '12 Napier Town', pickupLandmark: 'Near Bhanwartal', dropAddress: 'Tala gate' } }),
      body({ tripType: 'local', from: 'Jabalpur Junction', hours: 8, time: '10:00' }),
      body({ tripType: 'airport-railway', from: 'Bhedaghat', to: 'Dumna Airport', time: '11:00', customerGstin: '23AAPFU0939F1Z3' }),
      body({ tripType: 'national-park', from: 'Jabalpur', packageId: pkg.id }),
    ];
    for (const b of bodies) {
      const created = (await book(b).expect(201)).body.data;
      const read = (await t.http().get(`/api/bookings/${created.id}`).set(customer.auth).expect(200)).body.data;
      expect(created).toEqual(read);
    }
  });

  it('keeps the old price of existing bookings when an admin changes a rate', async () => {
    const before = (await book(roundTrip()).expect(201)).body.data;
    const table = structuredClone(FIRST_FARE_SCHEDULE);
    table.vehicles[1].roundTripPerKm = 12; // Dzire
    const version = (await t.http().put('/api/fares/table').set(admin.auth).send(table).expect(200)).body.data.id;
    const after = (await book(roundTrip()).expect(201)).body.data;
    expect(after).toMatchObject({ fareVersionId: version, totalAmount: 500 * 12 + 600 });
    const old = await t.http().get(`/api/bookings/${before.id}`).set(customer.auth).expect(200);
    expect(old.body.data).toMatchObject({ fareVersionId: before.fareVersionId, totalAmount: 6100, fare: before.fare });
    await t.http().put('/api/fares/table').set(admin.auth).send(FIRST_FARE_SCHEDULE).expect(200);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a round trip without a return', roundTrip({ returnAt: undefined }), 400, 'returnAt is required for a round trip.'],
    ['a return before the pickup', roundTrip({ returnAt: istAt(6, '19:00') }), 400, 'The return must be after the pickup.'],
    ['a local trip of 5 hours', body({ tripType: 'local', from: 'Jabalpur', hours: 5 }), 400, 'hours must be 4, 8 or 12 for a local trip.'],
    [
      'an unknown package',
      body({ tripType: 'tour', from: 'Jabalpur', packageId: 999999 }),
      400,
      'Unknown package: choose one from the packages list.',
    ],
    ['an unknown stop', roundTrip({ stops: ['Xyzzyville'] }), 422, 'Place not found: Xyzzyville'],
    ['a one-way trip without a drop', body({ from: 'Jabalpur' }), 400, 'to is required'],
    [
      'a trip type that does not exist',
      body({ tripType: 'boat', from: 'Jabalpur', to: 'Bhopal' }),
      400,
      'tripType must be one of one-way, round-trip, local, airport-railway, marriage, office, tour, national-park',
    ],
    ['a past date', roundTrip({ date: istDate(-1) }), 400, 'The trip date cannot be in the past.'],
  ])('refuses %s and writes nothing', async (_case, b, status, message) => {
    const before = await count();
    const res = await book(b).expect(status);
    expect(res.body).toMatchObject({ statusCode: status, message });
    expect(await count()).toBe(before);
  });

  it('lists bookings of one trip type for admins', async () => {
    const res = await t.http().get('/api/bookings/all?tripType=local').set(admin.auth).expect(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((b: { tripType: string }) => b.tripType === 'local')).toBe(true);
    const bad = await t.http().get('/api/bookings/all?tripType=boat').set(admin.auth).expect(400);
    expect(bad.body.message).toBe(
      'tripType must be one of: one-way, round-trip, local, airport-railway, marriage, office, tour, national-park',
    );
  });

  it("charges a customer's cancel by the slabs of the booking's fare version: free a week ahead, half under 6 hours", async () => {
    const later = (await book(body({ tripType: 'local', from: 'Jabalpur', hours: 4 })).expect(201)).body.data;
    const free = await t.http().put(`/api/bookings/${later.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' });
    expect(free.body.data).toMatchObject({ status: 'cancelled by the customer', cancellationCharge: 0 });

    const soon = new Date(Date.now() + 3 * 3_600_000);
    const close = (
      await book(body({ tripType: 'local', from: 'Jabalpur', hours: 4, date: todayInIst(soon), time: timeInIst(soon) })).expect(201)
    ).body.data;
    const res = await t
      .http()
      .put(`/api/bookings/${close.id}/status`)
      .set(customer.auth)
      .send({ status: 'cancelled by the customer' })
      .expect(200);
    expect(res.body.data.cancellationCharge).toBe(Math.round(close.totalAmount / 2));
  });

  it.each<[string, (pkg: number, pickup: Date) => Record<string, unknown>]>([
    ['one-way', () => ({ tripType: 'one-way', from: 'Jabalpur, MP, India', to: 'Bhopal' })],
    [
      'round-trip',
      (_pkg, pickup) => ({ tripType: 'round-trip', from: 'Jabalpur, MP, India', to: 'Bandhavgarh', returnAt: ist(pickup, 30) }),
    ],
    ['airport-railway', () => ({ tripType: 'airport-railway', from: 'Bhedaghat', to: 'Dumna Airport' })],
    ['national-park', (pkg) => ({ tripType: 'national-park', from: 'Jabalpur', packageId: pkg })],
  ])("applies the same slabs to a customer's cancel of a %s booking", async (_type, trip) => {
    const pkg = (await t.http().post('/api/packages').set(admin.auth).send(packageInput()).expect(201)).body.data.id as number;
    const at = (pickup: Date) => book(body({ ...trip(pkg, pickup), date: todayInIst(pickup), time: timeInIst(pickup) })).expect(201);
    const later = (await at(new Date(Date.now() + 7 * 86_400_000))).body.data;
    const free = await t.http().put(`/api/bookings/${later.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' });
    expect(free.body.data).toMatchObject({ status: 'cancelled by the customer', cancellationCharge: 0 });
    const close = (await at(new Date(Date.now() + 3 * 3_600_000))).body.data;
    const res = await t
      .http()
      .put(`/api/bookings/${close.id}/status`)
      .set(customer.auth)
      .send({ status: 'cancelled by the customer' })
      .expect(200);
    expect(res.body.data.cancellationCharge).toBe(Math.round(close.totalAmount / 2));
    expect(res.body.data.cancellationCharge).toBeGreaterThan(0);
  });
});
