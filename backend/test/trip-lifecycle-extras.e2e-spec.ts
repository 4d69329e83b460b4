import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import type { Response } from 'supertest';
import { Clock } from '../src/common/time/clock.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { assignedTrip, closeTrip as closeTripOf } from './helpers/closed-trips.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { jpegWithGps, png } from './helpers/images.js';
import { pdfTextLines } from './helpers/pdf-text.js';
import { book, createOffer, istDate, officeCancels, passenger } from './helpers/trips.js';

describe('The trip lifecycle, continued: agents, empty returns, GSTIN, receipts, the unassigned tile, Hindi PDFs', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_GSTIN: '23ABCDE1234F1Z5' });
    [admin, customer, other] = await Promise.all([signUp(t, 'admin'), signUp(t, 'customer'), signUp(t, 'customer')]);
  });
  afterAll(async () => {
    await t.close();
  });

  const assigned = (overrides: Record<string, unknown> = {}, who = customer) => assignedTrip(t, admin, who, overrides);
  const closeTrip = (id: number, date: string) => closeTripOf(t, admin, id, date);
  const pdf = (path: string, auth: Record<string, string>, lang = 'en') =>
    t.http().get(path).set(auth).set('Accept-Language', lang).buffer(true).parse(binary).expect(200);

  describe("agents' side", () => {
    it('shows the agent the bookings of their own offers, and lets only them send a driver and cab, which the customer then sees', async () => {
      const [agent, otherAgent] = await Promise.all([signUp(t, 'agent'), signUp(t, 'agent')]);
      const offer = await createOffer(t, agent);
      const made = await t
        .http()
        .post('/api/bookings')
        .set(customer.auth)
        .send({
          offerId: offer.id,
          passenger: passenger({ name: 'Kavita Rao', phone: '9876501234' }),
          addresses: { pickupAddress: 'Habibganj station, platform 1', pickupLandmark: 'Gate 2', dropAddress: 'Napier Town, Jabalpur' },
        })
        .expect(201);
      const id = made.body.data.id as number;

      const mine = await t.http().get('/api/agent/bookings').set(agent.auth).expect(200);
      expect(mine.headers['x-total-count']).toBe('1');
      expect(mine.body.data).toEqual([
        expect.objectContaining({
          id,
          offerId: offer.id,
          status: 'pending',
          customer: { name: 'Kavita Rao', mobile: '9876501234' },
          pickupAddress: 'Habibganj station, platform 1 (landmark: Gate 2)',
          dropAddress: 'Napier Town, Jabalpur',
          assignment: null,
          canAssign: true,
        }),
      ]);
      expect((await t.http().get('/api/agent/bookings').set(otherAgent.auth).expect(200)).body.data).toEqual([]);
      await t.http().get('/api/agent/bookings').set(customer.auth).expect(403);
      await t.http().get('/api/agent/bookings').set(admin.auth).expect(403);

      const sent = { driverName: 'Suresh Patel', driverMobile: '9826012345', cabRegistration: 'mp 20 cd 5678', cabModel: 'Ertiga' };
      const refused = await t.http().put(`/api/agent/bookings/${id}/assignment`).set(otherAgent.auth).send(sent).expect(403);
      expect(refused.body.message).toBe('Only the agent of this offer can see or change this booking.');
      const bad = await t
        .http()
        .put(`/api/agent/bookings/${id}/assignment`)
        .set(agent.auth)
        .send({ ...sent, driverMobile: '12345' })
        .expect(400);
      expect(bad.body.message).toBe('driverMobile must be a 10-digit mobile number starting with 6 to 9');
      const oneWayBooking = await book(t, customer);
      await t.http().put(`/api/agent/bookings/${oneWayBooking.id}/assignment`).set(agent.auth).send(sent).expect(404);

      const done = await t.http().put(`/api/agent/bookings/${id}/assignment`).set(agent.auth).send(sent).expect(200);
      expect(done.body.data.assignment).toEqual({
        driver: { name: 'Suresh Patel', mobile: '9826012345' },
        cab: { registration: 'MP20CD5678', vehicle: 'Ertiga' },
      });
      const seen = (await t.http().get(`/api/bookings/${id}`).set(customer.auth).expect(200)).body.data;
      expect(seen.agentAssignment).toEqual(done.body.data.assignment);
      const history = (await t.http().get(`/api/bookings/${id}/history`).set(admin.auth).expect(200)).body.data;
      expect(history.map((h: { action: string }) => h.action)).toContain('booking.agent-assignment');

      await officeCancels(t, admin, id);
      const late = await t.http().put(`/api/agent/bookings/${id}/assignment`).set(agent.auth).send(sent).expect(409);
      expect(late.body.message).toBe('The driver and cab can be entered while the booking is pending or confirmed.');
    });
  });

  describe('empty returns become offers', () => {
    it("offers the cab's return Bhopal → Jabalpur at 40 % off, publishes it once as the operator's offer, and it leaves the list when booked", async () => {
      const pending = await book(t, customer);
      const before = (await t.http().get(`/api/bookings/${pending.id}/return-offer`).set(admin.auth).expect(200)).body.data;
      expect(before).toMatchObject({ available: false, reason: "Assign a cab first: the offer is that cab's empty return." });

      const { booking, cab } = await assigned({ date: istDate(10), time: '09:30' });
      const suggestion = (await t.http().get(`/api/bookings/${booking.id}/return-offer`).set(admin.auth).expect(200)).body.data;
      expect(suggestion).toMatchObject({
        available: true,
        offerId: null,
        from: booking.to,
        to: booking.from,
        vehicle: 'Dzire',
        seats: 4,
        date: booking.date,
        distance: booking.distance,
        fare: booking.totalAmount,
        discountPercent: 40,
        amount: Math.round(booking.totalAmount * 0.6),
      });
      await t.http().get(`/api/bookings/${booking.id}/return-offer`).set(customer.auth).expect(403);
      const bad = await t.http().post(`/api/bookings/${booking.id}/return-offer`).set(admin.auth).send({ discountPercent: 95 }).expect(400);
      expect(bad.body.message).toBe('discountPercent must be a whole number from 0 to 90');

      const published = (
        await t.http().post(`/api/bookings/${booking.id}/return-offer`).set(admin.auth).send({ discountPercent: 30 }).expect(201)
      ).body.data;
      expect(published).toMatchObject({ offerId: expect.any(Number), amount: Math.round(booking.totalAmount * 0.7), discountPercent: 30 });
      const again = await t.http().post(`/api/bookings/${booking.id}/return-offer`).set(admin.auth).send({}).expect(409);
      expect(again.body.message).toBe('The empty return of this trip is already on the offers list.');
      expect(cab.registration).toBeTruthy();

      const listed = (await t.http().get('/api/offers').expect(200)).body.data.find((o: { id: number }) => o.id === published.offerId);
      expect(listed).toMatchObject({ from: booking.to, to: booking.from, vehicle: 'Dzire', amount: published.amount, status: 'open' });
      expect((await t.http().get(`/api/bookings/${booking.id}`).set(admin.auth).expect(200)).body.data.returnOfferId).toBe(
        published.offerId,
      );

      await t.http().post('/api/bookings').set(other.auth).send({ offerId: published.offerId, passenger: passenger() }).expect(201);
      expect((await t.http().get('/api/offers').expect(200)).body.data.map((o: { id: number }) => o.id)).not.toContain(published.offerId);
    });

    it('has nothing to offer for a return that has passed', async () => {
      const { booking } = await assigned({ date: istDate(12), time: '06:00' });
      const spy = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.parse(`${istDate(13)}T12:00:00+05:30`)));
      try {
        const res = await t.http().post(`/api/bookings/${booking.id}/return-offer`).set(admin.auth).send({}).expect(409);
        expect(res.body.message).toBe("This cab's return has already passed.");
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe("the customer's GSTIN", () => {
    it('refuses a wrong GSTIN with one sentence, at booking and later', async () => {
      const res = await t
        .http()
        .post('/api/bookings')
        .set(customer.auth)
        .send({ ...(await bookBody()), customerGstin: '27AAPFU0939F1ZW' })
        .expect(400);
      expect(res.body.message).toBe('gstin is not a valid GSTIN: its last character does not match; check it for a typing slip');
      const booking = await book(t, customer);
      const bad = await t.http().put(`/api/bookings/${booking.id}/gstin`).set(customer.auth).send({ gstin: '00AAPFU0939F1ZV' }).expect(400);
      expect(bad.body.message).toBe('gstin must start with a valid state code (01 to 38)');
      await t.http().put(`/api/bookings/${booking.id}/gstin`).set(other.auth).send({ gstin: '27AAPFU0939F1ZV' }).expect(403);
    });

    it('makes the invoice B2B: the GSTIN printed and IGST across states; it cannot change once invoiced', async () => {
      const { booking } = await assigned({ date: istDate(15), time: '09:30', customerGstin: ' 27aapfu0939f1zv ' });
      expect((await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth).expect(200)).body.data.customerGstin).toBe(
        '27AAPFU0939F1ZV',
      );
      await closeTrip(booking.id, booking.date);
      const text = pdfTextLines((await pdf(`/api/bookings/${booking.id}/invoice.pdf`, customer.auth)).body as Buffer);
      expect(text).toEqual(expect.arrayContaining(['GSTIN', '27AAPFU0939F1ZV', 'IGST @ 5%', 'Maharashtra (27)']));
      expect(text).not.toContain('CGST @ 2.5%');
      const late = await t.http().put(`/api/bookings/${booking.id}/gstin`).set(customer.auth).send({ gstin: null }).expect(409);
      expect(late.body.message).toBe('The invoice of this trip has been issued; its GSTIN can no longer change.');

      // Set before invoicing, in the operator's own state: CGST + SGST with the GSTIN printed.
      const second = await assigned({ date: istDate(16), time: '09:30' });
      await t.http().put(`/api/bookings/${second.booking.id}/gstin`).set(customer.auth).send({ gstin: '23AAPFU0939F1Z3' }).expect(200);
      await closeTrip(second.booking.id, second.booking.date);
      const local = pdfTextLines((await pdf(`/api/bookings/${second.booking.id}/invoice.pdf`, admin.auth)).body as Buffer);
      expect(local).toEqual(expect.arrayContaining(['23AAPFU0939F1Z3', 'CGST @ 2.5%', 'SGST @ 2.5%']));
    });
  });

  describe('receipt photos', () => {
    it('takes a toll receipt from the driver link (checked by content), shows it on the booking and serves it to the owner, admin and link only', async () => {
      const { booking } = await assigned({ date: istDate(17), time: '09:30' });
      const link = (await t.http().post(`/api/bookings/${booking.id}/trip-link`).set(admin.auth).expect(201)).body;
      const asDriver = { 'X-Trip-Token': link.token };
      const path = `/api/bookings/${booking.id}/trip/receipts/tolls`;
      const notImage = await t.http().put(path).set(asDriver).attach('photo', Buffer.from('not an image at all'), 'toll.jpg').expect(400);
      expect(notImage.body.message).toBe('Only JPEG, PNG, WebP or GIF images are accepted.');
      await t
        .http()
        .put(path)
        .attach('photo', await png(), 'toll.png')
        .expect(401);
      await t
        .http()
        .put(path)
        .set(customer.auth)
        .attach('photo', await png(), 'toll.png')
        .expect(403);
      await t
        .http()
        .put(`/api/bookings/${booking.id}/trip/receipts/fuel`)
        .set(asDriver)
        .attach('photo', await png(), 'x.png')
        .expect(404);

      const stored = await t
        .http()
        .put(path)
        .set(asDriver)
        .attach('photo', await jpegWithGps(), 'toll.jpg')
        .expect(200);
      expect(stored.body.data.trip.receipts).toEqual({ tolls: path, parking: null, stateTax: null });
      const seen = (await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth).expect(200)).body.data;
      expect(seen.trip.receipts.tolls).toBe(path);

      for (const auth of [customer.auth, admin.auth, asDriver]) {
        const image = await t.http().get(path).set(auth).buffer(true).parse(binary).expect(200);
        expect(image.headers['content-type']).toBe('image/jpeg');
        expect((image.body as Buffer).includes(Buffer.from('PhoneMaker'))).toBe(false);
      }
      await t.http().get(path).set(other.auth).expect(403);
      await t.http().get(path).expect(401);
      await t.http().get(`/api/bookings/${booking.id}/trip/receipts/parking`).set(admin.auth).expect(404);
      const history = (await t.http().get(`/api/bookings/${booking.id}/history`).set(admin.auth).expect(200)).body.data;
      expect(history.map((h: { action: string }) => h.action)).toContain('booking.trip-receipt');
    });
  });

  describe('unassigned trips within 24 h', () => {
    it('are a dashboard tile whose link lists exactly them, and are flagged on the booking', async () => {
      const now = new Date();
      const soon = new Date(now.getTime() + 3 * 3_600_000);
      const ist = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString();
      const booking = await book(t, customer, { date: ist(soon).slice(0, 10), time: ist(soon).slice(11, 16) });
      expect((await t.http().get(`/api/bookings/${booking.id}`).set(admin.auth).expect(200)).body.data.unassignedSoon).toBe(true);
      const tiles = (await t.http().get('/api/admin/dashboard').set(admin.auth).expect(200)).body.data?.tiles ?? [];
      const tile = tiles.find((x: { id: string }) => x.id === 'unassignedSoon');
      expect(tile.count).toBeGreaterThanOrEqual(1);
      const params = new URL(tile.link, 'http://x').searchParams;
      expect(params.get('unassigned')).toBe('true');
      const list = await t.http().get('/api/bookings/all').query(Object.fromEntries(params)).set(admin.auth).expect(200);
      expect(list.body.total).toBe(tile.count);
      expect(list.body.data.map((b: { id: number }) => b.id)).toContain(booking.id);
      const later = await book(t, customer, { date: istDate(5) });
      expect((await t.http().get(`/api/bookings/${later.id}`).set(admin.auth).expect(200)).body.data.unassignedSoon).toBe(false);
      const bad = await t.http().get('/api/bookings/all').query({ pickupFrom: 'soon' }).set(admin.auth).expect(400);
      expect(bad.body.message).toBe('pickupFrom must be an IST date and time like 2026-12-01T09:30');
    });
  });

  describe('PDFs in Hindi', () => {
    it('prints the duty slip and the invoice in Hindi when the site asks in Hindi, with the same figures', async () => {
      const { booking } = await assigned({ date: istDate(18), time: '09:30' });
      await closeTrip(booking.id, booking.date);
      const slipPdf = (await pdf(`/api/bookings/${booking.id}/duty-slip.pdf`, customer.auth, 'hi')).body as Buffer;
      if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/slip-hi.pdf`, slipPdf);
      if (process.env.PDF_OUT)
        writeFileSync(
          `${process.env.PDF_OUT}/invoice-hi.pdf`,
          (await pdf(`/api/bookings/${booking.id}/invoice.pdf`, customer.auth, 'hi')).body as Buffer,
        );
      if (process.env.PDF_OUT)
        writeFileSync(
          `${process.env.PDF_OUT}/invoice-en.pdf`,
          (await pdf(`/api/bookings/${booking.id}/invoice.pdf`, customer.auth, 'en')).body as Buffer,
        );
      const slip = pdfTextLines(slipPdf);
      // Text runs split where Devanagari marks are positioned: compare the lines as one text.
      for (const phrase of ['ड्यूटी स्लिप (एक तरफ़ा यात्रा)', 'कहाँ से', 'पिकअप का समय', 'बकाया राशि', '9:30 am', '₹5,240.00', 'मूल किराया'])
        expect(slip.join('')).toContain(phrase);
      const invoice = pdfTextLines((await pdf(`/api/bookings/${booking.id}/invoice.pdf`, customer.auth, 'hi')).body as Buffer);
      const english = pdfTextLines((await pdf(`/api/bookings/${booking.id}/invoice.pdf`, customer.auth, 'en')).body as Buffer);
      for (const phrase of ['कर बीजक (Tax Invoice)', 'बीजक संख्या', 'कर योग्य मूल्य', 'टोल', 'CGST @ 2.5%', 'बकाया राशि'])
        expect(invoice.join('')).toContain(phrase);
      const money = (lines: string[]) => lines.filter((l) => l.startsWith('₹'));
      expect(money(invoice)).toEqual(money(english));
      console.log(`invoice text (Hindi):\n${invoice.join('\n')}`);
    });
  });

  async function bookBody() {
    return {
      from: 'Jabalpur, MP, India',
      to: 'Bhopal, Madhya Pradesh, India',
      date: istDate(7),
      time: '09:30',
      vehicle: 'Dzire',
      passenger: passenger(),
    };
  }
});

function binary(res: Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}
