import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import type { Response } from 'supertest';
import { todayInIst } from '../src/common/time/ist.js';
import { Invoice } from '../src/invoices/invoice.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { assignedTrip, closeTrip } from './helpers/closed-trips.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { istDate } from './helpers/trips.js';

const BOM = '\uFEFF';

/** Parsed back as a spreadsheet would: the rows as objects keyed by the header. */
function rowsOf(text: string): Record<string, string>[] {
  return parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

describe('The monthly GST sales register', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let day = 20;

  const register = async (month: string, lang = 'en') => {
    const res = await t
      .http()
      .get(`/api/invoices/gst-register.csv?month=${month}`)
      .set(admin.auth)
      .set('Accept-Language', lang)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    return res as Response & { body: string };
  };

  /** A completed trip whose invoice is moved to `issuedAt` (its printed date with it). */
  const invoiced = async (issuedAt: string, overrides: Record<string, unknown> = {}) => {
    day += 1;
    const { booking } = await assignedTrip(t, admin, customer, { date: istDate(day), time: '09:30', ...overrides });
    await closeTrip(t, admin, booking.id, booking.date);
    const repo = t.db.getRepository(Invoice);
    const invoice = await repo.findOneByOrFail({ bookingId: booking.id });
    const at = new Date(issuedAt);
    await repo.update({ id: invoice.id }, { issuedAt: at, body: { ...invoice.body, date: todayInIst(at) } });
    return { booking, invoice: await repo.findOneByOrFail({ id: invoice.id }) };
  };

  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_GSTIN: '23ABCDE1234F1Z5' });
    [admin, customer] = await Promise.all([signUp(t, 'admin'), signUp(t, 'customer')]);
  });
  afterAll(() => t.close());

  it('lists B2C and B2B invoices of the IST month: CGST + SGST in the state, IGST across states, SAC 9964', async () => {
    const b2c = await invoiced('2029-10-10T06:00:00Z');
    const igst = await invoiced('2029-10-11T06:00:00Z', { customerGstin: '27AAPFU0939F1ZV' });
    const local = await invoiced('2029-10-12T06:00:00Z', { customerGstin: '23AAPFU0939F1Z3' });

    const res = await register('2029-10');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gst-register-2029-10.csv"');
    expect(res.body.startsWith(BOM)).toBe(true);
    const rows = rowsOf(res.body);
    expect(rows.map((r) => r['Invoice number'])).toEqual([b2c.invoice.serial, igst.invoice.serial, local.invoice.serial]);

    const money = (paise: number) => String(paise / 100);
    const expected = (inv: Invoice) => ({
      'Invoice date': inv.body.date,
      'Customer name': inv.body.recipient.name,
      SAC: '9964',
      'Reverse charge': 'N',
      'GST rate (%)': '5',
      'Taxable value (₹)': money(inv.body.taxablePaise),
      'Reimbursements outside GST (₹)': '150',
      'Invoice total (₹)': money(inv.body.totalPaise),
      'Booking reference': inv.body.bookingReference,
    });
    expect(rows[0]).toMatchObject({
      ...expected(b2c.invoice),
      'Invoice date': '2029-10-10',
      Type: 'B2C',
      'Customer GSTIN': '',
      'Place of supply': '23-Madhya Pradesh',
      'CGST (₹)': money(b2c.invoice.body.cgstPaise),
      'SGST (₹)': money(b2c.invoice.body.sgstPaise),
      'IGST (₹)': '0',
    });
    expect(b2c.invoice.body.cgstPaise).toBeGreaterThan(0);
    expect(rows[1]).toMatchObject({
      ...expected(igst.invoice),
      Type: 'B2B',
      'Customer GSTIN': '27AAPFU0939F1ZV',
      'Place of supply': '27-Maharashtra',
      'CGST (₹)': '0',
      'SGST (₹)': '0',
      'IGST (₹)': money(igst.invoice.body.igstPaise),
    });
    expect(igst.invoice.body.igstPaise).toBeGreaterThan(0);
    expect(rows[2]).toMatchObject({
      Type: 'B2B',
      'Customer GSTIN': '23AAPFU0939F1Z3',
      'Place of supply': '23-Madhya Pradesh',
      'IGST (₹)': '0',
    });
    // The figures add up: taxable value + GST + reimbursements = the invoice total.
    for (const { invoice } of [b2c, igst, local]) {
      const b = invoice.body;
      expect(b.taxablePaise + b.cgstPaise + b.sgstPaise + b.igstPaise + b.reimbursementsPaise).toBe(b.totalPaise);
    }
  });

  it('counts a re-issued invoice once, with its corrected figures, in the month it was first issued', async () => {
    const { booking, invoice } = await invoiced('2029-11-05T06:00:00Z');
    await t.http().put(`/api/bookings/${booking.id}/trip`).set(admin.auth).send({ tolls: 400 }).expect(200);
    const reissued = await t.db.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    expect(reissued.body.totalPaise).toBe(invoice.body.totalPaise + 25_000);
    const rows = rowsOf((await register('2029-11')).body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Invoice number': invoice.serial,
      'Invoice date': '2029-11-05',
      'Invoice total (₹)': String(reissued.body.totalPaise / 100),
    });
  });

  it('splits months at IST midnight, also where the financial year turns (31 March → 1 April)', async () => {
    const edges = {
      lastOfFebruary: await invoiced('2030-02-28T18:29:59Z'), // 28 Feb 23:59:59 IST
      firstOfMarch: await invoiced('2030-02-28T18:30:00Z'), // 1 Mar 00:00 IST
      lastOfMarch: await invoiced('2030-03-31T18:29:59Z'), // 31 Mar 23:59:59 IST, FY 2029-30
      firstOfApril: await invoiced('2030-03-31T18:30:00Z'), // 1 Apr 00:00 IST, FY 2030-31
    };
    const serials = async (month: string) => rowsOf((await register(month)).body).map((r) => r['Invoice number']);
    expect(await serials('2030-02')).toEqual([edges.lastOfFebruary.invoice.serial]);
    expect(await serials('2030-03')).toEqual([edges.firstOfMarch.invoice.serial, edges.lastOfMarch.invoice.serial]);
    expect(await serials('2030-04')).toEqual([edges.firstOfApril.invoice.serial]);
    expect(rowsOf((await register('2030-03')).body).map((r) => r['Invoice date'])).toEqual(['2030-03-01', '2030-03-31']);
  });

  it('answers the header line alone for a month without invoices, and guards cells against formulas', async () => {
    const empty = await register('2031-01');
    expect(empty.status).toBe(200);
    expect(empty.body).toBe(
      `${BOM}Invoice number,Invoice date,Type,Customer name,Customer GSTIN,Place of supply,Reverse charge,SAC,Taxable value (₹),GST rate (%),CGST (₹),SGST (₹),IGST (₹),Reimbursements outside GST (₹),Invoice total (₹),Booking reference\n`,
    );

    const { invoice } = await invoiced('2031-02-01T06:00:00Z');
    await t.db
      .getRepository(Invoice)
      .update(
        { id: invoice.id },
        { body: { ...invoice.body, recipient: { ...invoice.body.recipient, name: '=HYPERLINK("http://evil.example")' } } },
      );
    expect(rowsOf((await register('2031-02')).body)[0]['Customer name']).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it.each(['2026-13', '2026-1', 'october', '2026-10-01', '1999-10', ''])(
    'refuses month=%j with one sentence and no file',
    async (month) => {
      const res = await t.http().get(`/api/invoices/gst-register.csv?month=${month}`).set(admin.auth).expect(400);
      expect(res.body.message).toBe('month must be a month like 2026-10');
      expect(res.headers['content-disposition']).toBeUndefined();
    },
  );

  it('refuses a missing month, a repeated one and unknown parameters, in Hindi when asked', async () => {
    const missing = await t.http().get('/api/invoices/gst-register.csv').set(admin.auth).set('Accept-Language', 'hi').expect(400);
    expect(missing.body.message).toBe('महीना 2026-10 जैसा महीना होना चाहिए');
    const twice = await t.http().get('/api/invoices/gst-register.csv?month=2026-10&month=2026-11').set(admin.auth).expect(400);
    expect(twice.body.message).toBe('month must be a month like 2026-10');
    const unknown = await t.http().get('/api/invoices/gst-register.csv?month=2026-10&status=x').set(admin.auth).expect(400);
    expect(unknown.body.message).toBe('The field status is not accepted.');
  });
});
