import type { Booking } from '@jbp/shared';
import { z } from 'zod';

/** An amount of rupees typed in a field: `valid` decides, `message` says what to type instead. */
export function rupeesField(message: string, valid: (rupees: number) => boolean) {
  return z
    .string()
    .refine((text) => text.trim() !== '' && Number.isFinite(Number(text)) && valid(Number(text)), message)
    .transform(Number);
}

/**
 * The amount to offer for verification, all as the server sent it: what the customer reported by
 * UPI, else the advance already verified (to correct it), else the advance due.
 */
export function advanceToVerify(booking: Booking): number {
  if (booking.advanceSubmission) return booking.advanceSubmission.amount;
  return booking.bill.paid > 0 ? booking.bill.paid : booking.bill.advanceDue;
}

/** The field's first text: the amount, or empty when there is nothing to suggest. */
export function advanceFieldText(booking: Booking): string {
  const amount = advanceToVerify(booking);
  return amount > 0 ? String(amount) : '';
}
