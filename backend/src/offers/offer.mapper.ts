import { toRupees } from '../common/money.js';
import type { User } from '../users/user.entity.js';
import { OfferAgentResponse, OfferResponse, OfferWithAgentResponse } from './dto/offer.response.js';
import type { Offer } from './offer.entity.js';
import { offerState, perKmRate } from './offer-state.js';

export { OfferAgentResponse, OfferResponse, OfferWithAgentResponse } from './dto/offer.response.js';

export function toOfferResponse(offer: Offer, now: Date): OfferResponse {
  return {
    _id: offer.id,
    id: offer.id,
    from: offer.from,
    to: offer.to,
    vehicle: offer.vehicle,
    seats: offer.seats,
    date: offer.date,
    pickupDate: offer.date,
    dropDate: offer.dropDate,
    startTime: offer.startTime,
    endTime: offer.endTime,
    pickupInfo: offer.pickupInfo,
    distance: offer.distanceMetres / 1000,
    amount: toRupees(offer.amountPaise),
    perKmRate: perKmRate(offer.amountPaise, offer.distanceMetres),
    status: offerState(offer.status, offer.date, now),
    createdAt: offer.createdAt,
  };
}

export function toOfferWithAgentResponse(offer: Offer, now: Date): OfferWithAgentResponse {
  return { ...toOfferResponse(offer, now), agent: offer.agent ? toAgentSummary(offer.agent) : null };
}

function toAgentSummary(user: User): OfferAgentResponse {
  return { id: user.id, fullName: user.fullName, travelerName: user.travelerName, mobile: user.mobile, email: user.email };
}
