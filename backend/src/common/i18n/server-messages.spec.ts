import { describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES } from '../../auth/auth.service.js';
import { OWN_DATA_MESSAGES } from '../../auth/own-data.service.js';
import { PASSWORD_RESET_MESSAGES } from '../../auth/password-reset.service.js';
import { BOOKING_MESSAGES } from '../../bookings/booking-messages.js';
import { STATUS_MESSAGES } from '../../bookings/booking-status.js';
import { IMAGE_MESSAGES } from '../../files/files.service.js';
import { FILL_ALL_FIELDS } from '../../offers/dto/create-offer.dto.js';
import { RESERVATION_MESSAGES } from '../../offers/offer-reservations.service.js';
import { OFFER_MESSAGES } from '../../offers/offers.service.js';
import { EMAIL_CHANGE_MESSAGES } from '../../users/email-changes.service.js';
import { PASSWORD_LINK_MESSAGES } from '../../users/password-links.service.js';
import { ACCOUNT_MESSAGES, CUSTOMER_MESSAGES, NOT_FOUND } from '../../users/users.service.js';
import { MESSAGES as AUTH_GUARD_MESSAGES } from '../guards/auth.guard.js';
import { BOOKING_RATE_LIMIT_MESSAGE, RATE_LIMIT_MESSAGE } from '../throttling/rate-limits.js';
import { LIST_MESSAGES, limitMessage } from '../listing/list-query.js';
import { OPEN_OFFERS_MAX_LIMIT } from '../../offers/dto/open-offers.query.js';
import { MESSAGES as FIELD_MESSAGES } from '../validation.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../database/database-availability.js';
import { SERVER_MESSAGES } from './server-messages.js';
import { ASSIGNMENT_MESSAGES } from '../../bookings/booking-assignment.service.js';
import { TRIP_MESSAGES } from '../../bookings/booking-trips.service.js';
import { TRIP_BILL_MESSAGES } from '../../bookings/trip-bill.js';
import { ENQUIRY_MESSAGES } from '../../enquiries/enquiry-messages.js';
import { AVAILABILITY_MESSAGES } from '../../fleet/fleet-availability.service.js';
import { FLEET_MESSAGES } from '../../fleet/fleet.service.js';
import { PACKAGE_MESSAGES } from '../../packages/package-messages.js';
import { QUOTE_MESSAGES } from '../../trips/quote-messages.js';
import { findMessage, preferredLanguage, translate } from './translate.js';
import { GSTIN_MESSAGES } from '../../invoices/gstin.js';
import { GSTIN_CHANGE_MESSAGES } from '../../bookings/booking-gstin.service.js';
import { AGENT_BOOKING_MESSAGES } from '../../bookings/agent-bookings.service.js';
import { AGENT_ASSIGNMENT_MESSAGES } from '../../bookings/dto/agent-booking.dto.js';
import { RETURN_OFFER_MESSAGES } from '../../bookings/return-leg.js';
import { REASON_MESSAGES } from '../../audit/action-reason.js';
import { OFFER_CHANGE_MESSAGES } from '../../offers/offer-state.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097f]/;

describe('SERVER_MESSAGES', () => {
  it.each(Object.entries(SERVER_MESSAGES))('%s has English and Hindi with the same placeholders', (_code, message) => {
    expect(message.en.trim()).not.toBe('');
    expect(message.hi).toMatch(DEVANAGARI);
    expect(placeholders(message.hi)).toEqual(placeholders(message.en));
  });
});

