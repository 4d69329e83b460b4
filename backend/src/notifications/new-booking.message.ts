import type { BookingCreatedEvent } from '../bookings/booking-created.event.js';

export const NEW_BOOKING = 'newBooking';

/** What admins' browsers receive for each new booking (api.md, Realtime). */
export interface NewBookingMessage {
  bookingId: number;
  reference: string;
  customerName: string;
  from: string;
  to: string;
  date: string;
  /** The same for a notice delivered twice (the outbox delivers at least once): show it once. */
  noticeId?: number;
}

export function toNewBookingMessage(event: BookingCreatedEvent): NewBookingMessage {
  const { bookingId, reference, customerName, from, to, date } = event;
  return { bookingId, reference, customerName, from, to, date };
}
