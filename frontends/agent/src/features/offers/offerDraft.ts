import type { OfferCreate } from '@jbp/shared';
import { z } from 'zod';

// The Add Travel Offer form's rules (spec sections 3, 4, 5 and 8), free of React.

/** The spec's one message for a missing field (the form shows it from agentTexts, in the reader's language). */
export const FILL_ALL_FIELDS = 'Please fill all fields';

/** Required text: blank counts as missing, with the spec's one message for the whole form. */
const required = z.string().trim().min(1, FILL_ALL_FIELDS);

/**
 * What the form holds, every field as typed. All eight are required (spec section 5); the numbers
 * are read from their text when the payload is built, as the spec says (0 when not numeric).
 */
export const offerDraftSchema = z.object({
  from: required,
  to: required,
  vehicle: required,
  amount: required,
  date: required,
  seats: required,
  startTime: required,
  endTime: required,
});

export type OfferDraft = z.input<typeof offerDraftSchema>;

export const EMPTY_DRAFT: OfferDraft = { from: '', to: '', vehicle: '', amount: '', date: '', seats: '', startTime: '', endTime: '' };

/** All eight fields are required; blank text counts as missing. */
export function isComplete(draft: OfferDraft): boolean {
  return offerDraftSchema.safeParse(draft).success;
}

/** "Crysta" from "crysta" or "CRYSTA": first letter capitalised, the rest lowercase. */
export function vehicleName(text: string): string {
  const t = text.trim();
  return t.charAt(0).toUpperCase() + t.slice(1).toLowerCase();
}

/**
 * A number from typed text, or 0 when it is not numeric (spec section 3). Rupee signs, spaces and
 * Indian digit grouping ("₹1,500") are read as the number a person meant.
 */
export function numberFromText(text: string): number {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return 0;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : 0;
}

/** The travel offer payload (spec section 3). The server measures the route again itself. */
export function toOfferPayload(draft: OfferDraft, distanceKm: number | null): OfferCreate {
  return {
    from: draft.from.trim(),
    to: draft.to.trim(),
    vehicle: vehicleName(draft.vehicle),
    amount: numberFromText(draft.amount),
    date: draft.date,
    seats: numberFromText(draft.seats),
    startTime: draft.startTime,
    endTime: draft.endTime,
    distance: distanceKm ?? 0,
  };
}