// Every fixed message a service or guard throws; a new one without a Hindi entry fails here.
const THROWN: string[] = [
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(ACCOUNT_MESSAGES),
  ...Object.values(CUSTOMER_MESSAGES),
  ...Object.values(NOT_FOUND),
  ...Object.values(OWN_DATA_MESSAGES).filter((m) => typeof m === 'string'),
  OWN_DATA_MESSAGES.upcoming(['JBP-000123', 'JBP-000124']),
  ...Object.values(PASSWORD_RESET_MESSAGES),
  ...Object.values(PASSWORD_LINK_MESSAGES),
  ...Object.values(EMAIL_CHANGE_MESSAGES).filter((m) => typeof m === 'string'),
  EMAIL_CHANGE_MESSAGES.changed('meera.new@example.in'),
  ...Object.values(BOOKING_MESSAGES).filter((m): m is string => typeof m === 'string'),
  ...Object.values(STATUS_MESSAGES).filter((m): m is string => typeof m === 'string'),
  STATUS_MESSAGES.transition('completed', 'confirmed'),
  ...Object.values(TRIP_MESSAGES),
  ...Object.values(TRIP_BILL_MESSAGES),
  ASSIGNMENT_MESSAGES.clash('Driver Ramesh Yadav', 'JBP-000042'),
  ...Object.values(FLEET_MESSAGES),
  AVAILABILITY_MESSAGES.driverInactive('Ramesh Yadav'),
  AVAILABILITY_MESSAGES.cabInactive('MP20AB1234'),
  ...Object.values(QUOTE_MESSAGES).filter((m): m is string => typeof m === 'string'),
  QUOTE_MESSAGES.hoursRequired([4, 8, 12]),
  QUOTE_MESSAGES.transferTooFar(62, 'Dumna Airport', 40),
  QUOTE_MESSAGES.packageOtherType('tour'),
  QUOTE_MESSAGES.packageNoVehicle('Tempo'),
  ...Object.values(PACKAGE_MESSAGES).filter((m): m is string => typeof m === 'string'),
  PACKAGE_MESSAGES.hindiLines('inclusions'),
  PACKAGE_MESSAGES.vehicleTwice('Dzire'),
  ...Object.values(ENQUIRY_MESSAGES),
  QUOTE_MESSAGES.unknownVehicle(['Crysta', 'Dzire', 'Tavera']),
  ...Object.values(RESERVATION_MESSAGES),
  ...Object.values(OFFER_MESSAGES),
  ...Object.values(IMAGE_MESSAGES),
  ...Object.values(AUTH_GUARD_MESSAGES),
  ...Object.values(FIELD_MESSAGES),
  LIST_MESSAGES.q,
  LIST_MESSAGES.page,
  LIST_MESSAGES.limit,
  limitMessage(OPEN_OFFERS_MAX_LIMIT),
  LIST_MESSAGES.sort(['createdAt', 'date']),
  LIST_MESSAGES.boolean('active'),
  LIST_MESSAGES.id('agentId'),
  LIST_MESSAGES.rangeOrder('from', 'to'),
  RATE_LIMIT_MESSAGE,
  BOOKING_RATE_LIMIT_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  FILL_ALL_FIELDS,
  ...Object.values(GSTIN_MESSAGES),
  ...Object.values(GSTIN_CHANGE_MESSAGES),
  ...Object.values(AGENT_BOOKING_MESSAGES),
  ...Object.values(AGENT_ASSIGNMENT_MESSAGES),
  ...Object.values(RETURN_OFFER_MESSAGES),
  ...Object.values(REASON_MESSAGES),
  ...Object.values(OFFER_CHANGE_MESSAGES),
  'Reason cannot contain control, direction-changing or invisible characters',
  'discountPercent must be a whole number from 0 to 90',
  'pickupFrom must be an IST date and time like 2026-12-01T09:30',
];

describe('translate', () => {
  it.each(THROWN)('has Hindi for %j', (message) => {
    expect(findMessage(message)).toBeDefined();
    expect(translate(message, 'hi')).toMatch(DEVANAGARI);
  });

  it.each([
    ['Booking not found.', 'बुकिंग नहीं मिली।'],
    ['Full name is required', 'पूरा नाम आवश्यक है'],
    ['passenger.name must be at most 120 characters', 'यात्री का नाम अधिकतम 120 अक्षरों का हो सकता है'],
    ['The field coupon is not accepted.', 'फ़ील्ड coupon स्वीकार नहीं है।'],
    ['Place not found: Atlantis', 'जगह नहीं मिली: Atlantis'],
    ['The advance cannot be more than the duty slip total (₹2,342.00).', 'अग्रिम राशि ड्यूटी स्लिप के कुल (₹2,342.00) से अधिक नहीं हो सकती।'],
    ['to cannot be before from', 'कहाँ तक, कहाँ से से पहले नहीं हो सकता'],
  ])('answers %j in Hindi', (english, hindi) => expect(translate(english, 'hi')).toBe(hindi));

  it('leaves English as it is, and a message it does not know in English', () => {
    expect(translate('Booking not found.', 'en')).toBe('Booking not found.');
    expect(translate('Some message nobody catalogued', 'hi')).toBe('Some message nobody catalogued');
  });
});

describe('preferredLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.7', 'hi'],
    ['fr-FR,hi;q=0.3', 'hi'],
    ['fr-FR,de', 'en'],
    ['hi;q=0,en', 'en'],
    ['*', 'en'],
  ])('%j prefers %s', (header, lang) => expect(preferredLanguage(header)).toBe(lang));
});
