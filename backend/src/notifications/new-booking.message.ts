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
  /** One of the eight trip types, so the desk sees a round trip or a package at a glance. */
  tripType: string;
}

export function toNewBookingMessage(event: BookingCreatedEvent): NewBookingMessage {
  const { bookingId, reference, customerName, from, to, date, tripType } = event;
  return { bookingId, reference, customerName, from, to, date, tripType };
}
