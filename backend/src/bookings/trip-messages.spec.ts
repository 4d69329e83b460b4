import { describe, expect, it } from '@jest/globals';
import { contactLink, contactLinks, type TripFacts } from './trip-messages.js';

const facts: TripFacts = {
  reference: 'JBP-000123',
  date: '2026-12-01',
  time: '09:30',
  from: 'Jabalpur',
  to: 'Bhopal',
  passengerName: 'Asha Verma',
  passengerPhone: '9876543210',
  driverName: 'Ramesh Kumar',
  driverMobile: '9123456780',
  cabRegistration: 'MP20AB1234',
  cabVehicle: 'Dzire',
  startCode: '0482',
};

describe('trip messages', () => {
  it('tells the customer the cab, the driver and the start code, in English and Hindi', () => {
    expect(contactLink('customer', 'en', facts).text).toBe(
      'Booking JBP-000123, 01/12/2026 09:30: your cab is Dzire MP20AB1234, driver Ramesh Kumar (9123456780). Start code 0482: tell it to the driver at pickup.',
    );
    expect(contactLink('customer', 'hi', facts).text).toBe(
      'बुकिंग JBP-000123, 01/12/2026 09:30: आपकी कैब Dzire MP20AB1234 है, ड्राइवर Ramesh Kumar (9123456780)। स्टार्ट कोड 0482: पिकअप पर ड्राइवर को बताएँ।',
    );
  });

  it('never gives the driver the start code', () => {
    for (const language of ['en', 'hi'] as const) expect(contactLink('driver', language, facts).text).not.toContain('0482');
    expect(contactLink('driver', 'en', facts).text).toContain('pick up Asha Verma (9876543210) at Jabalpur, drop at Bhopal.');
  });

  it('builds wa.me and sms: links to the right number with the text encoded', () => {
    const link = contactLink('driver', 'en', facts);
    expect(link.whatsapp).toBe(`https://wa.me/919123456780?text=${encodeURIComponent(link.text)}`);
    expect(link.sms).toBe(`sms:+919123456780?body=${encodeURIComponent(link.text)}`);
    expect(contactLink('customer', 'hi', facts).whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=%E0%A4/);
  });

  it('offers four links: customer and driver, English and Hindi', () => {
    expect(contactLinks(facts).map((l) => `${l.to}-${l.language}`)).toEqual(['customer-en', 'customer-hi', 'driver-en', 'driver-hi']);
  });
});
