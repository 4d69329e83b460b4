import type { OfferCreate } from '@jbp/shared';

// The Add Travel Offer form's rules (spec sections 3, 4, 5 and 8), free of React.

export const FILL_ALL_FIELDS = 'Please fill all fields';
export const OFFER_SUBMITTED = '✅ Offer submitted successfully!';
export const OFFER_FAILED = '❌ Failed to submit offer';

/** What the form holds: every field as typed. */
export interface OfferDraft {
  from: string;
  to: string;
  vehicle: string;
  amount: string;
  date: string;
  seats: string;
  startTime: string;
  endTime: string;
}

export const EMPTY_DRAFT: OfferDraft = { from: '', to: '', vehicle: '', amount: '', date: '', seats: '', startTime: '', endTime: '' };

/** All eight fields are required; blank text counts as missing. */
export function isComplete(draft: OfferDraft): boolean {
  return Object.values(draft).every((value) => value.trim() !== '');
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
