import { isPastDate } from '../common/time/ist.js';
import type { StoredOfferStatus } from './offer.entity.js';

export const OFFER_STATES = ['open', 'booked', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/**
 * An offer's state as agents and admins see it. A booked offer stays 'booked' after its date
 * (it was used); an open one whose IST date has passed is 'expired'.
 */
export function offerState(status: StoredOfferStatus, date: string, now: Date): OfferState {
  if (status === 'booked') return 'booked';
  return isPastDate(date, now) ? 'expired' : 'open';
}

/** Rupees per km, 2 decimals; null when the distance is 0 (no rate to speak of). */
export function perKmRate(amountPaise: number, distanceMetres: number): number | null {
  if (distanceMetres <= 0) return null;
  // paise per metre × 1000 m/km ÷ 100 paise/₹ = ₹/km
  return Math.round(((amountPaise * 10) / distanceMetres) * 100) / 100;
}
