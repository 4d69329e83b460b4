// What a booking keeps of its quote. Framework-free types, stored as JSON on the booking.
import type { FareLine } from '../fares/trip-pricing.js';

export interface BookingFare {
  lines: FareLine[];
  taxable: number;
  gst: number;
  total: number;
  included: string[];
  includedHi: string[];
  extra: string[];
  extraHi: string[];
}

export interface TripDetails {
  stops?: string[];
  /** ISO 8601 with the IST offset. */
  returnAt?: string;
  hours?: number;
  packageId?: number;
  packageTitle?: string;
}
