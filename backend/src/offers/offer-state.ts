import { isPastDate } from '../common/time/ist.js';
import type { Verdict } from '../bookings/booking-status.js';
import type { StoredOfferStatus } from './offer.entity.js';

export const OFFER_STATES = ['open', 'booked', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/**
 * An offer's state as agents and admins see it. A booked offer stays 'booked' after its date
 * (it was used), a withdrawn one 'withdrawn'; an open one whose IST date has passed is 'expired'.
 */
export function offerState(status: StoredOfferStatus, date: string, now: Date): OfferState {
  if (status === 'booked' || status === 'withdrawn') return status;
  return isPastDate(date, now) ? 'expired' : 'open';
}

/** Rupees per km, 2 decimals; null when the distance is 0 (no rate to speak of). */
export function perKmRate(amountPaise: number, distanceMetres: number): number | null {
  if (distanceMetres <= 0) return null;
  // paise per metre × 1000 m/km ÷ 100 paise/₹ = ₹/km
  return Math.round(((amountPaise * 10) / distanceMetres) * 100) / 100;
}

export const OFFER_CHANGE_MESSAGES = {
  notYours: 'You can only change your own offers.',
  booked: 'This offer has already been booked, so it can no longer be changed or withdrawn.',
  expired: 'This offer has expired, so it can no longer be changed or withdrawn.',
  withdrawn: 'This offer has been withdrawn.',
};

/**
 * PUT and DELETE /api/offers/:id: only the agent who published it, only while it is open (not
 * booked, expired or withdrawn). My Offers shows Edit and Withdraw by the same rule.
 */
export function checkOfferChange(
  offer: { agentId: number; status: StoredOfferStatus; date: string },
  callerId: number,
  now: Date,
): Verdict {
  if (offer.agentId !== callerId) return { allowed: false, httpStatus: 403, message: OFFER_CHANGE_MESSAGES.notYours };
  const state = offerState(offer.status, offer.date, now);
  if (state === 'open') return { allowed: true };
  return { allowed: false, httpStatus: 409, message: OFFER_CHANGE_MESSAGES[state] };
}
