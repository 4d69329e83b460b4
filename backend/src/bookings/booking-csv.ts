import type { CsvColumn } from '../common/listing/csv-file.js';
import { toRupees } from '../common/money.js';
import { istDateTime } from '../common/time/ist.js';
import { bookingBill } from './booking-bill.js';
import { formatBookingReference } from './booking-reference.js';
import type { Booking } from './booking.entity.js';
import { maskIdNumber } from './id-number-mask.js';

/** A booking as one row of the desk's CSV export: IST dates, money in rupees, the ID number masked. Needs `user` loaded. */
export const BOOKING_CSV_COLUMNS: readonly CsvColumn<Booking>[] = [
  { header: 'Reference', value: (b) => formatBookingReference(b.id) },
  { header: 'Booked at (IST)', value: (b) => istDateTime(b.createdAt) },
  { header: 'Trip date', value: (b) => b.date },
  { header: 'Pickup time', value: (b) => b.time },
  { header: 'From', value: (b) => b.from },
  { header: 'To', value: (b) => b.to },
  { header: 'Pickup info', value: (b) => b.pickupInfo },
  { header: 'Vehicle', value: (b) => b.vehicle },
  { header: 'Seats', value: (b) => b.seats },
  { header: 'Distance (km)', value: (b) => b.distanceMetres / 1000 },
  { header: 'Status', value: (b) => b.status },
  { header: 'Customer', value: (b) => b.user?.fullName ?? null },
  { header: 'Customer mobile', value: (b) => b.user?.mobile ?? null },
  { header: 'Customer e-mail', value: (b) => b.user?.email ?? null },
  { header: 'Passenger', value: (b) => b.passengerName },
  { header: 'Passenger phone', value: (b) => b.passengerPhone },
  { header: 'Passenger e-mail', value: (b) => b.passengerEmail },
  { header: 'ID type', value: (b) => b.passengerIdType },
  { header: 'ID number', value: (b) => maskIdNumber(b.passengerIdNumber) },
  { header: 'Base fare (₹)', value: (b) => toRupees(b.baseAmountPaise) },
  { header: 'Driver allowance (₹)', value: (b) => toRupees(b.driverAllowancePaise) },
  { header: 'Fare (₹)', value: (b) => toRupees(b.totalAmountPaise) },
  { header: 'Halting (₹)', value: (b) => toRupees(b.haltingChargesPaise) },
  { header: 'Toll and parking (₹)', value: (b) => toRupees(b.tollTaxAndParkingPaise) },
  { header: 'Extra hours (₹)', value: (b) => toRupees(b.extraHoursChargesPaise) },
  { header: 'Extra km (₹)', value: (b) => toRupees(b.extraKmChargesPaise) },
  { header: 'Duty slip total (₹)', value: (b) => bookingBill(b).total },
  { header: 'GST inside (₹)', value: (b) => bookingBill(b).gst },
  { header: 'Advance status', value: (b) => b.advanceStatus },
  { header: 'Advance received (₹)', value: (b) => bookingBill(b).paid },
  { header: 'Balance due (₹)', value: (b) => bookingBill(b).balance },
  { header: 'Offer', value: (b) => b.offerId },
];
