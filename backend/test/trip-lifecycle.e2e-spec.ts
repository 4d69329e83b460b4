import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomInt } from 'node:crypto';
import type { Response } from 'supertest';
import { Clock } from '../src/common/time/clock.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { mobile, registration } from './helpers/closed-trips.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { pdfTextLines } from './helpers/pdf-text.js';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';
import { book, istDate } from './helpers/trips.js';

describe('Fleet, assignment, trip sheet and GST invoice', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let other: SignedIn;

  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ OPERATOR_GSTIN: '23ABCDE1234F1Z5', OPERATOR_ADDRESS: 'Napier Town, Jabalpur 482001', SMTP_URL: smtp.url });
    [admin, customer, other] = await Promise.all([signUp(t, 'admin'), signUp(t, 'customer'), signUp(t, 'customer')]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const addDriver = async (overrides: Record<string, unknown> = {}) => {
    const body = {
      name: `Driver ${randomInt(1e6)}`,
      mobile: mobile(),
      licenceNumber: 'MP20 2019001',
      licenceExpiry: istDate(400),
      ...overrides,
    };
    return (await t.http().post('/api/drivers').set(admin.auth).send(body).expect(201)).body.data;
  };
  const addCab = async (overrides: Record<string, unknown> = {}) => {
    const far = istDate(400);
    const body = {
      registration: registration(),
      vehicle: 'Dzire',
      seats: 4,
      permitExpiry: far,
      fitnessExpiry: far,
      insuranceExpiry: far,
      pucExpiry: far,
      ...overrides,
    };
    return (await t.http().post('/api/cabs').set(admin.auth).send(body).expect(201)).body.data;
  };
  const confirmedBooking = async (overrides: Record<string, unknown> = {}) => {
    const booking = await book(t, customer, overrides);
    await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
    return booking;
  };
  const assign = (id: number, driverId: number, cabId: number) =>
    t.http().put(`/api/bookings/${id}/assignment`).set(admin.auth).send({ driverId, cabId });

  describe('fleet', () => {
    it('adds, reads, changes and lists drivers with warnings at 30 days', async () => {
      const soon = await addDriver({ licenceExpiry: istDate(30), name: `Soon ${randomInt(1e6)}` });
      expect(soon.warnings).toEqual([expect.stringMatching(/^The driving licence expires on \d\d\/\d\d\/\d{4}, in 30 days\.$/)]);
      const later = await addDriver({ licenceExpiry: istDate(31) });
      expect(later.warnings).toEqual([]);
      const changed = await t.http().put(`/api/drivers/${later.id}`).set(admin.auth).send({ active: false }).expect(200);
      expect(changed.body.data).toMatchObject({ id: later.id, active: false, name: later.name });
      const list = await t.http().get('/api/drivers').query({ q: soon.name }).set(admin.auth).expect(200);
      expect(list.headers['x-total-count']).toBe('1');
      expect(list.body.data[0]).toMatchObject({ id: soon.id, documents: [{ kind: 'licence', state: 'expiring', daysLeft: 30 }] });
      await t.http().get(`/api/drivers/${soon.id}`).set(admin.auth).expect(200);
    });

    it('keeps one driver per mobile and one cab per registration, and checks fields', async () => {
      const d = await addDriver();
      const dup = await t
        .http()
        .post('/api/drivers')
        .set(admin.auth)
        .send({ name: 'X', mobile: d.mobile, licenceNumber: 'L1', licenceExpiry: istDate(100) });
      expect(dup.status).toBe(409);
      expect(dup.body.message).toBe('Another driver already has this mobile number.');
      const cab = await addCab({ registration: 'mp 20 zz 4321' });
      expect(cab.registration).toBe('MP20ZZ4321');
      const again = await t
        .http()
        .post('/api/cabs')
        .set(admin.auth)
        .send({ ...cab, id: undefined, warnings: undefined, documents: undefined, active: undefined });
      expect(again.status).toBe(409);
      // One sentence per refusal (docs/architecture.md "Messages"): the first field at fault, then the next once it is fixed.
      const bad = await t.http().post('/api/cabs').set(admin.auth).send({ registration: 'nope', vehicle: 'Dzire', seats: 0 }).expect(400);
      expect(bad.body.message).toBe('registration must be a vehicle number like MP20AB1234');
      const badSeats = await t
        .http()
        .post('/api/cabs')
        .set(admin.auth)
        .send({ registration: 'MP20AB1234', vehicle: 'Dzire', seats: 0 })
        .expect(400);
      expect(badSeats.body.message).toBe('seats must be a whole number from 1 to 20');
      expect(JSON.stringify((await t.http().get('/api/cabs').set(admin.auth).expect(200)).body)).not.toContain('MP20AB1234');
      await t.http().get('/api/drivers/99999').set(admin.auth).expect(404);
    });

    it('is for admins only', async () => {
      await t.http().get('/api/drivers').set(customer.auth).expect(403);
      await t.http().post('/api/cabs').set(customer.auth).send({}).expect(403);
      await t.http().get('/api/cabs').expect(401);
    });
  });

  describe('assignment', () => {
    it('refuses a cab whose insurance has expired, naming it (422), and changes nothing', async () => {
      const booking = await confirmedBooking();
      const driver = await addDriver();
      const cab = await addCab({ insuranceExpiry: istDate(-1) });
      const res = await assign(booking.id, driver.id, cab.id).expect(422);
      expect(res.body.message).toMatch(
        new RegExp(`^The insurance of cab ${cab.registration} expired on .*; renew it before assigning a trip\\.$`),
      );
      const after = await t.http().get(`/api/bookings/${booking.id}`).set(admin.auth).expect(200);
      expect(after.body.data).toMatchObject({ status: 'confirmed', assignment: null, startCode: null });
    });

    it('refuses a pending booking (confirm it first)', async () => {
      const booking = await book(t, customer);
      const res = await assign(booking.id, (await addDriver()).id, (await addCab()).id).expect(409);
      expect(res.body.message).toBe('A booking that is pending cannot become assigned.');
    });

    it('of 20 parallel assignments of one driver to overlapping trips, exactly one succeeds', async () => {
      const driver = await addDriver();
      const date = istDate(9);
      const bookings = [];
      // Pickups 06:00 to 07:35, five minutes apart: every trip overlaps every other (each holds ~6.5 h).
      const time = (i: number) => `0${Math.floor((360 + 5 * i) / 60)}:${String((360 + 5 * i) % 60).padStart(2, '0')}`;
      for (let i = 0; i < 20; i += 1) bookings.push(await confirmedBooking({ date, time: time(i) }));
      const cabs: { id: number }[] = [];
      for (let i = 0; i < 20; i += 1) cabs.push(await addCab());
      const started = Date.now();
      const results = await Promise.all(bookings.map((b, i) => assign(b.id, driver.id, cabs[i].id)));
      const ms = Date.now() - started;
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 409);
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(19);
      const winner = ok[0].body.data.reference as string;
      for (const r of refused)
        expect(r.body.message).toBe(`Driver ${driver.name} is already assigned to booking ${winner} at an overlapping time.`);
      console.log(`assignment race: 20 parallel, ${ok.length} × 200, ${refused.length} × 409 naming ${winner}, ${ms} ms`);
    });

    it('lets the same driver take a trip that starts after the first one ends', async () => {
      const driver = await addDriver();
      const date = istDate(11);
      const first = await confirmedBooking({ date, time: '06:00' });
      const second = await confirmedBooking({ date, time: '18:00' });
      await assign(first.id, driver.id, (await addCab()).id).expect(200);
      await assign(second.id, driver.id, (await addCab()).id).expect(200);
    });
  });

  describe('from assignment to invoice', () => {
    it('tells the customer, records the trip through the driver link, bills 100 extra km and a ₹150 toll, and issues the invoice', async () => {
      const booking = await confirmedBooking({ date: istDate(12), time: '09:30' });
      const driver = await addDriver({ name: 'Ramesh Kumar' });
      const cab = await addCab({ vehicle: 'Dzire' });
      await t.http().get(`/api/bookings/${booking.id}/invoice.pdf`).set(customer.auth).expect(409);
      await assign(booking.id, driver.id, cab.id).expect(200);

      const mine = (await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth).expect(200)).body.data;
      expect(mine.status).toBe('assigned');
      expect(mine.assignment).toMatchObject({
        driver: { name: 'Ramesh Kumar', mobile: driver.mobile },
        cab: { registration: cab.registration, vehicle: 'Dzire' },
      });
      expect(mine.startCode).toMatch(/^\d{4}$/);
      const told = await smtp.waitFor((m) => m.to.includes(mine.passenger.email) && /Your driver/.test(m.headers.subject ?? ''));
      expect(told.headers.subject).toBe(`Your driver for ${mine.reference}: Ramesh Kumar, ${cab.registration}`);
      expect(told.parts.map((p) => p.body).join('\n')).toContain(`Start code: ${mine.startCode}`);
      const office = (await t.http().get(`/api/bookings/${booking.id}`).set(admin.auth).expect(200)).body.data;
      expect(office.contactLinks.map((l: { to: string; language: string }) => `${l.to}-${l.language}`)).toEqual([
        'customer-en',
        'customer-hi',
        'driver-en',
        'driver-hi',
      ]);
      expect(office.contactLinks[0].whatsapp).toMatch(new RegExp(`^https://wa\\.me/91${mine.passenger.phone}\\?text=`));
      expect(office.contactLinks[2].sms).toMatch(new RegExp(`^sms:\\+91${driver.mobile}\\?body=`));
      expect(mine.contactLinks).toEqual([]);
      await t.http().get(`/api/bookings/${booking.id}`).set(other.auth).expect(403);

      const link = (await t.http().post(`/api/bookings/${booking.id}/trip-link`).set(admin.auth).expect(201)).body;
      expect(link.url).toContain('/trip/');
      const asDriver = (path = '') => ({ 'X-Trip-Token': link.token, path });
      const page = await t.http().get(`/api/bookings/${booking.id}/trip`).set(asDriver()).expect(200);
      expect(page.body.data.startCode).toBeNull();
      await t.http().get(`/api/bookings/${booking.id}/trip`).set({ 'X-Trip-Token': 'forged' }).expect(401);
      await t
        .http()
        .get(`/api/bookings/${booking.id + 1}/trip`)
        .set(asDriver())
        .expect(401);
      await t.http().put(`/api/bookings/${booking.id}/trip`).set(customer.auth).send({ startKm: 1 }).expect(403);

      const start = { startKm: 20_000, startAt: `${mine.date}T09:35:00+05:30` };
      const noCode = await t.http().put(`/api/bookings/${booking.id}/trip`).set(asDriver()).send(start).expect(400);
      expect(noCode.body.message).toBe('Ask the customer for the four-digit start code and enter it to start the trip.');
      const wrong = String((Number(mine.startCode) + 1) % 10_000).padStart(4, '0');
      await t
        .http()
        .put(`/api/bookings/${booking.id}/trip`)
        .set(asDriver())
        .send({ ...start, startCode: wrong })
        .expect(400);
      const onTrip = await t
        .http()
        .put(`/api/bookings/${booking.id}/trip`)
        .set(asDriver())
        .send({ ...start, startCode: mine.startCode })
        .expect(200);
      expect(onTrip.body.data.status).toBe('on-trip');

      const kmIncluded = Math.ceil(mine.distance);
      const back = await t
        .http()
        .put(`/api/bookings/${booking.id}/trip`)
        .set(asDriver())
        .send({ endKm: 19_000, endAt: `${mine.date}T16:00:00+05:30` })
        .expect(400);
      expect(back.body.message).toBe('The end km cannot be less than the start km.');
      const closed = await t
        .http()
        .put(`/api/bookings/${booking.id}/trip`)
        .set(asDriver())
        .send({ endKm: 20_000 + kmIncluded + 100, endAt: `${mine.date}T16:00:00+05:30`, tolls: 150 })
        .expect(200);
      expect(closed.body.data.status).toBe('completed');

      const done = (await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth).expect(200)).body.data;
      const bill = done.trip.bill;
      const line = (code: string) => bill.lines.find((l: { code: string }) => l.code === code);
      expect(line('extra-km')).toMatchObject({ quantity: 100, rate: 16, amount: 1600 });
      expect(line('tolls')).toMatchObject({ amount: 150 });
      expect(bill.total).toBe(mine.totalAmount + 1600 + 150);
      expect(bill.taxable + bill.gst + bill.reimbursements).toBeCloseTo(bill.total, 2);
      expect(done.actions.downloadInvoice).toBe(true);
      const invoiceMail = await smtp.waitFor((m) => m.to.includes(mine.passenger.email) && /^Invoice JC\//.test(m.headers.subject ?? ''));
      expect(invoiceMail.parts.map((p) => p.contentType)).toEqual(expect.arrayContaining([expect.stringMatching(/^application\/pdf/)]));

      await t.http().put(`/api/bookings/${booking.id}/trip`).set(asDriver()).send({ tolls: 10 }).expect(409);

      const pdf = await t.http().get(`/api/bookings/${booking.id}/invoice.pdf`).set(customer.auth).buffer(true).parse(binary).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdfTextLines(pdf.body as Buffer);
      console.log(`invoice text:\n${text.join('\n')}`);
      const serial = text.find((l) => /^JC\/\d{4}-\d{2}\/\d{5}$/.test(l));
      expect(serial).toBeDefined();
      expect(text).toEqual(
        expect.arrayContaining([
          'Tax Invoice',
          'GSTIN: 23ABCDE1234F1Z5 · +91 761 400 1234 · bookings@jabalpurcabs.in',
          'Service (SAC 9964)',
          'CGST @ 2.5%',
          'SGST @ 2.5%',
        ]),
      );
      expect(text.join(' ')).toContain('Extra km (100 × ₹16)');
      expect(text.join(' ')).toMatch(/Rupees .* Only/);
      await t.http().get(`/api/bookings/${booking.id}/invoice.pdf`).set(other.auth).expect(403);

      // A correction by the office re-issues the invoice with the same number.
      await t.http().put(`/api/bookings/${booking.id}/trip`).set(admin.auth).send({ parking: 50 }).expect(200);
      const again = await t.http().get(`/api/bookings/${booking.id}/invoice.pdf`).set(admin.auth).buffer(true).parse(binary).expect(200);
      const againText = pdfTextLines(again.body as Buffer);
      expect(againText).toContain(serial);

      const history = (await t.http().get(`/api/bookings/${booking.id}/history`).set(admin.auth).expect(200)).body.data;
      expect(history.map((h: { action: string }) => h.action)).toEqual(
        expect.arrayContaining(['booking.assignment', 'booking.trip', 'booking.invoice-issued', 'booking.trip-link']),
      );
    });
  });

  describe('invoice numbers', () => {
    const assigned = async () => {
      const booking = await confirmedBooking({ date: istDate(20 + randomInt(200)), time: '07:00' });
      await assign(booking.id, (await addDriver()).id, (await addCab()).id).expect(200);
      return booking;
    };
    const closeTrip = async (booking: { id: number; date: string }) => {
      const date = booking.date;
      await t
        .http()
        .put(`/api/bookings/${booking.id}/trip`)
        .set(admin.auth)
        .send({ startKm: 1, startAt: `${date}T07:00:00+05:30` })
        .expect(200);
      await t
        .http()
        .put(`/api/bookings/${booking.id}/trip`)
        .set(admin.auth)
        .send({ endKm: 400, endAt: `${date}T15:00:00+05:30` })
        .expect(200);
      const pdf = await t.http().get(`/api/bookings/${booking.id}/invoice.pdf`).set(admin.auth).buffer(true).parse(binary).expect(200);
      return pdfTextLines(pdf.body as Buffer).find((l) => /^JC\//.test(l));
    };

    it('run without gaps and start again at 00001 on 1 April IST', async () => {
      const trips = [await assigned(), await assigned(), await assigned()];
      const clock = t.app.get(Clock);
      const spy = jest.spyOn(clock, 'now');
      try {
        spy.mockReturnValue(new Date('2031-03-31T18:29:00Z')); // 31 March 2031, 23:59 IST
        const [a, b] = [await closeTrip(trips[0]), await closeTrip(trips[1])];
        expect([a, b]).toEqual(['JC/2030-31/00001', 'JC/2030-31/00002']);
        spy.mockReturnValue(new Date('2031-03-31T18:30:00Z')); // 1 April 2031, 00:00 IST
        expect(await closeTrip(trips[2])).toBe('JC/2031-32/00001');
      } finally {
        spy.mockRestore();
      }
    });
  });
});

function binary(res: Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}
