import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import type { Response } from 'supertest';
import { bookingListSource } from '../src/bookings/booking-list.js';
import { Booking } from '../src/bookings/booking.entity.js';
import { ListBookingsQuery } from '../src/bookings/dto/list-bookings.query.js';
import { todayInIst } from '../src/common/time/ist.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { newAccount, type SignedIn, signUp } from './helpers/factories.js';
import { book, createOffer, istDate, passenger } from './helpers/trips.js';

const BOM = '\uFEFF';

/** The body as the bytes arrived (supertest leaves text/csv as a string only when buffered). */
const binary = (res: Response['request']) =>
  res.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });

/** Parsed back as a spreadsheet would: the rows as objects keyed by the header. */
function rowsOf(text: string): Record<string, string>[] {
  return parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

describe('CSV exports', () => {
  let t: TestApp;
  let admin: SignedIn;
  const csv = async (path: string, who: SignedIn = admin) => {
    const res = await binary(t.http().get(path).set(who.auth));
    return res as Response & { body: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, 'admin');
  });
  afterAll(() => t.close());

  it('downloads the filtered bookings as an Excel-safe CSV: BOM, header, quoting, IST, rupees, masked ID', async () => {
    const me = await signUp(t, 'customer');
    const rider = passenger({ name: '=HYPERLINK("http://evil.example","Click"), "Ram" Lal' });
    const booking = await book(t, me, { passenger: rider, pickupInfo: 'Gate 2, platform 1' });
    await t.http().patch(`/api/bookings/${booking.id}/charges`).set(admin.auth).send({ tollTaxAndParking: 185.5 }).expect(200);
    await t.db.getRepository(Booking).update({ id: booking.id }, { createdAt: new Date('2025-10-31T20:15:00Z') });
    await book(t, me, { vehicle: 'Crysta' });

    const res = await csv(`/api/bookings/all.csv?customerId=${me.id}&vehicle=dzire`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bookings-${todayInIst(new Date())}.csv"`);
    expect(res.body.startsWith(BOM)).toBe(true);
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Reference: booking.reference,
      'Booked at (IST)': '2025-11-01 01:45',
      'Trip date': booking.date,
      'Pickup info': 'Gate 2, platform 1',
      Vehicle: 'Dzire',
      Status: 'pending',
      // Prefixed so no spreadsheet runs it, and quoted around its comma and quotes.
      Passenger: `'=HYPERLINK("http://evil.example","Click"), "Ram" Lal`,
      'Passenger phone': rider.phone,
      'ID number': `XXXXXXXX${rider.idNumber.slice(-4)}`,
      'Base fare (₹)': String(booking.baseAmount),
      'Toll and parking (₹)': '185.5',
      'Duty slip total (₹)': String(booking.totalAmount + 185.5),
      Customer: booking.user.fullName,
      'Customer mobile': me.mobile,
    });
    expect(res.body).not.toContain(rider.idNumber);
  });

  it.each(['=1+1', '+91 98765', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('guards a cell starting with %j', async (name) => {
    const me = await signUp(t, 'customer');
    const booking = await book(t, me);
    // Straight into the database: the API trims names, and older rows may hold anything.
    await t.db.getRepository(Booking).update({ id: booking.id }, { passengerName: `${name} x` });
    const [row] = rowsOf((await csv(`/api/bookings/all.csv?customerId=${me.id}`)).body);
    expect(row.Passenger).toBe(`'${name} x`);
  });

  it('keeps numbers numbers, negative or not', async () => {
    const me = await signUp(t, 'customer');
    await book(t, me);
    const text = (await csv(`/api/bookings/all.csv?customerId=${me.id}`)).body;
    expect(text).not.toMatch(/,'\d/);
  });

  it('answers just the header line when nothing matches', async () => {
    const res = await csv('/api/bookings/all.csv?q=no-booking-has-this-text');
    expect(res.status).toBe(200);
    const lines = res.body.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\uFEFFReference,Booked at \(IST\),Trip date,/);
    expect(rowsOf(res.body)).toEqual([]);
  });

  it('exports in the list order, with the same search', async () => {
    const me = await signUp(t, 'customer');
    const made = [
      await book(t, me, { date: istDate(12) }),
      await book(t, me, { date: istDate(4) }),
      await book(t, me, { date: istDate(8) }),
    ];
    const refs = (text: string) => rowsOf(text).map((r) => r.Reference);
    expect(refs((await csv(`/api/bookings/all.csv?customerId=${me.id}&sort=date`)).body)).toEqual(
      [made[1], made[2], made[0]].map((b) => b.reference),
    );
    expect(refs((await csv(`/api/bookings/all.csv?q=${me.mobile}`)).body)).toEqual([...made].reverse().map((b) => b.reference));
  });

  it('refuses a bad filter before it starts the download', async () => {
    const res = await t.http().get('/api/bookings/all.csv?status=lost').set(admin.auth).expect(400);
    expect(res.body.message).toBe(
      'status must be one of: pending, confirmed, cancelled by the customer, cancelled, assigned, on-trip, completed, no-show',
    );
  });

  it('reads the database a batch at a time, resuming after the last row even through equal sort values', async () => {
    const me = await signUp(t, 'customer');
    const made: number[] = [];
    for (let i = 0; i < 7; i += 1) made.push((await book(t, me)).id);
    // Seven bookings at the same second and three on the same trip date and time: the id breaks the ties.
    await t.db
      .getRepository(Booking)
      .update({ userId: me.id }, { createdAt: new Date('2025-10-01T06:00:00Z'), date: istDate(3), time: '10:00' });
    for (const sort of ['-createdAt', 'createdAt', 'date', '-date']) {
      const query = Object.assign(new ListBookingsQuery(), { customerId: me.id, sort });
      const source = await bookingListSource(t.db.getRepository(Booking), query);
      const batches: number[][] = [];
      for await (const batch of source.idBatches(3)) batches.push(batch);
      expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
      const expected = sort.startsWith('-') ? [...made].reverse() : made;
      expect(batches.flat()).toEqual(expected);
    }
  });

  it('downloads customers and agents with their filters', async () => {
    const city = `Katni${Date.now()}`;
    const account = newAccount('customer', { city, fullName: '@Rahul Verma' });
    const reg = await t.http().post('/api/auth/register').send(account).expect(201);
    await t.db.getRepository(User).update({ id: reg.body.user.id }, { createdAt: new Date('2025-10-15T06:00:00Z') });
    const customers = await csv(`/api/users/customers.csv?city=${city}`);
    expect(customers.headers['content-disposition']).toBe(`attachment; filename="customers-${todayInIst(new Date())}.csv"`);
    expect(rowsOf(customers.body)).toEqual([
      {
        Id: String(reg.body.user.id),
        Name: "'@Rahul Verma",
        Mobile: account.mobile,
        'E-mail': account.email,
        Area: 'Napier Town',
        City: city,
        State: 'Madhya Pradesh',
        Pincode: '482001',
        Active: 'yes',
        'Registered at (IST)': '2025-10-15 11:30',
        'Deleted at (IST)': '',
      },
    ]);

    const agent = newAccount('agent', { city, travelerName: 'Vindhya Travels', idProofType: 'Voter ID Card' });
    await t.http().post('/api/auth/register').send(agent).expect(201);
    const agents = rowsOf((await csv(`/api/users/agents.csv?city=${city}&pendingApproval=true`)).body);
    expect(agents).toEqual([
      expect.objectContaining({
        Name: agent.fullName,
        'Business name': 'Vindhya Travels',
        'Awaiting approval': 'yes',
        Active: 'no',
        'ID proof type': 'Voter ID Card',
      }),
    ]);
  });

  it('downloads offers with their agent and state', async () => {
    const agent = await signUp(t, 'agent');
    const offer = await createOffer(t, agent, { amount: 2100, date: istDate(5) });
    const rows = rowsOf((await csv(`/api/offers/all.csv?agentId=${agent.id}`)).body);
    expect(rows).toEqual([
      expect.objectContaining({
        Id: String(offer.id),
        'Amount (₹)': '2100',
        State: 'open',
        Date: istDate(5),
        'Agent mobile': agent.mobile,
      }),
    ]);
  });

  it('is for admins only', async () => {
    const customer = await signUp(t, 'customer');
    for (const path of ['/api/bookings/all.csv', '/api/users/customers.csv', '/api/users/agents.csv', '/api/offers/all.csv']) {
      await t.http().get(path).set(customer.auth).expect(403);
      await t.http().get(path).expect(401);
    }
  });
});
