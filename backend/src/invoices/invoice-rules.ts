// GST tax invoice rules (CGST Rules, rule 46; operator-practice.md). Framework-free.
import { todayInIst } from '../common/time/ist.js';

/** Services accounting code for passenger transport. */
export const SAC_PASSENGER_TRANSPORT = '9964';
export const SERIAL_PREFIX = 'JC';

/** The Indian financial year (1 April – 31 March, IST) of an instant: '2026-27'. */
export function financialYear(at: Date): string {
  const [year, month] = todayInIst(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'JC/2026-27/00042': 16 characters, the most rule 46 allows. */
export function invoiceSerial(year: string, number: number): string {
  if (!Number.isInteger(number) || number < 1 || number > 99_999) throw new RangeError(`invoice number out of range: ${number}`);
  return `${SERIAL_PREFIX}/${year}/${String(number).padStart(5, '0')}`;
}

/** GSTIN: 2-digit state code, PAN, entity number, 'Z', check character. */
export const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export interface TaxSplit {
  interState: boolean;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * CGST + SGST (half each) when the place of supply is in the operator's state, else IGST. For
 * passenger transport the place of supply is the customer's state when they give a GSTIN, else
 * where the passenger boards (Jabalpur: the operator's own state).
 */
export function splitTax(gstPaise: number, operatorGstin: string, customerGstin: string | null): TaxSplit {
  const interState = customerGstin !== null && customerGstin.slice(0, 2) !== operatorGstin.slice(0, 2);
  if (interState) return { interState, cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgstPaise = Math.floor(gstPaise / 2);
  return { interState, cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** A whole number in words, Indian system: 12,34,567 → 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in paise as words: 'Rupees Seven Thousand Two Hundred Forty and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${numberInWords(rest)} Paise` : ''} Only`;
}
