import type { BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { pickupAddressLine, type TripAddresses } from '../bookings/trip-addresses.js';
import { formatRupees, toPaise } from '../common/money.js';
import type { MailMessage } from './mailer.js';

export interface OperatorContact {
  name: string;
  phone: string;
  email: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-12-01 → "Tue, 1 Dec 2026"; anything else is shown as it came. */
export function formatTripDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number);
  const when = new Date(Date.UTC(year, month - 1, day));
  if (when.getUTCMonth() !== month - 1 || when.getUTCDate() !== day) return date;
  return `${WEEKDAYS[when.getUTCDay()]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** The e-mail a passenger gets when a booking has been made: what, where, when, how much, whom to call. */
export function bookingConfirmationEmail(booking: BookingCreatedEvent, operator: OperatorContact): MailMessage {
  const rows: [string, string][] = [
    ['Booking reference', booking.reference],
    ['Route', `${booking.from} to ${booking.to}`],
    ['Date and time', `${formatTripDate(booking.date)}, ${booking.time}`],
    ...addressRows(booking.addresses),
    ['Vehicle', booking.vehicle],
    ['Total fare', formatRupees(toPaise(booking.totalAmount))],
  ];
  const greeting = `Dear ${booking.passenger.name},`;
  const intro = `Thank you for booking with ${operator.name}. We have received your booking:`;
  const contact = `Questions or changes? Call us on ${operator.phone} or write to ${operator.email}, quoting ${booking.reference}.`;

  const text = [greeting, '', intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', contact, '', operator.name].join('\n');

  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table cellpadding="6" style="border-collapse: collapse">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>Questions or changes? Call us on <a href="tel:${escapeHtml(operator.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(operator.phone)}</a>
or write to <a href="mailto:${escapeHtml(operator.email)}">${escapeHtml(operator.email)}</a>, quoting ${escapeHtml(booking.reference)}.</p>
<p>${escapeHtml(operator.name)}</p>
</body></html>
`;

  return {
    to: booking.passenger.email,
    subject: `Booking ${booking.reference}: ${booking.from} to ${booking.to}`,
    text,
    html,
  };
}

/** The pickup address with its landmark, and the drop address, when the booking has them. */
function addressRows(addresses: TripAddresses | null): [string, string][] {
  if (!addresses) return [];
  return [
    ['Pickup address', pickupAddressLine(addresses)],
    ['Drop address', addresses.dropAddress],
  ];
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
