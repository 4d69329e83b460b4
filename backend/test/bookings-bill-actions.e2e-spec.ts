import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Response } from 'supertest';
import type { BookingResponse } from '../src/bookings/booking.mapper.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { answerSchema, mismatches } from './helpers/openapi.js';
import { pdfTextLines } from './helpers/pdf-text.js';
import { book, createOffer, passenger } from './helpers/trips.js';

type Actions = BookingResponse['actions'];
const NONE: Actions = {
  cancel: false,
  payAdvance: false,
  confirm: false,
  cancelBooking: false,
  editCharges: false,
  verifyAdvance: false,
  downloadDutySlip: false,
  assign: false,
  markNoShow: false,
  recordTrip: false,
  downloadInvoice: false,
};
// On a pending or cancelled booking: recording an advance waits for the office's confirmation.
const ADMIN: Actions = { ...NONE, confirm: true, cancelBooking: true, editCharges: true, downloadDutySlip: true };

// Every booking answer carries its bill and what the caller may do; the screens show only these.
// Each action shown must be a request the server then accepts, and each one hidden, refused.
describe('Bookings: the bill and the actions in every answer', () => {
  let t: TestApp;
  let customer: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let agent: SignedIn;
  let doc: OpenAPIObject;

  beforeAll(async () => {
    t = await createTestApp();
    [customer, other, admin, agent] = await Promise.all([
      signUp(t, 'customer'),
      signUp(t, 'customer'),
      signUp(t, 'admin'),
      signUp(t, 'agent'),
    ]);
    doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body as OpenAPIObject;
  });
  afterAll(() => t.close());

  const read = async (who: SignedIn, id: number): Promise<BookingResponse> =>
    (await t.http().get(`/api/bookings/${id}`).set(who.auth).expect(200)).body.data;
  const setStatus = (id: number, status: string) =>
    t
      .http()
      .patch(`/api/bookings/${id}/status`)
      .set(admin.auth)
      .send(status === 'cancelled' || status === 'no-show' ? { status, reason: 'The customer asked us to cancel.' } : { status });
  const cancel = (who: SignedIn, id: number) =>
    t.http().put(`/api/bookings/${id}/status`).set(who.auth).send({ status: 'cancelled by the customer' });
  const upi = (who: SignedIn, id: number) => t.http().get(`/api/bookings/${id}/upi`).set(who.auth);
  const submit = (who: SignedIn, id: number, amount: number) =>
    t.http().post(`/api/bookings/${id}/advance`).set(who.auth).send({ amount, utr: '412345678901' });
  const verify = (id: number, advanceAmount: number) =>
    t.http().patch(`/api/bookings/${id}/advance`).set(admin.auth).send({ advanceAmount });

  it('gives the owner of a pending booking cancel and the duty slip, an admin the admin actions, and another customer nothing', async () => {
    const booking = await book(t, customer);
    expect((await read(customer, booking.id)).actions).toEqual({ ...NONE, cancel: true, downloadDutySlip: true });
    expect((await read(admin, booking.id)).actions).toEqual(ADMIN);
    await t.http().get(`/api/bookings/${booking.id}`).set(other.auth).expect(403);
    // payAdvance false: the server indeed refuses the advance of a pending booking.
    await upi(customer, booking.id).expect(409);
    await submit(customer, booking.id, 500).expect(409);
    // verifyAdvance false: the server refuses the admin's advance too.
    await verify(booking.id, 500).expect(409);
  });

  it('offers the advance once an admin confirms, and no more once it is verified', async () => {
    const booking = await book(t, customer);
    const confirmed = (await setStatus(booking.id, 'confirmed').expect(200)).body.data as BookingResponse;
    expect(confirmed.actions).toEqual({ ...ADMIN, assign: true, verifyAdvance: true }); // the admin's own answer

    const mine = await read(customer, booking.id);
    expect(mine.actions).toEqual({ ...NONE, cancel: true, payAdvance: true, downloadDutySlip: true });
    expect((await upi(customer, booking.id).expect(200)).body.amount).toBe(mine.bill.advanceDue);
    const submitted = (await submit(customer, booking.id, 1050).expect(200)).body.data as BookingResponse;
    // Submitted, not yet verified: still due, so still payable (a corrected UTR).
    expect(submitted).toMatchObject({ advanceStatus: 'submitted', actions: { payAdvance: true }, bill: { paid: 0, advanceDue: 1050 } });

    const verified = (await verify(booking.id, 1050).expect(200)).body.data as BookingResponse;
    expect(verified.bill).toMatchObject({ total: 5240, advanceDue: 0, paid: 1050, balance: 4190 });
    expect((await read(customer, booking.id)).actions).toEqual({ ...NONE, cancel: true, downloadDutySlip: true });
    await upi(customer, booking.id).expect(409);
  });

  it('takes cancel away once the customer has cancelled, and the server refuses a second cancel', async () => {
    const booking = await book(t, customer);
    const cancelled = (await cancel(customer, booking.id).expect(200)).body.data as BookingResponse;
    expect(cancelled.actions).toEqual({ ...NONE, downloadDutySlip: true });
    await cancel(customer, booking.id).expect(409);
    // An admin may still confirm (undo) or cancel (complete) the request.
    expect((await read(admin, booking.id)).actions).toEqual(ADMIN);
  });

  it('gives an admin who booked for themselves the owner actions too', async () => {
    const booking = await book(t, admin);
    expect((await read(admin, booking.id)).actions).toEqual({ ...ADMIN, cancel: true });
  });

  it("answers each caller's actions in the lists", async () => {
    const booking = await book(t, customer);
    const mine = (await t.http().get('/api/bookings/my').set(customer.auth).expect(200)).body.data as BookingResponse[];
    expect(mine.find((b) => b.id === booking.id)?.actions).toEqual({ ...NONE, cancel: true, downloadDutySlip: true });
    const all = (await t.http().get('/api/bookings/all').query({ q: booking.reference }).set(admin.auth).expect(200)).body
      .data as BookingResponse[];
    expect(all).toHaveLength(1);
    expect(all[0].actions).toEqual(ADMIN);
  });

  it('changes the bill lines and totals with the charges, and prints the same figures on the duty slip', async () => {
    const booking = await book(t, customer);
    const res = await t
      .http()
      .patch(`/api/bookings/${booking.id}/charges`)
      .set(admin.auth)
      .send({ haltingCharges: 300, tollTaxAndParking: 185.5, extraHoursCharges: 150, extraKmCharges: 90.25 })
      .expect(200);
    const charged = res.body.data as BookingResponse;
    expect(charged.bill).toEqual({
      lines: [
        { code: 'base-fare', label: 'Base Fare', amount: 5040 },
        { code: 'driver-allowance', label: 'Driver Allowance', amount: 200 },
        { code: 'halting', label: 'Halting Charges', amount: 300 },
        { code: 'toll-parking', label: 'Toll Tax & Parking', amount: 185.5 },
        { code: 'extra-hours', label: 'Extra Hours Charges', amount: 150 },
        { code: 'extra-km', label: 'Extra Km Charges', amount: 90.25 },
      ],
      total: 5965.75,
      gstRate: 5,
      taxable: 5681.67, // 5965.75 / 1.05 = 5681.666…
      gst: 284.08,
      advanceDue: 1050, // the advance is on the fare only
      paid: 0,
      balance: 5965.75,
    });
    expect(charged).toMatchObject({ dutySlipTotal: 5965.75, advanceDue: 1050, balanceDue: 5965.75 });

    const pdf: Response = await t
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
    const lines = pdfTextLines(pdf.body as Buffer);
    for (const line of charged.bill.lines) expect(lines).toContain(line.label);
    for (const text of ['₹300.00', '₹185.50', '₹150.00', '₹90.25', '₹5,965.75']) expect(lines).toContain(text);
  });

  it('bills an offer booking at the agent amount alone', async () => {
    const offer = await createOffer(t, agent, { amount: 2999.99 });
    const res = await t.http().post('/api/bookings').set(customer.auth).send({ offerId: offer.id, passenger: passenger() }).expect(201);
    expect((res.body.data as BookingResponse).bill).toMatchObject({
      total: 2999.99,
      taxable: 2857.13,
      gst: 142.86,
      advanceDue: 600,
      balance: 2999.99,
    });
  });

  it('answers exactly the documented schema (no field undocumented, none missing)', async () => {
    const booking = await book(t, customer);
    await setStatus(booking.id, 'confirmed').expect(200);
    await submit(customer, booking.id, 500).expect(200);
    const answers: [string, number, unknown][] = [
      ['GET /api/bookings/{id}', 200, (await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth)).body],
      ['GET /api/bookings/my', 200, (await t.http().get('/api/bookings/my').set(customer.auth)).body],
      ['GET /api/bookings', 200, (await t.http().get('/api/bookings').set(customer.auth)).body],
      ['GET /api/bookings/all', 200, (await t.http().get('/api/bookings/all').set(admin.auth)).body],
      ['GET /api/bookings/{id}/upi', 200, (await upi(customer, booking.id)).body],
      ['PATCH /api/bookings/{id}/advance', 200, (await verify(booking.id, 100)).body],
    ];
    for (const [name, status, body] of answers) {
      expect({ name, problems: mismatches(doc, answerSchema(doc, name, status), body) }).toEqual({ name, problems: [] });
    }
  });
});
