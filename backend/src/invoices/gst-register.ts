// The monthly GST sales register (the accountant's input for GSTR-1): one row per invoice issued in
// an IST calendar month, B2B when the customer gave a GSTIN, else B2C. Framework-free.
import type { CsvColumn } from '../common/listing/csv-file.js';
import { toRupees } from '../common/money.js';
import { istDayStart } from '../common/time/ist.js';
import type { InvoiceBody } from './invoice-body.js';

/** 'YYYY-MM', a month of this century. */
export const REGISTER_MONTH = /^20\d\d-(0[1-9]|1[0-2])$/;

export const GST_REGISTER_MESSAGES = {
  month: 'month must be a month like 2026-10',
};

/** The instants an IST month spans: from its first midnight (IST) up to, not including, the next month's. */
export function istMonthRange(month: string): { from: Date; before: Date } {
  if (!REGISTER_MONTH.test(month)) throw new RangeError(`not a month: ${month}`);
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: istDayStart(`${month}-01`), before: istDayStart(`${next}-01`) };
}

/** 'Maharashtra (27)' as printed on the invoice → '27-Maharashtra', as GSTR-1 names a place of supply. */
export function gstrPlaceOfSupply(printed: string): string {
  const match = /^(.*) \((\d{2})\)$/.exec(printed);
  return match ? `${match[2]}-${match[1]}` : printed;
}

/** The register's row of one invoice: what was printed on it, fixed when it was issued. */
export interface RegisterInvoice {
  serial: string;
  body: InvoiceBody;
}

export const GST_REGISTER_COLUMNS: readonly CsvColumn<RegisterInvoice>[] = [
  { header: 'Invoice number', value: (i) => i.serial },
  { header: 'Invoice date', value: (i) => i.body.date },
  { header: 'Type', value: (i) => (i.body.recipient.gstin ? 'B2B' : 'B2C') },
  { header: 'Customer name', value: (i) => i.body.recipient.name },
  { header: 'Customer GSTIN', value: (i) => i.body.recipient.gstin },
  { header: 'Place of supply', value: (i) => gstrPlaceOfSupply(i.body.placeOfSupply) },
  { header: 'Reverse charge', value: (i) => (i.body.reverseCharge ? 'Y' : 'N') },
  { header: 'SAC', value: (i) => i.body.sac },
  { header: 'Taxable value (₹)', value: (i) => toRupees(i.body.taxablePaise) },
  { header: 'GST rate (%)', value: (i) => i.body.gstRate },
  { header: 'CGST (₹)', value: (i) => toRupees(i.body.cgstPaise) },
  { header: 'SGST (₹)', value: (i) => toRupees(i.body.sgstPaise) },
  { header: 'IGST (₹)', value: (i) => toRupees(i.body.igstPaise) },
  { header: 'Reimbursements outside GST (₹)', value: (i) => toRupees(i.body.reimbursementsPaise) },
  { header: 'Invoice total (₹)', value: (i) => toRupees(i.body.totalPaise) },
  { header: 'Booking reference', value: (i) => i.body.bookingReference },
];
