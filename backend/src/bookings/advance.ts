// The advance rule, in whole paise. Framework-free, tested on its own.

export const ADVANCE_STATUSES = ['none', 'submitted', 'verified'] as const;
export type AdvanceStatus = (typeof ADVANCE_STATUSES)[number];

/**
 * The advance rule: 20% of the booking's fare (base + driver allowance), rounded UP to the next
 * ₹10, so a ₹2,342 fare asks ₹470. Extra charges are not known before the trip, so they do not
 * count. The operator can change the share here; the spec does not fix one.
 */
export const ADVANCE_SHARE_PERCENT = 20;
const ROUND_TO_PAISE = 10 * 100;

export function requiredAdvancePaise(totalAmountPaise: number): number {
  // Integer arithmetic: 20% of p paise rounded up to ₹10 = ceil(p × 20 / 100 / 1000) × 1000.
  return Math.ceil((totalAmountPaise * ADVANCE_SHARE_PERCENT) / (100 * ROUND_TO_PAISE)) * ROUND_TO_PAISE;
}
