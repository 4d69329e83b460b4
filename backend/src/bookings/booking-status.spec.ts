import { describe, expect, it } from '@jest/globals';
import {
  BOOKING_STATUSES,
  checkStatusChange,
  holdsOffer,
  parseBookingStatus,
  type BookingStatus,
  type StatusChanger,
} from './booking-status.js';

const ok = { allowed: true };
const badOwnerTarget = { allowed: false, httpStatus: 400, message: 'status must be "cancelled by the customer"' };
const badAdminTarget = { allowed: false, httpStatus: 400, message: 'status must be confirmed or cancelled' };
const notCancellable = { allowed: false, httpStatus: 409, message: 'Only pending or confirmed bookings can be cancelled.' };

describe('checkStatusChange', () => {
  const table: [StatusChanger, BookingStatus, BookingStatus, object][] = [
    // the owner only cancels, and only a pending or confirmed booking
    ['owner', 'pending', 'cancelled by the customer', ok],
    ['owner', 'confirmed', 'cancelled by the customer', ok],
    ['owner', 'cancelled by the customer', 'cancelled by the customer', notCancellable],
    ['owner', 'cancelled', 'cancelled by the customer', notCancellable],
    ['owner', 'pending', 'confirmed', badOwnerTarget],
    ['owner', 'pending', 'cancelled', badOwnerTarget],
    ['owner', 'confirmed', 'pending', badOwnerTarget],
    // an admin sets confirmed or cancelled at any time
    ['admin', 'pending', 'confirmed', ok],
    ['admin', 'pending', 'cancelled', ok],
    ['admin', 'confirmed', 'cancelled', ok],
    ['admin', 'cancelled by the customer', 'cancelled', ok],
    ['admin', 'cancelled by the customer', 'confirmed', ok],
    ['admin', 'cancelled', 'confirmed', ok],
    ['admin', 'confirmed', 'confirmed', ok],
    ['admin', 'pending', 'pending', badAdminTarget],
    ['admin', 'confirmed', 'cancelled by the customer', badAdminTarget],
  ];

  it.each(table)('%s: %s → %s', (by, from, to, verdict) => {
    expect(checkStatusChange(by, from, to)).toEqual(verdict);
  });

  it('covers every pair for both changers', () => {
    for (const by of ['owner', 'admin'] as const) {
      for (const from of BOOKING_STATUSES) {
        for (const to of BOOKING_STATUSES) expect(checkStatusChange(by, from, to)).toHaveProperty('allowed');
      }
    }
  });
});

describe('parseBookingStatus', () => {
  it.each([
    ['Confirmed', 'confirmed'],
    [' CANCELLED BY THE CUSTOMER ', 'cancelled by the customer'],
    ['pending', 'pending'],
  ])('reads %p case-insensitively', (text, status) => expect(parseBookingStatus(text)).toBe(status));

  it.each(['completed', '', 'canceled', 3, null])('rejects %p', (text) => expect(parseBookingStatus(text)).toBeUndefined());
});

describe('holdsOffer', () => {
  it.each([
    ['pending', true],
    ['confirmed', true],
    ['cancelled by the customer', false],
    ['cancelled', false],
  ] as const)('%s holds its offer: %s', (status, holds) => expect(holdsOffer(status)).toBe(holds));
});
