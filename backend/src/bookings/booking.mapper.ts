import { toRupees } from '../common/money.js';
import type { AdvanceStatus } from './advance.js';
import { advanceDuePaise, balanceDuePaise, dutySlipTotalPaise } from './advance.js';
import { formatBookingReference } from './booking-reference.js';
import type { Booking } from './booking.entity.js';
import type { BookingStatus } from './booking-status.js';
import { maskIdNumber } from './id-number-mask.js';

export interface BookingResponse {
  _id: number;
  id: number;
  reference: string;
  from: string;
  to: string;
  date: string;
  time: string;
  pickupInfo: string | null;
  vehicle: string;
  seats: number;
  /** km, 1 decimal */
  distance: number;
  // Rupees, exact to the paisa.
  baseAmount: number;
  driverAllowance: number;
  totalAmount: number;
  /** Verified by an admin. */
  advanceAmount: number;
  advanceStatus: AdvanceStatus;
  /** What the customer said they paid, awaiting or past verification; null before any. */
  advanceSubmission: { amount: number; utr: string; submittedAt: Date | null } | null;
  haltingCharges: number;
  tollTaxAndParking: number;
  extraHoursCharges: number;
  extraKmCharges: number;
  /** The duty slip's total: fare plus every extra charge. */
  dutySlipTotal: number;
  /** The advance still to pay (see advance.ts for the rule). */
  advanceDue: number;
  /** dutySlipTotal less the verified advance. */
  balanceDue: number;
  status: BookingStatus;
  passenger: { name: string; phone: string; email: string; idType: string; idNumber: string };
  user: { _id: number; id: number; fullName: string; mobile: string | null; email: string };
  offerId: number | null;
  createdAt: Date;
}

export interface BookingView {
  /** The full ID number; only for an admin reading one booking or its duty slip. */
  revealIdNumber: boolean;
}

/** A booking as the API answers it. Needs `booking.user` loaded. */
export function toBookingResponse(booking: Booking, view: BookingView = { revealIdNumber: false }): BookingResponse {
  const user = booking.user;
  if (!user) throw new Error(`booking ${booking.id} was loaded without its user`);
  return {
    _id: booking.id,
    id: booking.id,
    // Never null once committed; the fallback covers a read racing the insert on SQLite's one connection.
    reference: booking.reference ?? formatBookingReference(booking.id),
    from: booking.from,
    to: booking.to,
    date: booking.date,
    time: booking.time,
    pickupInfo: booking.pickupInfo,
    vehicle: booking.vehicle,
    seats: booking.seats,
    distance: booking.distanceMetres / 1000,
    baseAmount: toRupees(booking.baseAmountPaise),
    driverAllowance: toRupees(booking.driverAllowancePaise),
    totalAmount: toRupees(booking.totalAmountPaise),
    advanceAmount: toRupees(booking.advanceAmountPaise),
    advanceStatus: booking.advanceStatus,
    advanceSubmission:
      booking.advanceClaimPaise !== null && booking.advanceUtr
        ? { amount: toRupees(booking.advanceClaimPaise), utr: booking.advanceUtr, submittedAt: booking.advanceSubmittedAt }
        : null,
    haltingCharges: toRupees(booking.haltingChargesPaise),
    tollTaxAndParking: toRupees(booking.tollTaxAndParkingPaise),
    extraHoursCharges: toRupees(booking.extraHoursChargesPaise),
    extraKmCharges: toRupees(booking.extraKmChargesPaise),
    dutySlipTotal: toRupees(dutySlipTotalPaise(booking)),
    advanceDue: toRupees(advanceDuePaise(booking)),
    balanceDue: toRupees(balanceDuePaise(booking)),
    status: booking.status,
    passenger: {
      name: booking.passengerName,
      phone: booking.passengerPhone,
      email: booking.passengerEmail,
      idType: booking.passengerIdType,
      idNumber: view.revealIdNumber ? booking.passengerIdNumber : maskIdNumber(booking.passengerIdNumber),
    },
    user: { _id: user.id, id: user.id, fullName: user.fullName, mobile: user.mobile, email: user.email },
    offerId: booking.offerId,
    createdAt: booking.createdAt,
  };
}
