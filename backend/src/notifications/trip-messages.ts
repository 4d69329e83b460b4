// What customers' and agents' browsers receive live (each in the room of its user).

export const BOOKING_STATUS = 'bookingStatus';
export const OFFER_BOOKED = 'offerBooked';

/** To the booking's owner, on every status change. */
export interface BookingStatusMessage {
  bookingId: number;
  reference: string;
  status: string;
  /** The outbox id: the same for a notice delivered twice. */
  noticeId: number;
}

/** To the agent whose offer a customer booked. */
export interface OfferBookedMessage {
  offerId: number;
  bookingId: number;
  reference: string;
  from: string;
  to: string;
  date: string;
  time: string;
  customerName: string;
  customerMobile: string;
  pickup: string | null;
  noticeId: number;
}
