// What the outbox messages about a booking's trip carry (written in the change's transaction,
// delivered after commit by Notifications). Plain JSON: each is stored as the message's payload.
import type { Language } from '../common/i18n/translate.js';
import type { BookingStatus } from './booking-status.js';

/** A driver and cab were assigned or changed, by the office (fleet) or by the offer's agent (their own). */
export interface BookingAssignedNotice {
  bookingId: number;
  reference: string;
  date: string;
  time: string;
  from: string;
  to: string;
  passenger: { name: string; email: string };
  driver: { name: string; mobile: string };
  cab: { registration: string; vehicle: string };
  /** The office's trips only: the agent's drivers do not use the trip sheet. */
  startCode: string | null;
  /** The booking owner's language. */
  language: Language;
}

/** The trip closed and its GST invoice was issued: the PDF is rendered from the stored invoice when the e-mail goes. */
export interface BookingCompletedNotice {
  bookingId: number;
  reference: string;
  passenger: { name: string; email: string };
  serial: string;
  /** Rupees. */
  total: number;
  language: Language;
}

/** A booking's status changed (by the office, the trip sheet or the customer). */
export interface BookingStatusNotice {
  bookingId: number;
  reference: string;
  /** The owner, whose sockets hear `bookingStatus`. */
  userId: number;
  from: string;
  to: string;
  date: string;
  time: string;
  passenger: { name: string; email: string };
  previous: BookingStatus;
  status: BookingStatus;
  /** Why the office cancelled, when it said; printed in the e-mail. */
  reason: string | null;
  language: Language;
}

/** A customer booked an agent's offer: the agent hears it live and by e-mail. */
export interface OfferBookedNotice {
  offerId: number;
  bookingId: number;
  reference: string;
  agent: { id: number; name: string; email: string; language: Language };
  from: string;
  to: string;
  date: string;
  time: string;
  customer: { name: string; mobile: string };
  /** The pickup address (with landmark) or the pickup info the customer chose; null when neither. */
  pickup: string | null;
}
