import type { Offer } from '@jbp/shared';
import type { RideChoice } from '@/features/booking/flow';

/** An agent's offer as the booking flow's ride; the price stays the offer's. */
export function offerToRide(offer: Offer): RideChoice {
  return {
    from: offer.from,
    to: offer.to,
    date: offer.date ?? offer.pickupDate,
    pickupDate: offer.pickupDate,
    dropDate: offer.dropDate ?? undefined,
    startTime: offer.startTime,
    endTime: offer.endTime,
    pickupInfo: offer.pickupInfo ?? undefined,
    distance: offer.distance ?? undefined,
    vehicle: offer.vehicle,
    seats: offer.seats,
    amount: offer.amount,
    offerId: offer.id,
  };
}
