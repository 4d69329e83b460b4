// What a GST invoice prints, fixed when it is issued (amounts in paise). Framework-free.
import { formatIndianDate, todayInIst } from '../common/time/ist.js';
import { rupeesInWords, SAC_PASSENGER_TRANSPORT, splitTax } from './invoice-rules.js';

export interface InvoiceParty {
  name: string;
  address: string;
  gstin: string | null;
}

export interface InvoiceLine {
  /** The trip bill's line code ('fare', 'extra-km', …): names the line in the reader's language. */
  code?: string;
  label: string;
  quantity: number | null;
  rate: number | null;
  amountPaise: number;
  taxed: boolean;
}

export interface InvoiceBody {
  serial: string;
  /** IST 'YYYY-MM-DD'. */
  date: string;
  bookingReference: string;
  supplier: InvoiceParty & { phone: string; email: string };
  recipient: InvoiceParty;
  placeOfSupply: string;
  reverseCharge: boolean;
  sac: string;
  description: string;
  /** The trip billed, for the description in Hindi (invoices issued before it have only `description`). */
  trip?: InvoiceFacts['trip'] & { includedKm: number; includedHours: number };
  lines: InvoiceLine[];
  gstRate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  reimbursementsPaise: number;
  totalPaise: number;
  totalInWords: string;
  advancePaidPaise: number;
  balancePaise: number;
}

export interface InvoiceFacts {
  serial: string;
  issuedAt: Date;
  bookingReference: string;
  supplier: InvoiceBody['supplier'];
  recipient: InvoiceParty;
  trip: { from: string; to: string; date: string; vehicle: string };
  /** What the fare includes, for its line in Hindi. */
  included?: { km: number; hours: number };
  bill: {
    lines: InvoiceLine[];
    gstRate: number;
    taxablePaise: number;
    gstPaise: number;
    reimbursementsPaise: number;
    totalPaise: number;
    advancePaidPaise: number;
    balancePaise: number;
  };
}

/** State codes of GSTINs this operator meets most; others print as the code. */
const STATES: Record<string, string> = { '23': 'Madhya Pradesh', '22': 'Chhattisgarh', '09': 'Uttar Pradesh', '27': 'Maharashtra' };

export function buildInvoiceBody(f: InvoiceFacts): InvoiceBody {
  const tax = splitTax(f.bill.gstPaise, f.supplier.gstin ?? '', f.recipient.gstin);
  const stateCode = (tax.interState ? f.recipient.gstin : f.supplier.gstin)?.slice(0, 2) ?? '23';
  return {
    serial: f.serial,
    date: todayInIst(f.issuedAt),
    bookingReference: f.bookingReference,
    supplier: f.supplier,
    recipient: f.recipient,
    placeOfSupply: `${STATES[stateCode] ?? 'State'} (${stateCode})`,
    reverseCharge: false,
    sac: SAC_PASSENGER_TRANSPORT,
    description: `Passenger transport by cab (${f.trip.vehicle}), ${f.trip.from} to ${f.trip.to} on ${formatIndianDate(f.trip.date)}`,
    trip: { ...f.trip, includedKm: f.included?.km ?? 0, includedHours: f.included?.hours ?? 0 },
    lines: f.bill.lines,
    gstRate: f.bill.gstRate,
    taxablePaise: f.bill.taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    reimbursementsPaise: f.bill.reimbursementsPaise,
    totalPaise: f.bill.totalPaise,
    totalInWords: rupeesInWords(f.bill.totalPaise),
    advancePaidPaise: f.bill.advancePaidPaise,
    balancePaise: f.bill.balancePaise,
  };
}
