/** The outbox's topics: each has one handler, registered by the module that delivers it. */
export const OUTBOX_TOPICS = {
  /** The admins' realtime `newBooking` notice (payload: BookingCreatedEvent). */
  newBookingNotice: 'booking.created.notice',
  /** The passenger's confirmation e-mail (payload: BookingCreatedEvent). */
  bookingConfirmationEmail: 'booking.created.email',
} as const;
