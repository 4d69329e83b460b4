import { describe, expect, it } from '@jest/globals';
import {
  BOOKING_STATUSES,
  checkStatusChange,
  checkTransition,
  holdsOffer,
  STATUS_FLOW,
  parseBookingStatus,
  type BookingStatus,
  type StatusChanger,
} from './booking-status.js';

const ok = { allowed: true };
const badOwnerTarget = { allowed: false, httpStatus: 400, message: 'status must be "cancelled by the customer"' };
const badAdminTarget = { allowed: false, httpStatus: 400, message: 'status must be confirmed, cancelled or no-show' };
const refused = (from: string, to: string) => ({
  allowed: false,
  httpStatus: 409,
  message: `A booking that is ${from} cannot become ${to}.`,
});
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
    ['admin', 'confirmed', 'assigned', badAdminTarget],
    ['admin', 'assigned', 'on-trip', badAdminTarget],
    ['admin', 'on-trip', 'completed', badAdminTarget],
    // once assigned, the flow decides
    ['admin', 'assigned', 'no-show', ok],
    ['admin', 'assigned', 'cancelled', ok],
    ['admin', 'assigned', 'confirmed', refused('assigned', 'confirmed')],
    ['admin', 'pending', 'no-show', refused('pending', 'no-show')],
    ['admin', 'confirmed', 'no-show', refused('confirmed', 'no-show')],
    ['admin', 'on-trip', 'cancelled', refused('on-trip', 'cancelled')],
    ['admin', 'completed', 'cancelled', refused('completed', 'cancelled')],
    ['admin', 'completed', 'confirmed', refused('completed', 'confirmed')],
    ['admin', 'no-show', 'confirmed', refused('no-show', 'confirmed')],
    ['owner', 'assigned', 'cancelled by the customer', notCancellable],
    ['owner', 'on-trip', 'cancelled by the customer', notCancellable],
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

describe('checkTransition', () => {
  const table: [BookingStatus, BookingStatus, boolean][] = [
    ['pending', 'confirmed', true],
    ['confirmed', 'assigned', true],
    ['assigned', 'assigned', true],
    ['assigned', 'on-trip', true],
    ['on-trip', 'completed', true],
    ['assigned', 'no-show', true],
    ['pending', 'assigned', false],
    ['cancelled', 'assigned', false],
    ['confirmed', 'on-trip', false],
    ['assigned', 'completed', false],
    ['on-trip', 'assigned', false],
    ['completed', 'on-trip', false],
    ['no-show', 'assigned', false],
  ];
  it.each(table)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(checkTransition(from, to).allowed).toBe(allowed);
  });

  it('lists only known statuses in the flow, and every status has its row', () => {
    expect(Object.keys(STATUS_FLOW).sort()).toEqual([...BOOKING_STATUSES].sort());
    for (const next of Object.values(STATUS_FLOW)) for (const to of next) expect(BOOKING_STATUSES).toContain(to);
  });
});

describe('parseBookingStatus', () => {
  it.each([
    ['Confirmed', 'confirmed'],
    [' CANCELLED BY THE CUSTOMER ', 'cancelled by the customer'],
    ['pending', 'pending'],
  ])('reads %p case-insensitively', (text, status) => expect(parseBookingStatus(text)).toBe(status));

  it.each(['finished', '', 'canceled', 3, null])('rejects %p', (text) => expect(parseBookingStatus(text)).toBeUndefined());
});

describe('holdsOffer', () => {
  it.each([
    ['pending', true],
    ['confirmed', true],
    ['cancelled by the customer', false],
    ['cancelled', false],
    ['assigned', true],
    ['on-trip', true],
    ['completed', true],
    ['no-show', true],
  ] as const)('%s holds its offer: %s', (status, holds) => expect(holdsOffer(status)).toBe(holds));
});
