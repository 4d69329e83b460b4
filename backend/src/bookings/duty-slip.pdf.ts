import { toPaise, formatRupees } from '../common/money.js';
import { openDocument, PAGE_MARGIN, row, rule, section } from '../common/pdf/pdf-layout.js';
import { formatIndianDate, formatIstTimestamp } from '../common/time/ist.js';
import type { BookingResponse } from './booking.mapper.js';
import { TRIP_TYPES } from '../trips/trip-types.js';
import type { BookingStatus } from './booking-status.js';
import { pickupAddressLine } from './trip-addresses.js';

export const DUTY_SLIP_TITLE = 'Duty Slip (One Way Journey)';

/** The spec's title for one-way trips; the trip type's name for the others ('Duty Slip (Round trip)'). */
export function dutySlipTitle(tripType: string): string {
  const type = TRIP_TYPES.find((t) => t.id === tripType);
  return !type || type.id === 'one-way' ? DUTY_SLIP_TITLE : `Duty Slip (${type.name})`;
}

/** How the site names each status (spec section 4). */
const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  'cancelled by the customer': 'Cancellation Pending',
  cancelled: 'Canceled',
  assigned: 'Assigned',
  'on-trip': 'On Trip',
  completed: 'Completed',
  'no-show': 'No Show',
};

export interface Company {
  name: string;
  phone: string;
  email: string;
}

/**
 * The printable duty slip. Takes the booking as answered to the reader, so the passenger's ID
 * number is masked or not exactly as the caller was allowed to see it.
 */
export function renderDutySlipPdf(booking: BookingResponse, company: Company, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done, width } = openDocument(
    `${dutySlipTitle(booking.tripType)} ${booking.reference}`,
    company.name,
    booking.reference,
    opts.compress,
  );

  doc.font('bold').fontSize(18).text(dutySlipTitle(booking.tripType), { align: 'center' });
  doc.font('regular').fontSize(10).text(`${company.name} · ${company.phone} · ${company.email}`, { align: 'center' });
  doc.moveDown(1);

  section(doc, 'Booking', width);
  row(doc, 'Reference', booking.reference, { bold: true });
  row(doc, 'Booked on', `${formatIstTimestamp(new Date(booking.createdAt))} IST`);
  row(doc, 'Status', STATUS_LABELS[booking.status] ?? booking.status);

  section(doc, 'Journey', width);
  row(doc, 'From', booking.from);
  row(doc, 'To', booking.to);
  row(doc, 'Date', formatIndianDate(booking.date));
  row(doc, 'Pickup time', booking.time);
  row(doc, 'Pickup info', booking.pickupInfo ?? '-');
  if (booking.addresses) {
    row(doc, 'Pickup address', pickupAddressLine(booking.addresses));
    row(doc, 'Drop address', booking.addresses.dropAddress);
  }
  row(doc, 'Distance', `${booking.distance} km`);
  const details = booking.tripDetails;
  if (details?.packageTitle) row(doc, 'Package', details.packageTitle);
  if (details?.stops?.length) row(doc, 'Stops', details.stops.join(' → '));
  if (details?.returnAt) row(doc, 'Back by', `${formatIstTimestamp(new Date(details.returnAt))} IST`);
  if (details?.hours !== undefined) row(doc, 'Hours booked', String(details.hours));

  section(doc, 'Passenger', width);
  row(doc, 'Name', booking.passenger.name);
  row(doc, 'Phone', booking.passenger.phone);
  row(doc, 'Email', booking.passenger.email);
  row(doc, booking.passenger.idType, booking.passenger.idNumber);

  section(doc, 'Vehicle', width);
  row(doc, 'Vehicle', booking.vehicle);
  row(doc, 'Seats', String(booking.seats));

  // The fare as quoted and booked, line by line, with what it includes and what is paid on top.
  if (booking.fare) {
    section(doc, 'Fare as booked (GST included)', width);
    const rupees = (n: number) => formatRupees(toPaise(n));
    for (const line of booking.fare.lines) row(doc, line.label, rupees(line.amount));
    row(doc, 'Of which GST', rupees(booking.fare.gst));
    row(doc, 'Included', booking.fare.included.join(', '));
    row(doc, 'Extra', booking.fare.extra.join(', '));
  }

  // Every figure comes from the booking's bill (bookingBill()): the slip does no arithmetic of its own.
  section(doc, 'Charges', width);
  const { bill } = booking;
  const money = (rupees: number) => formatRupees(toPaise(rupees));
  for (const line of bill.lines) row(doc, line.label, money(line.amount));
  rule(doc, width);
  row(doc, 'Total', money(bill.total), { bold: true });
  row(doc, 'Advance paid', money(bill.paid));
  row(doc, 'Balance due', money(bill.balance), { bold: true });

  doc.moveDown(3);
  const y = doc.y;
  doc.font('regular').fontSize(10);
  doc.text("Driver's signature", PAGE_MARGIN, y, { width: width / 2 });
  doc.text("Passenger's signature", PAGE_MARGIN + width / 2, y, { width: width / 2, align: 'right' });

  doc.end();
  return done;
}
