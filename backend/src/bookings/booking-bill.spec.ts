import { describe, expect, it } from '@jest/globals';
import { advanceDuePaise, balanceDuePaise, bookingBill, type Charges, dutySlipTotalPaise, taxablePaise } from './booking-bill.js';

const rupees = (r: number) => Math.round(r * 100);

const charges = (c: Partial<Record<keyof Charges, number>> = {}): Charges => ({
  baseAmountPaise: rupees(c.baseAmountPaise ?? 0),
  driverAllowancePaise: rupees(c.driverAllowancePaise ?? 0),
  haltingChargesPaise: rupees(c.haltingChargesPaise ?? 0),
  tollTaxAndParkingPaise: rupees(c.tollTaxAndParkingPaise ?? 0),
  extraHoursChargesPaise: rupees(c.extraHoursChargesPaise ?? 0),
  extraKmChargesPaise: rupees(c.extraKmChargesPaise ?? 0),
  advanceAmountPaise: rupees(c.advanceAmountPaise ?? 0),
});

describe('duty slip sums', () => {
  const booking = charges({
    baseAmountPaise: 2142,
    driverAllowancePaise: 200,
    haltingChargesPaise: 300,
    tollTaxAndParkingPaise: 185.5,
    extraHoursChargesPaise: 150,
    extraKmChargesPaise: 90.25,
  });

  it('adds base, allowance, halting, toll and parking, extra hours and extra km', () => {
    expect(dutySlipTotalPaise(booking)).toBe(rupees(3067.75));
  });

  it('shows the advance apart and owes the rest', () => {
    const paid = { ...booking, advanceAmountPaise: rupees(470) };
    expect(dutySlipTotalPaise(paid)).toBe(rupees(3067.75));
    expect(balanceDuePaise(paid)).toBe(rupees(2597.75));
  });

  it('never owes a negative balance or advance', () => {
    const overpaid = { ...booking, advanceAmountPaise: rupees(5000) };
    expect(balanceDuePaise(overpaid)).toBe(0);
    expect(advanceDuePaise(overpaid)).toBe(0);
  });

  it('asks the advance on the fare only, less what was verified', () => {
    expect(advanceDuePaise(booking)).toBe(rupees(470));
    expect(advanceDuePaise({ ...booking, advanceAmountPaise: rupees(200) })).toBe(rupees(270));
  });
});

describe('taxablePaise (GST-inclusive at 5%)', () => {
  it.each([
    [2100, 2000], // divisible by 105: exact
    [5240, 4990.48], // 4990.476… rounds up
    [3067.75, 2921.67], // 2921.666… rounds up
    [1, 0.95], // 0.952… rounds down
    [0.01, 0.01], // 0.0095… rounds up to the paisa
    [0, 0],
  ])('₹%p holds a taxable value of ₹%p', (total, taxable) => {
    expect(taxablePaise(rupees(total))).toBe(rupees(taxable));
  });
});

describe(bookingBill.name, () => {
  it('lists the six duty slip lines in order and the totals of a fresh one-way booking (no extras)', () => {
    expect(bookingBill(charges({ baseAmountPaise: 5040, driverAllowancePaise: 200 }))).toEqual({
      lines: [
        { code: 'base-fare', label: 'Base Fare', amount: 5040 },
        { code: 'driver-allowance', label: 'Driver Allowance', amount: 200 },
        { code: 'halting', label: 'Halting Charges', amount: 0 },
        { code: 'toll-parking', label: 'Toll Tax & Parking', amount: 0 },
        { code: 'extra-hours', label: 'Extra Hours Charges', amount: 0 },
        { code: 'extra-km', label: 'Extra Km Charges', amount: 0 },
      ],
      total: 5240,
      gstRate: 5,
      taxable: 4990.48,
      gst: 249.52,
      advanceDue: 1050,
      paid: 0,
      balance: 5240,
    });
  });

  type Case = [
    string,
    Partial<Record<keyof Charges, number>>,
    { total: number; taxable: number; gst: number; advanceDue: number; paid: number; balance: number },
  ];
  it.each<Case>([
    [
      'paise amounts in the extras',
      {
        baseAmountPaise: 2142,
        driverAllowancePaise: 200,
        haltingChargesPaise: 300,
        tollTaxAndParkingPaise: 185.5,
        extraHoursChargesPaise: 150,
        extraKmChargesPaise: 90.25,
      },
      { total: 3067.75, taxable: 2921.67, gst: 146.08, advanceDue: 470, paid: 0, balance: 3067.75 },
    ],
    [
      'a total divisible by 105',
      { baseAmountPaise: 1900, driverAllowancePaise: 200 },
      { total: 2100, taxable: 2000, gst: 100, advanceDue: 420, paid: 0, balance: 2100 },
    ],
    [
      'a total not divisible by 105, with a part advance verified',
      { baseAmountPaise: 2342.07, advanceAmountPaise: 200 },
      { total: 2342.07, taxable: 2230.54, gst: 111.53, advanceDue: 270, paid: 200, balance: 2142.07 },
    ],
    [
      'a verified advance equal to the total',
      { baseAmountPaise: 745, driverAllowancePaise: 0, tollTaxAndParkingPaise: 55, advanceAmountPaise: 800 },
      { total: 800, taxable: 761.9, gst: 38.1, advanceDue: 0, paid: 800, balance: 0 },
    ],
    ['an offer booking with nothing on it yet', {}, { total: 0, taxable: 0, gst: 0, advanceDue: 0, paid: 0, balance: 0 }],
  ])('%s', (_name, given, expected) => {
    const bill = bookingBill(charges(given));
    expect(bill).toMatchObject({ ...expected, gstRate: 5 });
    // The figures agree with each other to the paisa.
    const sum = bill.lines.reduce((s, line) => s + rupees(line.amount), 0);
    expect(sum).toBe(rupees(bill.total));
    expect(rupees(bill.taxable) + rupees(bill.gst)).toBe(rupees(bill.total));
    expect(bill.lines.map((line) => line.code)).toEqual([
      'base-fare',
      'driver-allowance',
      'halting',
      'toll-parking',
      'extra-hours',
      'extra-km',
    ]);
  });
});
