// Events of a trip, emitted after their transaction commits; Notifications e-mails the customer.

export const BOOKING_ASSIGNED = 'booking.assigned';
export const BOOKING_COMPLETED = 'booking.completed';

/** A driver and cab were assigned (or changed): what the customer needs to meet them. */
export class BookingAssignedEvent {
  constructor(
    readonly fields: {
      bookingId: number;
      reference: string;
      date: string;
      time: string;
      from: string;
      to: string;
      passenger: { name: string; email: string };
      driver: { name: string; mobile: string };
      cab: { registration: string; vehicle: string };
      startCode: string;
    },
  ) {}
}

/** The trip closed and its GST invoice was issued: the PDF goes to the customer. */
export class BookingCompletedEvent {
  constructor(
    readonly fields: {
      bookingId: number;
      reference: string;
      passenger: { name: string; email: string };
      serial: string;
      total: number;
      invoicePdf: Buffer;
    },
  ) {}
}
