import { describe, expect, it } from '@jest/globals';
import { advanceDuePaise, balanceDuePaise, type Charges, dutySlipTotalPaise, requiredAdvancePaise } from './advance.js';

const rupees = (r: number) => Math.round(r * 100);

describe('requiredAdvancePaise (20%, rounded up to the next ₹10)', () => {
  it.each([
    [2342, 470], // 468.40 → 470
    [2300, 460], // exactly 460 stays
    [745, 150], // 149 → 150
    [800, 160],
    [1, 10],
    [0, 0],
    [2342.07, 470],
    [100000, 20000],
  ])('a ₹%p fare asks ₹%p', (fare, advance) => {
    expect(requiredAdvancePaise(rupees(fare))).toBe(rupees(advance));
  });
});

describe('duty slip sums', () => {
  const booking: Charges = {
    baseAmountPaise: rupees(2142),
    driverAllowancePaise: rupees(200),
    haltingChargesPaise: rupees(300),
    tollTaxAndParkingPaise: rupees(185.5),
    extraHoursChargesPaise: rupees(150),
    extraKmChargesPaise: rupees(90.25),
    advanceAmountPaise: 0,
  };

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
