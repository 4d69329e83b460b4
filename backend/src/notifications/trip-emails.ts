// The customer's and the agent's e-mails along a trip, in English and Hindi. Framework-free.
import type { BookingAssignedNotice, BookingCompletedNotice, BookingStatusNotice, OfferBookedNotice } from '../bookings/trip-events.js';
import { formatClockTime, formatDocDate, STATUS_NAMES } from '../common/i18n/document-texts.js';
import type { Language } from '../common/i18n/translate.js';
import { formatRupees, toPaise } from '../common/money.js';
import type { OperatorContact } from './booking-confirmation.email.js';
import { composeEmail } from './email-layout.js';
import type { MailMessage } from './mailer.js';

const when = (date: string, time: string, lang: Language) => `${formatDocDate(date, lang, { weekday: true })}, ${formatClockTime(time)}`;

/** Driver and cab (and the start code for the office's own trips). */
export function assignedEmail(n: BookingAssignedNotice, operator: OperatorContact): MailMessage {
  const driver = `${n.driver.name}, ${n.driver.mobile}`;
  const cab = `${n.cab.vehicle} ${n.cab.registration}`;
  return composeEmail(n.passenger.email, n.language, {
    en: {
      subject: `Your driver for ${n.reference}: ${n.driver.name}, ${n.cab.registration}`,
      greeting: `Dear ${n.passenger.name},`,
      paragraphs: [`Your cab for booking ${n.reference} (${n.from} to ${n.to}, ${when(n.date, n.time, 'en')}) is ready:`],
      rows: [
        ['Driver', driver],
        ['Cab', cab],
        ...(n.startCode ? [['Start code', `${n.startCode} (tell it to the driver when the trip starts)`] as [string, string]] : []),
      ],
      closing: [`Questions? Call us on ${operator.phone}, quoting ${n.reference}.`, operator.name],
    },
    hi: {
      subject: `${n.reference} के लिए आपके ड्राइवर: ${n.driver.name}, ${n.cab.registration}`,
      greeting: `प्रिय ${n.passenger.name},`,
      paragraphs: [`बुकिंग ${n.reference} (${n.from} से ${n.to}, ${when(n.date, n.time, 'hi')}) के लिए आपकी कैब तैयार है:`],
      rows: [
        ['ड्राइवर', driver],
        ['कैब', cab],
        ...(n.startCode ? [['स्टार्ट कोड', `${n.startCode} (यात्रा शुरू होने पर ड्राइवर को बताएँ)`] as [string, string]] : []),
      ],
      closing: [`कोई सवाल? ${n.reference} बताकर हमें ${operator.phone} पर कॉल करें।`, operator.name],
    },
  });
}

/** The GST invoice, attached. */
export function invoiceEmail(n: BookingCompletedNotice, operator: OperatorContact, pdf: Buffer): MailMessage {
  const total = formatRupees(toPaise(n.total));
  return composeEmail(
    n.passenger.email,
    n.language,
    {
      en: {
        subject: `Invoice ${n.serial} for ${n.reference}`,
        greeting: `Dear ${n.passenger.name},`,
        paragraphs: [
          `Thank you for travelling with ${operator.name}. Your GST invoice ${n.serial} for booking ${n.reference} (total ${total}) is attached.`,
        ],
        closing: [`Questions about the bill? Call us on ${operator.phone}.`, operator.name],
      },
      hi: {
        subject: `${n.reference} का GST बिल ${n.serial}`,
        greeting: `प्रिय ${n.passenger.name},`,
        paragraphs: [`${operator.name} के साथ यात्रा के लिए धन्यवाद। बुकिंग ${n.reference} का GST बिल ${n.serial} (कुल ${total}) संलग्न है।`],
        closing: [`बिल के बारे में कोई सवाल? हमें ${operator.phone} पर कॉल करें।`, operator.name],
      },
    },
    { attachments: [{ filename: `invoice-${n.serial.replaceAll('/', '-')}.pdf`, content: pdf, contentType: 'application/pdf' }] },
  );
}

