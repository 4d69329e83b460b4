import { describe, expect, it } from '@jest/globals';
import type { Caller } from './booking-access.js';
import { type Actions, bookingActions } from './booking-actions.js';
import type { Charges } from './booking-bill.js';
import type { BookingStatus } from './booking-status.js';

const OWNER: Caller = { id: 7, role: 'customer' };
const OTHER: Caller = { id: 8, role: 'customer' };
const ADMIN: Caller = { id: 1, role: 'admin' };

type AdvanceState = 'nothing paid' | 'advance verified' | 'all paid';
const ADVANCE: Record<AdvanceState, number> = { 'nothing paid': 0, 'advance verified': 47000, 'all paid': 234200 };

const booking = (status: BookingStatus, advance: AdvanceState, userId = OWNER.id): Charges & { userId: number; status: BookingStatus } => ({
  userId,
  status,
  baseAmountPaise: 214200,
  driverAllowancePaise: 20000,
  haltingChargesPaise: 0,
  tollTaxAndParkingPaise: 0,
  extraHoursChargesPaise: 0,
  extraKmChargesPaise: 0,
  advanceAmountPaise: ADVANCE[advance],
});

const NONE: Actions = {
  cancel: false,
  payAdvance: false,
  confirm: false,
  cancelBooking: false,
  editCharges: false,
  verifyAdvance: false,
  downloadDutySlip: false,
  assign: false,
  markNoShow: false,
  recordTrip: false,
  downloadInvoice: false,
};
const ADMIN_ALL = { confirm: true, cancelBooking: true, editCharges: true, downloadDutySlip: true };

describe(bookingActions.name, () => {
  describe('the owner (a customer)', () => {
    it.each<[BookingStatus, AdvanceState, Partial<Actions>]>([
      ['pending', 'nothing paid', { cancel: true }],
      ['confirmed', 'nothing paid', { cancel: true, payAdvance: true }],
      ['confirmed', 'advance verified', { cancel: true }],
      ['confirmed', 'all paid', { cancel: true }],
      ['cancelled by the customer', 'nothing paid', {}],
      ['cancelled', 'nothing paid', {}],
      ['cancelled', 'advance verified', {}],
    ])('%s, %s', (status, advance, allowed) => {
      expect(bookingActions(booking(status, advance), OWNER)).toEqual({ ...NONE, downloadDutySlip: true, ...allowed });
    });
  });

  describe('another customer', () => {
    it.each<[BookingStatus, AdvanceState]>([
      ['pending', 'nothing paid'],
      ['confirmed', 'nothing paid'],
      ['confirmed', 'advance verified'],
      ['cancelled by the customer', 'nothing paid'],
      ['cancelled', 'nothing paid'],
    ])('may do nothing with a %s booking (%s)', (status, advance) => {
      expect(bookingActions(booking(status, advance), OTHER)).toEqual(NONE);
    });
  });

  describe("an admin, on a customer's booking", () => {
    it.each<[BookingStatus, AdvanceState, Partial<Actions>]>([
      ['pending', 'nothing paid', {}],
      ['confirmed', 'nothing paid', { assign: true, verifyAdvance: true }],
      ['confirmed', 'advance verified', { assign: true, verifyAdvance: true }],
      ['confirmed', 'all paid', { assign: true, verifyAdvance: true }],
      ['cancelled by the customer', 'nothing paid', {}],
      ['cancelled', 'advance verified', {}],
    ])(
      '%s, %s: confirms, cancels and edits charges before the trip is assigned, records an advance once confirmed, but neither cancels nor pays as the owner',
      (status, advance, extra) => {
        expect(bookingActions(booking(status, advance), ADMIN)).toEqual({ ...NONE, ...ADMIN_ALL, ...extra });
      },
    );

    it.each<[BookingStatus, Partial<Actions>]>([
      ['assigned', { assign: true, cancelBooking: true, markNoShow: true, recordTrip: true, verifyAdvance: true }],
      ['on-trip', { recordTrip: true, verifyAdvance: true }],
      ['completed', { recordTrip: true, downloadInvoice: true }],
      ['no-show', {}],
    ])('%s: follows the trip flow', (status, allowed) => {
      const base = { ...NONE, editCharges: true, downloadDutySlip: true };
      expect(bookingActions(booking(status, 'nothing paid'), ADMIN)).toEqual({ ...base, ...allowed });
    });
  });

  it('lets the owner download the invoice of a completed trip, and no one else but an admin', () => {
    expect(bookingActions(booking('completed', 'all paid'), OWNER).downloadInvoice).toBe(true);
    expect(bookingActions(booking('completed', 'all paid'), OTHER).downloadInvoice).toBe(false);
    expect(bookingActions(booking('on-trip', 'all paid'), OWNER).downloadInvoice).toBe(false);
  });

  describe('an admin who booked for themselves', () => {
    it.each<[BookingStatus, AdvanceState, Partial<Actions>]>([
      ['pending', 'nothing paid', { cancel: true }],
      ['confirmed', 'nothing paid', { cancel: true, payAdvance: true, assign: true, verifyAdvance: true }],
      ['cancelled', 'nothing paid', {}],
    ])('%s, %s: also has the owner actions', (status, advance, owner) => {
      expect(bookingActions(booking(status, advance, ADMIN.id), ADMIN)).toEqual({ ...NONE, ...ADMIN_ALL, ...owner });
    });
  });
});
