import { describe, expect, it } from '@jest/globals';
import { requiredAdvancePaise } from './advance.js';

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
