import { toRupees } from '../common/money.js';
import type { Caller } from './booking-access.js';
import { bookingActions } from './booking-actions.js';
import { bookingBill } from './booking-bill.js';
import { formatBookingReference } from './booking-reference.js';
import type { Booking } from './booking.entity.js';
import type { BookingResponse } from './dto/booking.response.js';
import type { AgentAssignmentResponse } from './dto/agent-booking.dto.js';
import type { TripAddresses } from './trip-addresses.js';
import { maskIdNumber } from './id-number-mask.js';
import { toAssignmentResponse, toTripSheetResponse, tripContactLinks } from './trip-sheet.js';
import { isAdmin } from './booking-access.js';

export type { BookingResponse } from './dto/booking.response.js';

export interface BookingView {
  /** Who reads the answer: decides its `actions`. */
  caller: Caller;
  /** The moment of the answer (for `unassignedSoon`); now when left out. */
  now?: Date;
}

/** The driver and cab an offer's agent entered, or null. */
export function toAgentAssignment(b: Booking): AgentAssignmentResponse | null {
  if (!b.agentDriverName || !b.agentDriverMobile || !b.agentCabRegistration || !b.agentCabModel) return null;
  return {
    driver: { name: b.agentDriverName, mobile: b.agentDriverMobile },
    cab: { registration: b.agentCabRegistration, vehicle: b.agentCabModel },
  };
}

/** Waiting for a driver (no one's assigned) with the pickup from now to 24 h ahead. */
export function isUnassignedSoon(b: Booking, now: Date): boolean {
  if (b.status !== 'pending' && b.status !== 'confirmed') return false;
  if (b.driverId !== null || b.agentDriverName !== null) return false;
  const pickup = Date.parse(`${b.date}T${b.time}:00+05:30`);
  return pickup >= now.getTime() - 60_000 && pickup < now.getTime() + 24 * 3_600_000;
}

/** The trip's addresses, or null for a booking made before they were asked. */
export function toTripAddresses(booking: Pick<Booking, 'pickupAddress' | 'pickupLandmark' | 'dropAddress'>): TripAddresses | null {
  if (booking.pickupAddress === null || booking.dropAddress === null) return null;
  return { pickupAddress: booking.pickupAddress, pickupLandmark: booking.pickupLandmark, dropAddress: booking.dropAddress };
}

/** A booking as the API answers it to `view.caller`. Needs `booking.user` loaded (and `driver`, `cab` for the assignment). */
export function toBookingResponse(booking: Booking, view: BookingView): BookingResponse {
  const user = booking.user;
  if (!user) throw new Error(`booking ${booking.id} was loaded without its user`);
  const bill = bookingBill(booking);
  return {
    _id: booking.id,
    id: booking.id,
    reference: formatBookingReference(booking.id),
    from: booking.from,
    to: booking.to,
    date: booking.date,
    time: booking.time,
    pickupInfo: booking.pickupInfo,
    addresses: toTripAddresses(booking),
    vehicle: booking.vehicle,
    seats: booking.seats,
    distance: booking.distanceMetres / 1000,
    baseAmount: toRupees(booking.baseAmountPaise),
    driverAllowance: toRupees(booking.driverAllowancePaise),
    totalAmount: toRupees(booking.totalAmountPaise),
    advanceAmount: bill.paid,
    advanceStatus: booking.advanceStatus,
    advanceSubmission:
      booking.advanceClaimPaise !== null && booking.advanceUtr
        ? { amount: toRupees(booking.advanceClaimPaise), utr: booking.advanceUtr, submittedAt: booking.advanceSubmittedAt }
        : null,
    haltingCharges: toRupees(booking.haltingChargesPaise),
    tollTaxAndParking: toRupees(booking.tollTaxAndParkingPaise),
    extraHoursCharges: toRupees(booking.extraHoursChargesPaise),
    extraKmCharges: toRupees(booking.extraKmChargesPaise),
    dutySlipTotal: bill.total,
    advanceDue: bill.advanceDue,
    balanceDue: bill.balance,
    bill,
    actions: bookingActions(booking, view.caller),
    status: booking.status,
    passenger: {
      name: booking.passengerName,
      phone: booking.passengerPhone,
      email: booking.passengerEmail,
      idType: booking.passengerIdType,
      // Masked for everyone, admins included: the full number only through GET …/passenger-id, which is audited.
      idNumber: maskIdNumber(booking.passengerIdNumber),
    },
    user: { _id: user.id, id: user.id, fullName: user.fullName, mobile: user.mobile, email: user.email },
    offerId: booking.offerId,
    tripType: booking.tripType,
    fareVersionId: booking.fareVersionId,
    fare: booking.fare,
    tripDetails: booking.tripDetails,
    cancellationCharge: booking.cancellationChargePaise === null ? null : toRupees(booking.cancellationChargePaise),
    statusReason: booking.statusReason,
    createdAt: booking.createdAt,
    assignment: toAssignmentResponse(booking),
    agentAssignment: toAgentAssignment(booking),
    customerGstin: booking.customerGstin,
    unassignedSoon: isUnassignedSoon(booking, view.now ?? new Date()),
    returnOfferId: booking.returnOfferId,
    startCode: booking.startCode,
    trip: booking.driverId === null ? null : toTripSheetResponse(booking),
    contactLinks: isAdmin(view.caller) ? tripContactLinks(booking) : [],
  };
}
