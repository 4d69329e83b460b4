// The messages the office sends when a trip is assigned, as one-click WhatsApp (wa.me) and SMS
// (sms:) links with the text prefilled, in English and Hindi. Framework-free.
import { formatIndianDate } from '../common/time/ist.js';

export type MessageLanguage = 'en' | 'hi';
export type Recipient = 'customer' | 'driver';

export interface TripFacts {
  reference: string;
  date: string;
  time: string;
  from: string;
  to: string;
  passengerName: string;
  passengerPhone: string;
  driverName: string;
  driverMobile: string;
  cabRegistration: string;
  cabVehicle: string;
  startCode: string;
}

export interface ContactLink {
  to: Recipient;
  language: MessageLanguage;
  text: string;
  whatsapp: string;
  sms: string;
}

export function tripMessage(to: Recipient, language: MessageLanguage, f: TripFacts): string {
  const when = `${formatIndianDate(f.date)} ${f.time}`;
  if (to === 'customer') {
    return language === 'en'
      ? `Booking ${f.reference}, ${when}: your cab is ${f.cabVehicle} ${f.cabRegistration}, driver ${f.driverName} (${f.driverMobile}). ` +
          `Start code ${f.startCode}: tell it to the driver at pickup.`
      : `बुकिंग ${f.reference}, ${when}: आपकी कैब ${f.cabVehicle} ${f.cabRegistration} है, ड्राइवर ${f.driverName} (${f.driverMobile})। ` +
          `स्टार्ट कोड ${f.startCode}: पिकअप पर ड्राइवर को बताएँ।`;
  }
  return language === 'en'
    ? `Trip ${f.reference}, ${when}, cab ${f.cabRegistration}: pick up ${f.passengerName} (${f.passengerPhone}) at ${f.from}, drop at ${f.to}. ` +
        `Ask the customer for the start code.`
    : `ट्रिप ${f.reference}, ${when}, कैब ${f.cabRegistration}: ${f.passengerName} (${f.passengerPhone}) को ${f.from} से लें, ${f.to} छोड़ें। ` +
        `ग्राहक से स्टार्ट कोड पूछें।`;
}

/** wa.me takes the number with the country code and no '+'; sms: takes it with '+'. */
export function contactLink(to: Recipient, language: MessageLanguage, f: TripFacts): ContactLink {
  const text = tripMessage(to, language, f);
  const mobile = to === 'customer' ? f.passengerPhone : f.driverMobile;
  const encoded = encodeURIComponent(text);
  return { to, language, text, whatsapp: `https://wa.me/91${mobile}?text=${encoded}`, sms: `sms:+91${mobile}?body=${encoded}` };
}

/** Both people, both languages: the office picks the one the person reads. */
export function contactLinks(f: TripFacts): ContactLink[] {
  return (['customer', 'driver'] as const).flatMap((to) => (['en', 'hi'] as const).map((language) => contactLink(to, language, f)));
}