/** The office confirmed or cancelled the booking (with its reason, when given). */
export function statusEmail(n: BookingStatusNotice, operator: OperatorContact): MailMessage {
  const en = STATUS_NAMES[n.status].en;
  const hi = STATUS_NAMES[n.status].hi;
  const lines: Record<string, { en: string; hi: string }> = {
    confirmed: {
      en: 'Your booking is confirmed. We will send you the driver and cab details before pickup.',
      hi: 'आपकी बुकिंग कन्फ़र्म हो गई है। पिकअप से पहले हम आपको ड्राइवर और कैब की जानकारी भेजेंगे।',
    },
    cancelled: {
      en: 'Your booking has been cancelled by our office. Any advance you paid will be refunded as the Cancellation & Refund Policy says.',
      hi: 'हमारे ऑफ़िस ने आपकी बुकिंग रद्द कर दी है। आपका अग्रिम भुगतान रद्दीकरण और रिफ़ंड नीति के अनुसार लौटाया जाएगा।',
    },
    'no-show': {
      en: 'Our driver could not find you at the pickup, so the trip was closed as a no-show.',
      hi: 'हमारा ड्राइवर पिकअप पर आपको नहीं मिला, इसलिए यात्रा "नहीं पहुँचे" के रूप में बंद कर दी गई।',
    },
  };
  const line = lines[n.status] ?? { en: `Its status is now ${en}.`, hi: `इसकी स्थिति अब ${hi} है।` };
  return composeEmail(n.passenger.email, n.language, {
    en: {
      subject: `Booking ${n.reference}: ${en}`,
      greeting: `Dear ${n.passenger.name},`,
      paragraphs: [`Booking ${n.reference}, ${n.from} to ${n.to}, ${when(n.date, n.time, 'en')}.`, line.en],
      rows: n.reason ? [['Reason', n.reason]] : [],
      closing: [`Questions? Call us on ${operator.phone} or write to ${operator.email}, quoting ${n.reference}.`, operator.name],
    },
    hi: {
      subject: `बुकिंग ${n.reference}: ${hi}`,
      greeting: `प्रिय ${n.passenger.name},`,
      paragraphs: [`बुकिंग ${n.reference}, ${n.from} से ${n.to}, ${when(n.date, n.time, 'hi')}।`, line.hi],
      rows: n.reason ? [['कारण', n.reason]] : [],
      closing: [`कोई सवाल? ${n.reference} बताकर हमें ${operator.phone} पर कॉल करें या ${operator.email} पर लिखें।`, operator.name],
    },
  });
}

/** To the agent: their offer was booked, with whom to pick up and where. */
export function offerBookedEmail(n: OfferBookedNotice, operator: OperatorContact, portalUrl: string): MailMessage {
  const customer = `${n.customer.name}, ${n.customer.mobile}`;
  return composeEmail(n.agent.email, n.agent.language, {
    en: {
      subject: `Your offer ${n.from} to ${n.to} is booked: ${n.reference}`,
      greeting: `Dear ${n.agent.name},`,
      paragraphs: [
        `A customer has booked your offer ${n.from} to ${n.to} on ${when(n.date, n.time, 'en')}.`,
        'Please enter the driver and cab you send on your agent profile, so the customer sees them.',
      ],
      rows: [
        ['Booking reference', n.reference],
        ['Customer', customer],
        ['Pickup', n.pickup ?? '-'],
      ],
      link: { url: portalUrl, label: 'Open my bookings' },
      closing: [operator.name],
    },
    hi: {
      subject: `आपका ऑफ़र ${n.from} से ${n.to} बुक हो गया: ${n.reference}`,
      greeting: `प्रिय ${n.agent.name},`,
      paragraphs: [
        `एक ग्राहक ने ${when(n.date, n.time, 'hi')} का आपका ऑफ़र ${n.from} से ${n.to} बुक किया है।`,
        'कृपया अपनी एजेंट प्रोफ़ाइल पर भेजे जाने वाले ड्राइवर और कैब की जानकारी भरें, ताकि ग्राहक उन्हें देख सके।',
      ],
      rows: [
        ['बुकिंग संदर्भ', n.reference],
        ['ग्राहक', customer],
        ['पिकअप', n.pickup ?? '-'],
      ],
      link: { url: portalUrl, label: 'मेरी बुकिंग खोलें' },
      closing: [operator.name],
    },
  });
}
