import { formatClockTime, formatDocDate, formatKm, ID_PROOF_NAMES } from '../common/i18n/document-texts.js';
import type { Language } from '../common/i18n/translate.js';
import { toPaise, formatRupees } from '../common/money.js';
import { openDocument, PAGE_MARGIN, row, rule, section } from '../common/pdf/pdf-layout.js';
import { formatIstTimestamp } from '../common/time/ist.js';
import type { BookingResponse } from './booking.mapper.js';
import { TRIP_TYPES } from '../trips/trip-types.js';
import type { BookingStatus } from './booking-status.js';
import { pickupAddressLine } from './trip-addresses.js';

export const DUTY_SLIP_TITLE = 'Duty Slip (One Way Journey)';

/** The spec's title for one-way trips; the trip type's name for the others ('Duty Slip (Round trip)'). */
export function dutySlipTitle(tripType: string, lang: Language = 'en'): string {
  const type = TRIP_TYPES.find((t) => t.id === tripType);
  if (lang === 'hi') return `ड्यूटी स्लिप (${type && type.id !== 'one-way' ? type.nameHi : 'एक तरफ़ा यात्रा'})`;
  return !type || type.id === 'one-way' ? DUTY_SLIP_TITLE : `Duty Slip (${type.name})`;
}

/** How a slip names each status (the glossary's words). */
const STATUS_LABELS: Record<BookingStatus, Record<Language, string>> = {
  pending: { en: 'Pending', hi: 'लंबित' },
  confirmed: { en: 'Confirmed', hi: 'कन्फ़र्म' },
  'cancelled by the customer': { en: 'Cancelled by customer', hi: 'ग्राहक ने रद्द की' },
  cancelled: { en: 'Cancelled', hi: 'रद्द' },
  assigned: { en: 'Driver assigned', hi: 'ड्राइवर तय' },
  'on-trip': { en: 'On trip', hi: 'यात्रा जारी' },
  completed: { en: 'Completed', hi: 'पूरी हुई' },
  'no-show': { en: 'No show', hi: 'नहीं पहुँचे' },
};

/** The bill's lines in Hindi, by code (glossary). */
const BILL_LINES_HI: Record<string, string> = {
  'base-fare': 'मूल किराया',
  'driver-allowance': 'ड्राइवर भत्ता',
  halting: 'रुकने का शुल्क',
  'toll-parking': 'टोल टैक्स और पार्किंग',
  'extra-hours': 'अतिरिक्त घंटों का शुल्क',
  'extra-km': 'अतिरिक्त किमी का शुल्क',
};

const LABELS = {
  en: {
    booking: 'Booking',
    reference: 'Reference',
    bookedOn: 'Booked on',
    status: 'Status',
    journey: 'Journey',
    from: 'From',
    to: 'To',
    date: 'Date',
    pickupTime: 'Pickup Time',
    pickupInfo: 'Pickup Info',
    pickupAddress: 'Pickup address',
    dropAddress: 'Drop address',
    distance: 'Distance',
    package: 'Package',
    stops: 'Stops',
    backBy: 'Back by',
    hours: 'Hours booked',
    passenger: 'Passenger',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    vehicleSection: 'Vehicle',
    vehicle: 'Vehicle',
    seats: 'Seats',
    driverAndCab: 'Driver and cab',
    driver: 'Driver',
    cab: 'Cab',
    fareAsBooked: 'Fare as booked (GST included)',
    ofWhichGst: 'Of which GST',
    included: 'Included',
    extra: 'Extra',
    charges: 'Charges',
    total: 'Total',
    advancePaid: 'Advance Paid',
    balanceDue: 'Balance Due',
    driverSignature: "Driver's signature",
    passengerSignature: "Passenger's signature",
  },
  hi: {
    booking: 'बुकिंग',
    reference: 'संदर्भ',
    bookedOn: 'बुकिंग की तारीख',
    status: 'स्थिति',
    journey: 'यात्रा',
    from: 'कहाँ से',
    to: 'कहाँ तक',
    date: 'तारीख',
    pickupTime: 'पिकअप का समय',
    pickupInfo: 'पिकअप जानकारी',
    pickupAddress: 'पिकअप पता',
    dropAddress: 'ड्रॉप पता',
    distance: 'दूरी',
    package: 'पैकेज',
    stops: 'रुकने की जगहें',
    backBy: 'वापसी',
    hours: 'बुक किए घंटे',
    passenger: 'यात्री',
    name: 'नाम',
    phone: 'फ़ोन',
    email: 'ई-मेल',
    vehicleSection: 'गाड़ी',
    vehicle: 'गाड़ी',
    seats: 'सीटें',
    driverAndCab: 'ड्राइवर और कैब',
    driver: 'ड्राइवर',
    cab: 'कैब',
    fareAsBooked: 'बुकिंग के समय का किराया (GST सहित)',
    ofWhichGst: 'जिसमें GST',
    included: 'शामिल',
    extra: 'अलग से',
    charges: 'शुल्क',
    total: 'कुल',
    advancePaid: 'अग्रिम भुगतान',
    balanceDue: 'बकाया राशि',
    driverSignature: 'ड्राइवर के हस्ताक्षर',
    passengerSignature: 'यात्री के हस्ताक्षर',
  },
};

