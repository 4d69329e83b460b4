/** The outbox's topics: each has one handler, registered by the module that delivers it. */
export const OUTBOX_TOPICS = {
  /** The admins' realtime `newBooking` notice (payload: BookingCreatedEvent). */
  newBookingNotice: 'booking.created.notice',
  /** The passenger's confirmation e-mail (payload: BookingCreatedEvent). */
  bookingConfirmationEmail: 'booking.created.email',
  /** The admins' realtime `newEnquiry` notice (payload: EnquiryCreatedEvent). */
  newEnquiryNotice: 'enquiry.created.notice',
  /** The passenger's e-mail with the driver and cab, from the office or the offer's agent (payload: BookingAssignedNotice). */
  bookingAssignedEmail: 'booking.assigned.email',
  /** The passenger's e-mail with the GST invoice PDF, rendered at delivery from the stored invoice (payload: BookingCompletedNotice). */
  bookingCompletedEmail: 'booking.completed.email',
  /** The passenger's e-mail when the office confirms or cancels (payload: BookingStatusNotice; `reason` when one is given). */
  bookingStatusEmail: 'booking.status.email',
  /** The customer's realtime `bookingStatus` notice, on every status change (payload: BookingStatusNotice). */
  bookingStatusNotice: 'booking.status.notice',
  /** The offer's agent's realtime `offerBooked` notice (payload: OfferBookedNotice). */
  offerBookedNotice: 'offer.booked.notice',
  /** The offer's agent's e-mail (payload: OfferBookedNotice). */
  offerBookedEmail: 'offer.booked.email',
  /** "Forgot password?": the link (payload: PasswordResetRequestedEvent's recipient with its language). */
  passwordResetEmail: 'account.password-reset.email',
  /** A new e-mail address: the confirmation link to it (payload: EmailChangeRequestedEvent). */
  emailChangeConfirmation: 'account.email-change.email',
  /** A new e-mail address: the notice to the old one (payload: EmailChangeRequestedEvent). */
  emailChangeNotice: 'account.email-change.notice-email',
} as const;
