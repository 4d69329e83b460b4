// The duty slip's figures (spec section 9), the ONE place they are worked out: the booking answer,
// its `bill`, the duty-slip PDF and the advance rules all read them from here. Whole paise inside,
// rupees (exact to the paisa) out. Framework-free, tested on its own.
import { toRupees } from '../common/money.js';
import { requiredAdvancePaise } from './advance.js';

export interface Charges {
  baseAmountPaise: number;
  driverAllowancePaise: number;
  haltingChargesPaise: number;
  tollTaxAndParkingPaise: number;
  extraHoursChargesPaise: number;
  extraKmChargesPaise: number;
  /** Verified by an admin; a submitted but unverified advance does not count. */
  advanceAmountPaise: number;
}

/** Fares are GST-inclusive at this rate (percent): the bill shows the tax inside the total. */
export const GST_RATE_PERCENT = 5;

export const BILL_LINE_CODES = ['base-fare', 'driver-allowance', 'halting', 'toll-parking', 'extra-hours', 'extra-km'] as const;
export type BillLineCode = (typeof BILL_LINE_CODES)[number];

/** The duty slip's lines, in its order, with the spec's labels. */
const LINES: readonly { code: BillLineCode; label: string; paise: (c: Charges) => number }[] = [
  { code: 'base-fare', label: 'Base Fare', paise: (c) => c.baseAmountPaise },
  { code: 'driver-allowance', label: 'Driver Allowance', paise: (c) => c.driverAllowancePaise },
  { code: 'halting', label: 'Halting Charges', paise: (c) => c.haltingChargesPaise },
  { code: 'toll-parking', label: 'Toll Tax & Parking', paise: (c) => c.tollTaxAndParkingPaise },
  { code: 'extra-hours', label: 'Extra Hours Charges', paise: (c) => c.extraHoursChargesPaise },
  { code: 'extra-km', label: 'Extra Km Charges', paise: (c) => c.extraKmChargesPaise },
];

export interface BillLine {
  code: BillLineCode;
  label: string;
  /** Rupees. */
  amount: number;
}

/** A booking's bill, in rupees exact to the paisa. */
export interface Bill {
  lines: BillLine[];
  /** The duty slip total: the sum of the lines. */
  total: number;
  gstRate: number;
  /** The total without GST, rounded to the paisa. */
  taxable: number;
  /** total − taxable. */
  gst: number;
  /** The advance still to pay. */
  advanceDue: number;
  /** The verified advance. */
  paid: number;
  /** total − paid, never negative. */
  balance: number;
}

/** Spec section 9: base + allowance + halting + toll and parking + extra hours + extra km. */
export function dutySlipTotalPaise(c: Charges): number {
  return LINES.reduce((sum, line) => sum + line.paise(c), 0);
}

/** What is still owed after the verified advance; never negative. */
export function balanceDuePaise(c: Charges): number {
  return Math.max(0, dutySlipTotalPaise(c) - c.advanceAmountPaise);
}

/** The advance still to pay: the rule's advance (on the fare only) less what was verified, never negative. */
export function advanceDuePaise(c: Charges): number {
  return Math.max(0, requiredAdvancePaise(c.baseAmountPaise + c.driverAllowancePaise) - c.advanceAmountPaise);
}

/** The value a GST-inclusive amount taxes: amount × 100 / 105, rounded to the paisa (integer arithmetic). */
export function taxablePaise(totalPaise: number): number {
  return Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
}

export function bookingBill(c: Charges): Bill {
  const total = dutySlipTotalPaise(c);
  const taxable = taxablePaise(total);
  return {
    lines: LINES.map((line) => ({ code: line.code, label: line.label, amount: toRupees(line.paise(c)) })),
    total: toRupees(total),
    gstRate: GST_RATE_PERCENT,
    taxable: toRupees(taxable),
    gst: toRupees(total - taxable),
    advanceDue: toRupees(advanceDuePaise(c)),
    paid: toRupees(c.advanceAmountPaise),
    balance: toRupees(balanceDuePaise(c)),
  };
}
