import { describe, expect, it } from '@jest/globals';
import { GST_REGISTER_COLUMNS, gstrPlaceOfSupply, istMonthRange, REGISTER_MONTH } from './gst-register.js';
import type { InvoiceBody } from './invoice-body.js';

describe('istMonthRange', () => {
  it.each([
    ['2026-10', '2026-09-30T18:30:00.000Z', '2026-10-31T18:30:00.000Z'],
    ['2026-12', '2026-11-30T18:30:00.000Z', '2026-12-31T18:30:00.000Z'], // into the next year
    ['2027-03', '2027-02-28T18:30:00.000Z', '2027-03-31T18:30:00.000Z'], // the financial year's last month
    ['2028-02', '2028-01-31T18:30:00.000Z', '2028-02-29T18:30:00.000Z'], // a leap February
  ])('%s runs from %s up to %s', (month, from, before) => {
    const range = istMonthRange(month);
    expect(range.from.toISOString()).toBe(from);
    expect(range.before.toISOString()).toBe(before);
  });

  it.each(['2026-13', '2026-00', '2026-1', '26-10', '1999-10', '2026-10-01', ''])('refuses %j', (month) => {
    expect(REGISTER_MONTH.test(month)).toBe(false);
    expect(() => istMonthRange(month)).toThrow(RangeError);
  });
});

describe('gstrPlaceOfSupply', () => {
  it.each([
    ['Madhya Pradesh (23)', '23-Madhya Pradesh'],
    ['Maharashtra (27)', '27-Maharashtra'],
    ['State (33)', '33-State'],
    ['Somewhere', 'Somewhere'],
  ])('%s → %s', (printed, gstr) => expect(gstrPlaceOfSupply(printed)).toBe(gstr));
});

describe('GST_REGISTER_COLUMNS', () => {
  const body = (gstin: string | null, tax: Partial<InvoiceBody>) =>
    ({
      date: '2026-10-31',
      bookingReference: 'JC-000042',
      recipient: { name: 'Ram Lal', address: 'Jabalpur', gstin },
      placeOfSupply: gstin?.startsWith('27') ? 'Maharashtra (27)' : 'Madhya Pradesh (23)',
      reverseCharge: false,
      sac: '9964',
      gstRate: 5,
      taxablePaise: 400_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      reimbursementsPaise: 15_050,
      totalPaise: 435_050,
      ...tax,
    }) as InvoiceBody;
  const row = (b: InvoiceBody) =>
    Object.fromEntries(GST_REGISTER_COLUMNS.map((c) => [c.header, c.value({ serial: 'JC/2026-27/00042', body: b })]));

  it.each([
    [
      'B2C in the state',
      null,
      { cgstPaise: 10_000, sgstPaise: 10_000 },
      { Type: 'B2C', 'Customer GSTIN': null, 'CGST (₹)': 100, 'SGST (₹)': 100, 'IGST (₹)': 0, 'Place of supply': '23-Madhya Pradesh' },
    ],
    [
      'B2B in the state',
      '23AAPFU0939F1Z3',
      { cgstPaise: 10_000, sgstPaise: 10_000 },
      { Type: 'B2B', 'Customer GSTIN': '23AAPFU0939F1Z3', 'CGST (₹)': 100, 'IGST (₹)': 0 },
    ],
    [
      'B2B across states',
      '27AAPFU0939F1ZV',
      { igstPaise: 20_000 },
      { Type: 'B2B', 'CGST (₹)': 0, 'SGST (₹)': 0, 'IGST (₹)': 200, 'Place of supply': '27-Maharashtra' },
    ],
  ])('%s', (_case, gstin, tax, expected) => {
    expect(row(body(gstin, tax))).toMatchObject({
      'Invoice number': 'JC/2026-27/00042',
      'Invoice date': '2026-10-31',
      'Customer name': 'Ram Lal',
      SAC: '9964',
      'Reverse charge': 'N',
      'Taxable value (₹)': 4000,
      'GST rate (%)': 5,
      'Reimbursements outside GST (₹)': 150.5,
      'Invoice total (₹)': 4350.5,
      ...expected,
    });
  });
});
