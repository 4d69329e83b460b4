import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { toPaise, formatRupees } from '../common/money.js';
import { formatIndianDate, formatIstTimestamp } from '../common/time/ist.js';
import type { BookingResponse } from './booking.mapper.js';
import type { BookingStatus } from './booking-status.js';
import { pickupAddressLine } from './trip-addresses.js';

// PDF's standard fonts have no '₹'. DejaVu Sans has it and ships in an npm package, so the slip
// renders the same on every machine with nothing fetched at run time.
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const DUTY_SLIP_TITLE = 'Duty Slip (One Way Journey)';

/** How the site names each status (spec section 4). */
const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  'cancelled by the customer': 'Cancellation Pending',
  cancelled: 'Canceled',
};

export interface Company {
  name: string;
  phone: string;
  email: string;
}

const PAGE_MARGIN = 48;
const LABEL_WIDTH = 170;

/**
 * The printable duty slip. Takes the booking as answered to the reader, so the passenger's ID
 * number is masked or not exactly as the caller was allowed to see it.
 */
export function renderDutySlipPdf(booking: BookingResponse, company: Company, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    compress: opts.compress ?? true,
    info: { Title: `${DUTY_SLIP_TITLE} ${booking.reference}`, Author: company.name, Subject: booking.reference },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const done = collect(doc);
  const width = doc.page.width - PAGE_MARGIN * 2;

  doc.font('bold').fontSize(18).text(DUTY_SLIP_TITLE, { align: 'center' });
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

  section(doc, 'Passenger', width);
  row(doc, 'Name', booking.passenger.name);
  row(doc, 'Phone', booking.passenger.phone);
  row(doc, 'Email', booking.passenger.email);
  row(doc, booking.passenger.idType, booking.passenger.idNumber);

  section(doc, 'Vehicle', width);
  row(doc, 'Vehicle', booking.vehicle);
  row(doc, 'Seats', String(booking.seats));

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

function section(doc: PDFKit.PDFDocument, title: string, width: number) {
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).text(title, PAGE_MARGIN, doc.y);
  rule(doc, width);
}

function rule(doc: PDFKit.PDFDocument, width: number) {
  const y = doc.y + 2;
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + width, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y = y + 4;
}

function row(doc: PDFKit.PDFDocument, label: string, value: string, opts: { bold?: boolean } = {}) {
  const y = doc.y;
  doc.font('regular').fontSize(10).fillColor('#444444').text(label, PAGE_MARGIN, y, { width: LABEL_WIDTH });
  const labelBottom = doc.y;
  doc
    .font(opts.bold ? 'bold' : 'regular')
    .fillColor('#000000')
    .text(value, PAGE_MARGIN + LABEL_WIDTH, y, { width: doc.page.width - PAGE_MARGIN * 2 - LABEL_WIDTH });
  doc.y = Math.max(doc.y, labelBottom) + 2;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
