import { describe, expect, it } from '@jest/globals';
import { BookingCreatedEvent } from '../bookings/booking-created.event.js';
import { bookingConfirmationEmail, formatTripDate } from './booking-confirmation.email.js';

const operator = { name: 'Jabalpur Cabs', phone: '+91 761 400 1234', email: 'bookings@jabalpurcabs.in' };

const booking = (overrides: Partial<BookingCreatedEvent> = {}) =>
  new BookingCreatedEvent({
    bookingId: 7,
    reference: 'JBP-000007',
    customerName: 'Chetan Customer',
    from: 'Jabalpur, Jabalpur, Madhya Pradesh, India',
    to: 'Bhopal, Bhopal, Madhya Pradesh, India',
    date: '2026-12-01',
    time: '07:30',
    vehicle: 'Crysta',
    tripType: 'one-way',
    totalAmount: 123456.5,
    passenger: { name: 'Meera Patel', email: 'meera@example.test', phone: '9876543210' },
    ...overrides,
  });

describe('bookingConfirmationEmail', () => {
  it.each([
    [850, '₹850.00'],
    [4850, '₹4,850.00'],
    [123456.5, '₹1,23,456.50'],
    [1000000, '₹10,00,000.00'],
  ])('shows a total of %d rupees as %s', (totalAmount, shown) => {
    expect(bookingConfirmationEmail(booking({ totalAmount }), operator).text).toContain(`Total fare: ${shown}`);
  });

  it('formats an ISO trip date for people and leaves other text alone', () => {
    expect(formatTripDate('2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(formatTripDate('01/12/2026')).toBe('01/12/2026');
    expect(formatTripDate('2026-02-30')).toBe('2026-02-30');
  });

  it('names the pickup address with its landmark and the drop address, and leaves them out when the booking has none', () => {
    const addresses = { pickupAddress: '12 Napier Town', pickupLandmark: 'Opposite the Gurudwara', dropAddress: 'Hotel Palash, Bhopal' };
    const mail = bookingConfirmationEmail(booking({ addresses }), operator);
    expect(mail.text).toContain('Pickup address: 12 Napier Town (landmark: Opposite the Gurudwara)\nDrop address: Hotel Palash, Bhopal');
    expect(mail.html).toContain('<th align="left">Drop address</th><td>Hotel Palash, Bhopal</td>');
    const noLandmark = bookingConfirmationEmail(booking({ addresses: { ...addresses, pickupLandmark: null } }), operator);
    expect(noLandmark.text).toContain('Pickup address: 12 Napier Town\n');
    expect(bookingConfirmationEmail(booking(), operator).text).not.toContain('Pickup address');
  });

  it('goes to the passenger with the reference and route in the subject', () => {
    const mail = bookingConfirmationEmail(booking(), operator);
    expect(mail.to).toBe('meera@example.test');
    expect(mail.subject).toBe('Booking JBP-000007: Jabalpur, Jabalpur, Madhya Pradesh, India to Bhopal, Bhopal, Madhya Pradesh, India');
  });

  it('says reference, route, date and time, vehicle, total and whom to call, in text and HTML', () => {
    const mail = bookingConfirmationEmail(booking(), operator);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Dear Meera Patel,');
      expect(body).toContain('JBP-000007');
      expect(body).toContain('Jabalpur, Jabalpur, Madhya Pradesh, India to Bhopal, Bhopal, Madhya Pradesh, India');
      expect(body).toContain('Tue, 1 Dec 2026, 7:30 am');
      expect(body).toContain('Crysta');
      expect(body).toContain('₹1,23,456.50');
      expect(body).toContain('+91 761 400 1234');
      expect(body).toContain('bookings@jabalpurcabs.in');
    }
    expect(mail.text).toContain('Total fare: ₹1,23,456.50');
    expect(mail.html).toContain('href="tel:+917614001234"');
  });

  it('escapes what people typed before putting it in HTML', () => {
    const mail = bookingConfirmationEmail(
      booking({ passenger: { name: '<script>x</script> & Co', email: 'a@example.test', phone: '' } }),
      operator,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;x&#60;/script&#62; &#38; Co');
    expect(mail.text).toContain('Dear <script>x</script> & Co,');
  });

  it('is in Hindi for a Hindi reader, with the English below, and in English alone otherwise', () => {
    const hindi = bookingConfirmationEmail(booking(), operator, 'hi');
    expect(hindi.subject).toBe('बुकिंग JBP-000007: Jabalpur, Jabalpur, Madhya Pradesh, India से Bhopal, Bhopal, Madhya Pradesh, India');
    expect(hindi.text.indexOf('प्रिय Meera Patel,')).toBe(0);
    expect(hindi.text).toContain('तारीख और समय: मंगल, 1 दिसंबर 2026, 7:30 am');
    expect(hindi.text).toContain('कुल किराया: ₹1,23,456.50');
    expect(hindi.text.indexOf('Dear Meera Patel,')).toBeGreaterThan(hindi.text.indexOf('कुल किराया'));
    expect(hindi.html).toContain('<html lang="hi">');
    const english = bookingConfirmationEmail(booking(), operator, 'en');
    expect(english.text).not.toMatch(/[\u0900-\u097f]/);
    expect(english.html).toContain('<html lang="en">');
  });
});
