import type { BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { pickupAddressLine, type TripAddresses } from '../bookings/trip-addresses.js';
import { formatClockTime, formatDocDate } from '../common/i18n/document-texts.js';
import type { Language } from '../common/i18n/translate.js';
import { formatRupees, toPaise } from '../common/money.js';
import { composeEmail } from './email-layout.js';
import type { MailMessage } from './mailer.js';

export interface OperatorContact {
  name: string;
  phone: string;
  email: string;
}

/** 2026-12-01 → "Tue, 1 Dec 2026"; anything else is shown as it came. */
export function formatTripDate(date: string, lang: Language = 'en'): string {
  return formatDocDate(date, lang, { weekday: true });
}

/** The e-mail a passenger gets when a booking has been made: what, where, when, how much, whom to call. */
export function bookingConfirmationEmail(booking: BookingCreatedEvent, operator: OperatorContact, language: Language = 'en'): MailMessage {
  const when = (lang: Language) => `${formatTripDate(booking.date, lang)}, ${formatClockTime(booking.time)}`;
  const total = formatRupees(toPaise(booking.totalAmount));
  const route = `${booking.from} to ${booking.to}`;
  return composeEmail(booking.passenger.email, language, {
    en: {
      subject: `Booking ${booking.reference}: ${route}`,
      greeting: `Dear ${booking.passenger.name},`,
      paragraphs: [`Thank you for booking with ${operator.name}. We have received your booking:`],
      rows: [
        ['Booking reference', booking.reference],
        ['Route', route],
        ['Date and time', when('en')],
        ...addressRows(booking.addresses, ['Pickup address', 'Drop address'], 'en'),
        ['Vehicle', booking.vehicle],
        ['Total fare', total],
      ],
      closing: [
        `Questions or changes? Call us on ${operator.phone} or write to ${operator.email}, quoting ${booking.reference}.`,
        operator.name,
      ],
    },
    hi: {
      subject: `बुकिंग ${booking.reference}: ${booking.from} से ${booking.to}`,
      greeting: `प्रिय ${booking.passenger.name},`,
      paragraphs: [`${operator.name} से बुकिंग करने के लिए धन्यवाद। हमें आपकी बुकिंग मिल गई है:`],
      rows: [
        ['बुकिंग संदर्भ', booking.reference],
        ['कहाँ से · कहाँ तक', `${booking.from} · ${booking.to}`],
        ['तारीख और समय', when('hi')],
        ...addressRows(booking.addresses, ['पिकअप पता', 'ड्रॉप पता'], 'hi'),
        ['गाड़ी', booking.vehicle],
        ['कुल किराया', total],
      ],
      closing: [`कोई सवाल या बदलाव? ${booking.reference} बताकर हमें ${operator.phone} पर कॉल करें या ${operator.email} पर लिखें।`, operator.name],
    },
  });
}

/** The pickup address with its landmark, and the drop address, when the booking has them. */
function addressRows(addresses: TripAddresses | null, [pickup, drop]: [string, string], lang: Language): [string, string][] {
  if (!addresses) return [];
  return [
    [pickup, pickupAddressLine(addresses, lang)],
    [drop, addresses.dropAddress],
  ];
}
