import type { Booking } from '@jbp/shared';

export interface DutySlipLine {
  label: string;
  amount: number;
}

export interface DutySlipTotals {
  lines: DutySlipLine[];
  total: number;
  advance: number;
  balance: number;
}

function rupees(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/**
 * Adds up the charges the server recorded on the booking (spec section 9, "Duty slip total"). No fare
 * is computed here: every line is an amount from the server; the slip only sums them.
 */
export function dutySlipTotals(booking: Booking): DutySlipTotals {
  const lines: DutySlipLine[] = [
    { label: 'Base Fare', amount: rupees(booking.baseAmount) },
    { label: 'Driver Allowance', amount: rupees(booking.driverAllowance) },
    { label: 'Halting Charges', amount: rupees(booking.haltingCharges) },
    { label: 'Toll Tax & Parking', amount: rupees(booking.tollTaxAndParking) },
    { label: 'Extra Hours Charges', amount: rupees(booking.extraHoursCharges) },
    { label: 'Extra Km Charges', amount: rupees(booking.extraKmCharges) },
  ];
  // Paise arithmetic so 0.1 + 0.2 style drift never shows on a slip.
  const totalPaise = lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
  const advancePaise = Math.round(rupees(booking.advanceAmount) * 100);
  return { lines, total: totalPaise / 100, advance: advancePaise / 100, balance: (totalPaise - advancePaise) / 100 };
}
