import type { TripAddresses } from './trip-addresses.js';

/** Event name, emitted through @nestjs/event-emitter once a new booking has committed. */
export const BOOKING_CREATED = 'booking.created';

/**
 * What listeners (realtime notice to admins, the passenger's e-mail) learn of a new booking.
 * Emitted only after the transaction commits, and never for an Idempotency-Key replay.
 */
export class BookingCreatedEvent {
  readonly bookingId: number;
  /** JBP-000123 */
  readonly reference: string;
  /** The booking owner's full name (the customer, also when an admin booked on their behalf). */
  readonly customerName: string;
  readonly from: string;
  readonly to: string;
  /** Trip date in IST, YYYY-MM-DD. */
  readonly date: string;
  /** Pickup time in IST, HH:mm. */
  readonly time: string;
  readonly vehicle: string;
  /** Rupees (base fare plus driver allowance). */
  readonly totalAmount: number;
  readonly passenger: { name: string; email: string; phone: string };
  /** Where the driver comes and goes; null when the booking was made without them. */
  readonly addresses: TripAddresses | null;

  constructor(fields: Omit<BookingCreatedEvent, 'addresses'> & { addresses?: TripAddresses | null }) {
    this.bookingId = fields.bookingId;
    this.reference = fields.reference;
    this.customerName = fields.customerName;
    this.from = fields.from;
    this.to = fields.to;
    this.date = fields.date;
    this.time = fields.time;
    this.vehicle = fields.vehicle;
    this.totalAmount = fields.totalAmount;
    this.passenger = { ...fields.passenger };
    this.addresses = fields.addresses ? { ...fields.addresses } : null;
  }
}
