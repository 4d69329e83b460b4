// What the bookings module answers when it refuses, word for word (the offer and customer
// refusals belong to the offers and users modules: RESERVATION_MESSAGES, CUSTOMER_MESSAGES).
export const BOOKING_MESSAGES = {
  notFound: 'Booking not found.',
  notYours: 'You can only see your own bookings.',
  notYoursToChange: 'You can only change your own bookings.',
  notJabalpur: 'One-way bookings start from Jabalpur only.',
  pastDate: 'The trip date cannot be in the past.',
  pastTime: 'This pickup time has already passed today; choose a later time.',
  tooFar: 'Trips can be booked up to a year ahead; choose an earlier date.',
  samePlace: 'Pickup and drop must be different places.',
  offerTakenSince: 'The offer of this booking has since been booked by someone else.',
  offerWithdrawnSince: 'The offer of this booking has since been withdrawn by its agent.',
  keyReused: 'This Idempotency-Key was already used for a different booking.',
  badKey: 'Idempotency-Key must be 1 to 100 letters, digits or the characters - _ : .',
  customerChoice: 'Choose the customer: customerId, or customer {fullName, mobile}, not both.',
  advanceNotConfirmed: 'The advance can be paid once the booking is confirmed.',
  advancePaid: 'The advance for this booking has already been paid.',
  nothingDue: 'Nothing is due on this booking.',
  advanceNotRecordable:
    'An advance can be recorded only once the booking is confirmed, and not after it is cancelled, a no-show or completed.',
  noCharges: 'Send at least one charge: haltingCharges, tollTaxAndParking, extraHoursCharges or extraKmCharges.',
};
