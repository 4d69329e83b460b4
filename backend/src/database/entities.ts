import { AuditEntry } from '../audit/audit-entry.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { Enquiry } from '../enquiries/enquiry.entity.js';
import { FareVersion } from '../fares/fare-version.entity.js';
import { TripPackage } from '../packages/trip-package.entity.js';
import { StoredFile } from '../files/stored-file.entity.js';
import { Offer } from '../offers/offer.entity.js';
import { User } from '../users/user.entity.js';

export const ENTITIES = [User, StoredFile, Offer, Booking, AuditEntry, FareVersion, TripPackage, Enquiry];
