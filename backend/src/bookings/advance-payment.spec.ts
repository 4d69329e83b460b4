import { describe, expect, it } from '@jest/globals';
import { checkAdvanceLink, checkAdvanceSubmission, checkAdvanceVerification } from './advance-payment.js';
import type { Charges } from './booking-bill.js';
import type { BookingStatus } from './booking-status.js';

const booking = (status: BookingStatus, advanceAmountPaise = 0, tollTaxAndParkingPaise = 0): Charges & { status: BookingStatus } => ({
  status,
  baseAmountPaise: 214200,
  driverAllowancePaise: 20000,
  haltingChargesPaise: 0,
  tollTaxAndParkingPaise,
  extraHoursChargesPaise: 0,
  extraKmChargesPaise: 0,
  advanceAmountPaise,
});
const NOT_CONFIRMED = { allowed: false, httpStatus: 409, message: 'The advance can be paid once the booking is confirmed.' };

describe(checkAdvanceLink.name, () => {
  it.each<[string, Charges & { status: BookingStatus }, object]>([
    ['a confirmed booking with the advance due', booking('confirmed'), { allowed: true }],
    ['a pending booking', booking('pending'), NOT_CONFIRMED],
    ['a cancelled booking', booking('cancelled'), NOT_CONFIRMED],
    [
      'a confirmed booking whose advance is verified',
      booking('confirmed', 47000),
      { allowed: false, httpStatus: 409, message: 'The advance for this booking has already been paid.' },
    ],
  ])('%s', (_name, given, verdict) => expect(checkAdvanceLink(given)).toEqual(verdict));
});

describe(checkAdvanceSubmission.name, () => {
  it.each<[string, Charges & { status: BookingStatus }, number | undefined, object]>([
    ['any amount up to the balance', booking('confirmed'), 234200, { allowed: true }],
    ['no amount named yet', booking('confirmed', 47000), undefined, { allowed: true }],
    ['a pending booking', booking('pending'), 47000, NOT_CONFIRMED],
    [
      'a booking paid in full',
      booking('confirmed', 234200),
      undefined,
      { allowed: false, httpStatus: 409, message: 'Nothing is due on this booking.' },
    ],
    [
      'more than the balance',
      booking('confirmed', 0, 5050),
      234200 + 5051,
      { allowed: false, httpStatus: 400, message: 'The amount cannot be more than the balance due (₹2,392.50).' },
    ],
  ])('%s', (_name, given, amount, verdict) => expect(checkAdvanceSubmission(given, amount)).toEqual(verdict));
});

const NOT_RECORDABLE = {
  allowed: false,
  httpStatus: 409,
  message: 'An advance can be recorded only once the booking is confirmed, and not after it is cancelled, a no-show or completed.',
};

describe(checkAdvanceVerification.name, () => {
  it('takes up to the duty slip total, 0 included', () => {
    expect(checkAdvanceVerification(booking('confirmed', 0, 5050), 239250)).toEqual({ allowed: true });
    expect(checkAdvanceVerification(booking('confirmed'), 0)).toEqual({ allowed: true });
  });
  it('refuses more than the duty slip total', () => {
    expect(checkAdvanceVerification(booking('assigned'), 234201)).toEqual({
      allowed: false,
      httpStatus: 400,
      message: 'The advance cannot be more than the duty slip total (₹2,342.00).',
    });
  });
  it.each<[BookingStatus, object]>([
    ['pending', NOT_RECORDABLE],
    ['confirmed', { allowed: true }],
    ['assigned', { allowed: true }],
    ['on-trip', { allowed: true }],
    ['completed', NOT_RECORDABLE],
    ['cancelled', NOT_RECORDABLE],
    ['cancelled by the customer', NOT_RECORDABLE],
    ['no-show', NOT_RECORDABLE],
  ])('on a booking that is %s (any amount, and the action itself)', (status, verdict) => {
    expect(checkAdvanceVerification(booking(status), 47000)).toEqual(verdict);
    expect(checkAdvanceVerification(booking(status))).toEqual(verdict);
  });
});
