import { AuditEntry } from '../audit/audit-entry.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingMonthFigures } from '../bookings/booking-month-figures.entity.js';
import { Enquiry } from '../enquiries/enquiry.entity.js';
import { FareVersion } from '../fares/fare-version.entity.js';
import { TripPackage } from '../packages/trip-package.entity.js';
import { Cab } from '../fleet/cab.entity.js';
import { Driver } from '../fleet/driver.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { InvoiceSerial } from '../invoices/invoice-serial.entity.js';
import { StoredFile } from '../files/stored-file.entity.js';
import { Offer } from '../offers/offer.entity.js';
import { OutboxMessage } from '../outbox/outbox-message.entity.js';
import { User } from '../users/user.entity.js';

export const ENTITIES = [
  User,
  StoredFile,
  Offer,
  Driver,
  Cab,
  Booking,
  BookingMonthFigures,
  AuditEntry,
  OutboxMessage,
  FareVersion,
  TripPackage,
  Enquiry,
  InvoiceSerial,
  Invoice,
];
