import { Booking } from '../src/bookings/booking.entity.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { pdfTextLines } from './helpers/pdf-text.js';
import { formatDocDate } from '../src/common/i18n/document-texts.js';
import { book, passenger } from './helpers/trips.js';

describe('Bookings: status, charges, advance, UPI and duty slip', () => {
  let t: TestApp;
  let customer: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ UPI_ID: 'jbpcabs@okaxis', UPI_NAME: 'Jabalpur Cabs & Tours' });
    [customer, other, admin] = await Promise.all([signUp(t, 'customer'), signUp(t, 'customer'), signUp(t, 'admin')]);
  });
  afterAll(() => t.close());

  const cancel = (who: SignedIn, id: number, status: unknown = 'cancelled by the customer') =>
    t.http().put(`/api/bookings/${id}/status`).set(who.auth).send({ status });
  // Cancelling and marking a no-show need a reason; the reason itself is tested below.
  const setStatus = (id: number, status: unknown) =>
    t
      .http()
      .patch(`/api/bookings/${id}/status`)
      .set(admin.auth)
      .send(status === 'cancelled' || status === 'no-show' ? { status, reason: 'The customer asked us to cancel.' } : { status });
  const confirmed = async (who = customer, overrides: Record<string, unknown> = {}) => {
    const booking = await book(t, who, overrides);
    await setStatus(booking.id, 'confirmed').expect(200);
    return booking;
  };

  describe('PUT /api/bookings/:id/status (customer cancel)', () => {
    it.each(['pending', 'confirmed'])("cancels a %s booking as 'cancelled by the customer'", async (from) => {
      const booking = await book(t, customer);
      if (from === 'confirmed') await setStatus(booking.id, 'confirmed').expect(200);
      const res = await cancel(customer, booking.id).expect(200);
      expect(res.body.data).toMatchObject({ id: booking.id, status: 'cancelled by the customer' });
      expect(res.body.data.passenger.idNumber).toMatch(/^X+\d{4}$/);
    });

    it('takes the status in any letter case', async () => {
      const booking = await book(t, customer);
      await cancel(customer, booking.id, 'Cancelled By The Customer').expect(200);
    });

    it.each(['cancelled by the customer', 'cancelled'])('answers 409 for a booking already %s', async (status) => {
      const booking = await book(t, customer);
      if (status === 'cancelled') await setStatus(booking.id, 'cancelled').expect(200);
      else await cancel(customer, booking.id).expect(200);
      const res = await cancel(customer, booking.id).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: 'Only pending or confirmed bookings can be cancelled.',
        requestId: expect.any(String),
      });
    });

    it.each(['confirmed', 'cancelled', 'pending', '', 7])('answers 400 for any other status: %p', async (status) => {
      const booking = await book(t, customer);
      const res = await cancel(customer, booking.id, status).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'status must be "cancelled by the customer"', requestId: expect.any(String) });
    });

    it("never lets a customer cancel another's booking, nor an admin use the customer's cancel", async () => {
      const booking = await book(t, customer);
      const res = await cancel(other, booking.id).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'You can only change your own bookings.', requestId: expect.any(String) });
      await cancel(admin, booking.id).expect(403);
      await cancel(customer, 99999999).expect(404);
      const still = await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth).expect(200);
      expect(still.body.data.status).toBe('pending');
    });
  });

  describe('PATCH /api/bookings/:id/status (admin)', () => {
    it('confirms and cancels at any time, the ID number masked for the admin too', async () => {
      const rider = passenger();
      const booking = await book(t, customer, { passenger: rider });
      const res = await setStatus(booking.id, 'Confirmed').expect(200);
      expect(res.body.data).toMatchObject({ status: 'confirmed', passenger: { idNumber: `XXXXXXXX${rider.idNumber.slice(-4)}` } });
      await setStatus(booking.id, 'cancelled').expect(200);
      expect((await setStatus(booking.id, 'confirmed').expect(200)).body.data.status).toBe('confirmed');
    });

    it.each(['pending', 'cancelled by the customer', 'done'])('answers 400 for %p', async (status) => {
      const booking = await book(t, customer);
      const res = await setStatus(booking.id, status).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'status must be confirmed, cancelled or no-show',
        requestId: expect.any(String),
      });
    });

    const patch = (id: number, body: object) => t.http().patch(`/api/bookings/${id}/status`).set(admin.auth).send(body);

    it.each([
      ['cancelled', {}, 'Please give a reason in one sentence.'],
      ['cancelled', { reason: '   ' }, 'Please give a reason in one sentence.'],
      ['no-show', { reason: null }, 'Please give a reason in one sentence.'],
      ['cancelled', { reason: 'ok' }, 'The reason must be at least 3 characters.'],
      ['cancelled', { reason: 'x'.repeat(201) }, 'The reason must be at most 200 characters.'],
      ['cancelled', { reason: 42 }, 'The reason must be text.'],
      ['cancelled', { reason: 'Line one\nline two' }, 'Reason cannot contain control, direction-changing or invisible characters'],
    ])('refuses %s with %j: 400, one sentence, nothing changed', async (status, extra, message) => {
      const booking = await book(t, customer);
      if (status === 'no-show') await t.db.getRepository(Booking).update({ id: booking.id }, { status: 'assigned' });
      const res = await patch(booking.id, { status, ...extra }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
      const still = (await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth).expect(200)).body.data;
      expect(still).toMatchObject({ status: status === 'no-show' ? 'assigned' : 'pending', statusReason: null });
      const history = (await t.http().get(`/api/bookings/${booking.id}/history`).set(admin.auth).expect(200)).body.data;
      expect(history.map((h: { action: string }) => h.action)).not.toContain('booking.status');
    });

    it('keeps the reason on the booking and in the audit log, shows it to the customer, and clears it on re-confirming', async () => {
      const booking = await book(t, customer);
      const reason = 'The road to Bhopal is closed by floods.';
      const res = await patch(booking.id, { status: 'cancelled', reason: `  ${reason} ` }).expect(200);
      expect(res.body.data).toMatchObject({ status: 'cancelled', statusReason: reason });
      const mine = (await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth).expect(200)).body.data;
      expect(mine.statusReason).toBe(reason);
      const history = (await t.http().get(`/api/bookings/${booking.id}/history`).set(customer.auth).expect(200)).body.data;
      expect(history[0]).toMatchObject({ action: 'booking.status', reason, after: { status: 'cancelled' } });
      const again = await patch(booking.id, { status: 'confirmed' }).expect(200);
      expect(again.body.data).toMatchObject({ status: 'confirmed', statusReason: null });
    });

    it('needs no reason to confirm', async () => {
      const booking = await book(t, customer);
      await patch(booking.id, { status: 'confirmed' }).expect(200);
    });

    it('is for admins only, and 404 for an unknown booking', async () => {
      const booking = await book(t, customer);
      await t.http().patch(`/api/bookings/${booking.id}/status`).set(customer.auth).send({ status: 'confirmed' }).expect(403);
      await setStatus(99999999, 'confirmed').expect(404);
    });
  });

  describe('PATCH /api/bookings/:id/charges', () => {
    it('records the extras in rupees and sums the duty slip total exactly', async () => {
      const booking = await book(t, customer); // 5240
      const res = await t
        .http()
        .patch(`/api/bookings/${booking.id}/charges`)
        .set(admin.auth)
        .send({ haltingCharges: 300, tollTaxAndParking: 185.5, extraHoursCharges: '150', extraKmCharges: 90.25 })
        .expect(200);
      expect(res.body.data).toMatchObject({
        haltingCharges: 300,
        tollTaxAndParking: 185.5,
        extraHoursCharges: 150,
        extraKmCharges: 90.25,
        totalAmount: 5240,
        dutySlipTotal: 5965.75,
        balanceDue: 5965.75,
      });
      const partial = await t.http().patch(`/api/bookings/${booking.id}/charges`).set(admin.auth).send({ haltingCharges: 0 }).expect(200);
      expect(partial.body.data).toMatchObject({ haltingCharges: 0, tollTaxAndParking: 185.5, dutySlipTotal: 5665.75 });
    });

    it.each([
      [{ haltingCharges: -1 }, 'Halting charges cannot be negative'],
      [{ tollTaxAndParking: 1.234 }, 'Toll tax and parking must be an amount in rupees with at most 2 decimals'],
      [{ extraKmCharges: 'lots' }, 'Extra km charges must be an amount in rupees with at most 2 decimals'],
      [{ extraHoursCharges: 2_000_000 }, 'Extra hours charges must be at most ₹10,00,000'],
      [{ tip: 5 }, 'The field tip is not accepted.'],
      [{}, 'Send at least one charge: haltingCharges, tollTaxAndParking, extraHoursCharges or extraKmCharges.'],
    ])('answers 400 for %p', async (body, message) => {
      const booking = await book(t, customer);
      const res = await t.http().patch(`/api/bookings/${booking.id}/charges`).set(admin.auth).send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
    });

    it('is for admins only', async () => {
      const booking = await book(t, customer);
      await t.http().patch(`/api/bookings/${booking.id}/charges`).set(customer.auth).send({ haltingCharges: 1 }).expect(403);
    });
  });

  describe('advance', () => {
    const submit = (who: SignedIn, id: number, body: object) => t.http().post(`/api/bookings/${id}/advance`).set(who.auth).send(body);
    const verify = (id: number, advanceAmount: unknown) =>
      t.http().patch(`/api/bookings/${id}/advance`).set(admin.auth).send({ advanceAmount });

    it('the owner reports a UPI payment, an admin verifies it, and the balance falls', async () => {
      const booking = await confirmed();
      const res = await submit(customer, booking.id, { amount: 1050, utr: '412345678901' }).expect(200);
      expect(res.body.data).toMatchObject({
        advanceStatus: 'submitted',
        advanceAmount: 0,
        advanceSubmission: { amount: 1050, utr: '412345678901', submittedAt: expect.any(String) },
        balanceDue: 5240,
      });
      const verified = await verify(booking.id, 1050).expect(200);
      expect(verified.body.data).toMatchObject({ advanceStatus: 'verified', advanceAmount: 1050, advanceDue: 0, balanceDue: 4190 });
    });

    it('is for confirmed bookings only', async () => {
      const booking = await book(t, customer);
      const res = await submit(customer, booking.id, { amount: 500, utr: '412345678901' }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: 'The advance can be paid once the booking is confirmed.',
        requestId: expect.any(String),
      });
    });

    it("never lets a customer pay on another's booking", async () => {
      const booking = await confirmed();
      const res = await submit(other, booking.id, { amount: 500, utr: '412345678901' }).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'You can only change your own bookings.', requestId: expect.any(String) });
    });

    it.each([
      [{ amount: 0, utr: '412345678901' }, 'Amount must be more than 0'],
      [{ amount: -5, utr: '412345678901' }, 'Amount cannot be negative'],
      [{ amount: 10.001, utr: '412345678901' }, 'Amount must be an amount in rupees with at most 2 decimals'],
      [{ amount: 500, utr: '12345' }, 'UTR must be the UPI transaction reference: 6 to 30 letters or digits'],
      [{ amount: 500, utr: 'UTR-1234-5678' }, 'UTR must be the UPI transaction reference: 6 to 30 letters or digits'],
      [{ amount: 500 }, 'UTR must be the UPI transaction reference: 6 to 30 letters or digits'],
      [{ amount: 5240.01, utr: '412345678901' }, 'The amount cannot be more than the balance due (₹5,240.00).'],
    ])('answers 400 for %p', async (body, message) => {
      const booking = await confirmed();
      const res = await submit(customer, booking.id, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
    });

    it('an admin can correct the advance back to nothing, and never beyond the total', async () => {
      const booking = await confirmed();
      await verify(booking.id, 1000).expect(200);
      const cleared = await verify(booking.id, 0).expect(200);
      expect(cleared.body.data).toMatchObject({ advanceStatus: 'none', advanceAmount: 0 });
      const res = await verify(booking.id, 6000).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'The advance cannot be more than the duty slip total (₹5,240.00).',
        requestId: expect.any(String),
      });
      await t.http().patch(`/api/bookings/${booking.id}/advance`).set(customer.auth).send({ advanceAmount: 1 }).expect(403);
    });

    it('refuses to record an advance on a pending, cancelled or completed booking, as its actions say', async () => {
      const message =
        'An advance can be recorded only once the booking is confirmed, and not after it is cancelled, a no-show or completed.';
      const pending = await book(t, customer);
      const seen = (await t.http().get(`/api/bookings/${pending.id}`).set(admin.auth).expect(200)).body.data;
      expect(seen.actions.verifyAdvance).toBe(false);
      expect((await verify(pending.id, 1000).expect(409)).body).toEqual({ statusCode: 409, message, requestId: expect.any(String) });
      const cancelled = await book(t, customer);
      await setStatus(cancelled.id, 'cancelled').expect(200);
      expect((await verify(cancelled.id, 1000).expect(409)).body.message).toBe(message);
      const completed = await confirmed();
      await t.db.getRepository(Booking).update({ id: completed.id }, { status: 'completed' });
      expect((await verify(completed.id, 0).expect(409)).body.message).toBe(message);
      for (const id of [pending.id, cancelled.id, completed.id]) {
        expect((await t.http().get(`/api/bookings/${id}`).set(admin.auth).expect(200)).body.data.advanceAmount).toBe(0);
      }
      const open = (
        await t
          .http()
          .get(`/api/bookings/${(await confirmed()).id}`)
          .set(admin.auth)
          .expect(200)
      ).body.data;
      expect(open.actions.verifyAdvance).toBe(true);
    });
  });

  describe('GET /api/bookings/:id/upi', () => {
    it('answers a UPI link and QR for the advance due: 20% of the fare, up to the next ₹10', async () => {
      const booking = await confirmed();
      const res = await t.http().get(`/api/bookings/${booking.id}/upi`).set(customer.auth).expect(200);
      const ref = booking.reference;
      expect(res.body).toEqual({
        upiUri: `upi://pay?pa=jbpcabs@okaxis&pn=Jabalpur%20Cabs%20%26%20Tours&am=1050.00&cu=INR&tn=${ref}&tr=${ref}`,
        qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
        amount: 1050,
      });
      const png = Buffer.from(res.body.qrDataUrl.split(',')[1], 'base64');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // admins may fetch it too (to read it out on the phone)
      await t.http().get(`/api/bookings/${booking.id}/upi`).set(admin.auth).expect(200);
    });

    it('asks only what is still due after a verified part-payment, and 409 once paid', async () => {
      const booking = await confirmed();
      await t.http().patch(`/api/bookings/${booking.id}/advance`).set(admin.auth).send({ advanceAmount: 50 }).expect(200);
      const part = await t.http().get(`/api/bookings/${booking.id}/upi`).set(customer.auth).expect(200);
      expect(part.body.amount).toBe(1000);
      await t.http().patch(`/api/bookings/${booking.id}/advance`).set(admin.auth).send({ advanceAmount: 1050 }).expect(200);
      const paid = await t.http().get(`/api/bookings/${booking.id}/upi`).set(customer.auth).expect(409);
      expect(paid.body).toEqual({
        statusCode: 409,
        message: 'The advance for this booking has already been paid.',
        requestId: expect.any(String),
      });
    });

    it("is for confirmed bookings, and never for another customer's", async () => {
      const pending = await book(t, customer);
      await t.http().get(`/api/bookings/${pending.id}/upi`).set(customer.auth).expect(409);
      const booking = await confirmed();
      const res = await t.http().get(`/api/bookings/${booking.id}/upi`).set(other.auth).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'You can only see your own bookings.', requestId: expect.any(String) });
    });
  });

  describe('GET /api/bookings/:id/duty-slip.pdf', () => {
    const slip = (who: SignedIn, id: number) =>
      t
        .http()
        .get(`/api/bookings/${id}/duty-slip.pdf`)
        .set(who.auth)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });

    it('is a PDF with the journey, passenger, vehicle, every charge, the total, advance and balance', async () => {
      const rider = passenger({ name: 'Asha Verma' });
      const booking = await confirmed(customer, {
        passenger: rider,
        pickupInfo: 'Railway Station to Railway Station',
        addresses: { pickupAddress: '12 Napier Town', pickupLandmark: 'Opposite the Gurudwara', dropAddress: 'Hotel Palash, MP Nagar' },
      });
      await t
        .http()
        .patch(`/api/bookings/${booking.id}/charges`)
        .set(admin.auth)
        .send({ haltingCharges: 300, tollTaxAndParking: 185.5, extraHoursCharges: 150, extraKmCharges: 90.25 })
        .expect(200);
      await t.http().patch(`/api/bookings/${booking.id}/advance`).set(admin.auth).send({ advanceAmount: 1050 }).expect(200);

      const res: Response = await slip(customer, booking.id).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="duty-slip-${booking.reference}.pdf"`);
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const lines = pdfTextLines(pdf);
      for (const text of [
        'Duty Slip (One Way Journey)',
        booking.reference,
        'Jabalpur, MP, India',
        'Bhopal, Madhya Pradesh, India',
        formatDocDate(booking.date, 'en'), // 3 Dec 2026, as the glossary writes dates
        '9:30 am',
        'Railway Station to Railway Station',
        '12 Napier Town (landmark: Opposite the Gurudwara)',
        'Hotel Palash, MP Nagar',
        '315 km',
        'Asha Verma',
        rider.phone,
        'Dzire',
        '₹5,040.00', // base
        '₹200.00', // driver allowance
        '₹300.00', // halting
        '₹185.50', // toll and parking
        '₹150.00', // extra hours
        '₹90.25', // extra km
        '₹5,965.75', // total: base + allowance + every extra
        '₹1,050.00', // advance paid (verified)
        '₹4,915.75', // balance due
        `XXXXXXXX${rider.idNumber.slice(-4)}`,
      ]) {
        expect(lines).toContain(text);
      }
      expect(lines.join('\n')).not.toContain(rider.idNumber);
    });

    it("masks the ID number on an admin's copy too", async () => {
      const rider = passenger();
      const booking = await book(t, customer, { passenger: rider });
      const res: Response = await slip(admin, booking.id).expect(200);
      const lines = pdfTextLines(res.body as Buffer);
      expect(lines).toContain(`XXXXXXXX${rider.idNumber.slice(-4)}`);
      expect(lines.join('\n')).not.toContain(rider.idNumber);
    });

    it('is never served to another customer', async () => {
      const booking = await book(t, customer);
      await slip(other, booking.id).expect(403);
      await t.http().get(`/api/bookings/${booking.id}/duty-slip.pdf`).expect(401);
    });
  });
});
