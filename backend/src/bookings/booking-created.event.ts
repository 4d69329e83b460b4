import type { Language } from '../common/i18n/translate.js';
import type { TripAddresses } from './trip-addresses.js';

/**
 * What the admins' realtime notice and the passenger's e-mail say of a new booking: the payload of
 * both outbox messages, written in the booking's transaction (never for an Idempotency-Key replay).
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
  /** One of the eight trip types. */
  readonly tripType: string;
  /** Rupees (base fare plus driver allowance). */
  readonly totalAmount: number;
  readonly passenger: { name: string; email: string; phone: string };
  /** Where the driver comes and goes; null when the booking was made without them. */
  readonly addresses: TripAddresses | null;
  /** The booking owner's language, for the passenger's e-mail. */
  readonly language: Language;

  constructor(fields: Omit<BookingCreatedEvent, 'addresses' | 'language'> & { addresses?: TripAddresses | null; language?: Language }) {
    this.bookingId = fields.bookingId;
    this.reference = fields.reference;
    this.customerName = fields.customerName;
    this.from = fields.from;
    this.to = fields.to;
    this.date = fields.date;
    this.time = fields.time;
    this.vehicle = fields.vehicle;
    this.tripType = fields.tripType;
    this.totalAmount = fields.totalAmount;
    this.passenger = { ...fields.passenger };
    this.addresses = fields.addresses ? { ...fields.addresses } : null;
    this.language = fields.language === 'hi' ? 'hi' : 'en';
  }
}