/** The spec's three pickup-info values, in Hindi (the stored value stays English). */
const PICKUP_INFO_HI: Record<string, string> = {
  'Bus Stand to Bus Stand': 'बस स्टैंड से बस स्टैंड',
  'Railway Station to Railway Station': 'रेलवे स्टेशन से रेलवे स्टेशन',
  'Highway to Highway': 'हाईवे से हाईवे',
};

export interface Company {
  name: string;
  phone: string;
  email: string;
}

/**
 * The printable duty slip, in the reader's language. Takes the booking as answered to the reader,
 * so the passenger's ID number is masked or not exactly as the caller was allowed to see it.
 */
export function renderDutySlipPdf(
  booking: BookingResponse,
  company: Company,
  opts: { compress?: boolean; language?: Language } = {},
): Promise<Buffer> {
  const lang = opts.language ?? 'en';
  const L = LABELS[lang];
  const title = dutySlipTitle(booking.tripType, lang);
  const { doc, done, width } = openDocument(`${title} ${booking.reference}`, company.name, booking.reference, opts.compress, lang);
  const date = (d: string) => formatDocDate(d, lang);
  const stamp = (at: Date) => `${formatIstTimestamp(at)} IST`;

  doc.font('bold').fontSize(18).text(title, { align: 'center' });
  doc.font('regular').fontSize(10).text(`${company.name} · ${company.phone} · ${company.email}`, { align: 'center' });
  doc.moveDown(1);

  section(doc, L.booking, width);
  row(doc, L.reference, booking.reference, { bold: true });
  row(doc, L.bookedOn, stamp(new Date(booking.createdAt)));
  row(doc, L.status, STATUS_LABELS[booking.status]?.[lang] ?? booking.status);

  section(doc, L.journey, width);
  row(doc, L.from, booking.from);
  row(doc, L.to, booking.to);
  row(doc, L.date, date(booking.date));
  row(doc, L.pickupTime, formatClockTime(booking.time));
  row(
    doc,
    L.pickupInfo,
    booking.pickupInfo ? (lang === 'hi' ? (PICKUP_INFO_HI[booking.pickupInfo] ?? booking.pickupInfo) : booking.pickupInfo) : '-',
  );
  if (booking.addresses) {
    row(doc, L.pickupAddress, pickupAddressLine(booking.addresses, lang));
    row(doc, L.dropAddress, booking.addresses.dropAddress);
  }
  row(doc, L.distance, formatKm(booking.distance, lang));
  const details = booking.tripDetails;
  if (details?.packageTitle) row(doc, L.package, details.packageTitle);
  if (details?.stops?.length) row(doc, L.stops, details.stops.join(' – '));
  if (details?.returnAt) row(doc, L.backBy, stamp(new Date(details.returnAt)));
  if (details?.hours !== undefined) row(doc, L.hours, String(details.hours));

  section(doc, L.passenger, width);
  row(doc, L.name, booking.passenger.name);
  row(doc, L.phone, booking.passenger.phone);
  row(doc, L.email, booking.passenger.email);
  row(doc, ID_PROOF_NAMES[booking.passenger.idType]?.[lang] ?? booking.passenger.idType, booking.passenger.idNumber);

  section(doc, L.vehicleSection, width);
  row(doc, L.vehicle, booking.vehicle);
  row(doc, L.seats, String(booking.seats));

  // The driver and cab: the office's, or the ones the offer's agent sends.
  const sent = booking.assignment ?? booking.agentAssignment;
  if (sent) {
    section(doc, L.driverAndCab, width);
    row(doc, L.driver, `${sent.driver.name}, ${sent.driver.mobile}`);
    row(doc, L.cab, `${sent.cab.vehicle} ${sent.cab.registration}`);
  }

  // The fare as quoted and booked, line by line, with what it includes and what is paid on top.
  const rupees = (n: number) => formatRupees(toPaise(n));
  if (booking.fare) {
    section(doc, L.fareAsBooked, width);
    for (const line of booking.fare.lines) row(doc, lang === 'hi' && line.labelHi ? line.labelHi : line.label, rupees(line.amount));
    row(doc, L.ofWhichGst, rupees(booking.fare.gst));
    row(doc, L.included, (lang === 'hi' ? booking.fare.includedHi : booking.fare.included).join(', '));
    row(doc, L.extra, (lang === 'hi' ? booking.fare.extraHi : booking.fare.extra).join(', '));
  }

  // Every figure comes from the booking's bill (bookingBill()): the slip does no arithmetic of its own.
  section(doc, L.charges, width);
  const { bill } = booking;
  for (const line of bill.lines) row(doc, lang === 'hi' ? (BILL_LINES_HI[line.code] ?? line.label) : line.label, rupees(line.amount));
  rule(doc, width);
  row(doc, L.total, rupees(bill.total), { bold: true });
  row(doc, L.advancePaid, rupees(bill.paid));
  row(doc, L.balanceDue, rupees(bill.balance), { bold: true });

  doc.moveDown(3);
  // Both signatures on one line, on a new page when this one is full (text past the bottom would open one each).
  if (doc.y + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.font('regular').fontSize(10);
  doc.text(L.driverSignature, PAGE_MARGIN, y, { width: width / 2 });
  doc.text(L.passengerSignature, PAGE_MARGIN + width / 2, y, { width: width / 2, align: 'right' });

  doc.end();
  return done;
}
