// A booking's trip sheet and final bill as the API answers them. Framework-free.
import { toRupees } from '../common/money.js';
import { FIRST_FARE_SCHEDULE, type FareSchedule } from '../fares/fare-schedule.js';
import type { Booking } from './booking.entity.js';
import type { BookingAssignment, TripSheetResponse } from './dto/booking.response.js';
import { type TripBill, tripBill, tripRates, type TripSheet } from './trip-bill.js';
import { tripWindow } from './trip-window.js';
import { type ContactLink, contactLinks } from './trip-messages.js';
import { formatBookingReference } from './booking-reference.js';

type TripFields = Pick<
  Booking,
  | 'vehicle'
  | 'date'
  | 'time'
  | 'distanceMetres'
  | 'totalAmountPaise'
  | 'advanceAmountPaise'
  | 'tripStartKm'
  | 'tripStartedAt'
  | 'tripEndKm'
  | 'tripEndedAt'
  | 'tripTollsPaise'
  | 'tripParkingPaise'
  | 'tripStateTaxPaise'
  | 'fareVersionId'
  | 'fareVersion'
>;

/** The closed trip's sheet, or null while the start or end figures are missing. */
export function closedSheet(b: TripFields): TripSheet | null {
  if (b.tripStartKm === null || b.tripEndKm === null || !b.tripStartedAt || !b.tripEndedAt) return null;
  return {
    farePaise: b.totalAmountPaise,
    includedKm: Math.ceil(b.distanceMetres / 1000),
    includedHours: tripWindow(b).includedHours,
    startKm: b.tripStartKm,
    endKm: b.tripEndKm,
    startedAt: new Date(b.tripStartedAt),
    endedAt: new Date(b.tripEndedAt),
    tollsPaise: b.tripTollsPaise ?? 0,
    parkingPaise: b.tripParkingPaise ?? 0,
    stateTaxPaise: b.tripStateTaxPaise ?? 0,
    advancePaidPaise: b.advanceAmountPaise,
  };
}

/** The final bill of a closed trip at the rates the booking was priced with; null while open. */
export function finalBill(b: TripFields): TripBill | null {
  const sheet = closedSheet(b);
  return sheet ? tripBill(sheet, tripRates(b, pricedWith(b))) : null;
}

/** The fare table that priced the booking: its own version; offer and older bookings (no version) the first. */
function pricedWith(b: Pick<Booking, 'fareVersionId' | 'fareVersion'>): FareSchedule {
  if (b.fareVersionId === null) return FIRST_FARE_SCHEDULE;
  // A bill at today's rates would be wrong, so a booking read without its version is a bug, not a fallback.
  if (!b.fareVersion) throw new Error(`booking fare version ${b.fareVersionId} was not loaded (BOOKING_RELATIONS)`);
  return b.fareVersion.schedule;
}

type ReceiptFields = Pick<Booking, 'id' | 'tollsReceiptFileId' | 'parkingReceiptFileId' | 'stateTaxReceiptFileId'>;

/** The kinds of receipt photo a trip sheet takes, and the booking column each is kept in. */
export const RECEIPT_KINDS = { tolls: 'tollsReceiptFileId', parking: 'parkingReceiptFileId', stateTax: 'stateTaxReceiptFileId' } as const;
export type ReceiptKind = keyof typeof RECEIPT_KINDS;

export function toTripSheetResponse(b: TripFields & ReceiptFields & Pick<Booking, 'status'>): TripSheetResponse {
  const receipt = (kind: ReceiptKind) => (b[RECEIPT_KINDS[kind]] ? `/api/bookings/${b.id}/trip/receipts/${kind}` : null);
  const bill = b.status === 'completed' ? finalBill(b) : null;
  return {
    startKm: b.tripStartKm,
    startAt: b.tripStartedAt,
    endKm: b.tripEndKm,
    endAt: b.tripEndedAt,
    tolls: toRupees(b.tripTollsPaise ?? 0),
    parking: toRupees(b.tripParkingPaise ?? 0),
    stateTax: toRupees(b.tripStateTaxPaise ?? 0),
    receipts: { tolls: receipt('tolls'), parking: receipt('parking'), stateTax: receipt('stateTax') },
    bill: bill && {
      lines: bill.lines.map((l) => ({
        code: l.code,
        label: l.label,
        quantity: l.quantity,
        rate: l.rate,
        amount: toRupees(l.amountPaise),
        taxed: l.taxed,
      })),
      kmDriven: bill.kmDriven,
      hoursTaken: bill.hoursTaken,
      gstRate: bill.gstRate,
      taxable: toRupees(bill.taxablePaise),
      gst: toRupees(bill.gstPaise),
      reimbursements: toRupees(bill.reimbursementsPaise),
      total: toRupees(bill.totalPaise),
      advancePaid: toRupees(bill.advancePaidPaise),
      balance: toRupees(bill.balancePaise),
    },
  };
}

export function toAssignmentResponse(b: Pick<Booking, 'driver' | 'cab' | 'tripStartsAt' | 'tripEndsAt'>): BookingAssignment | null {
  if (!b.driver || !b.cab || !b.tripStartsAt || !b.tripEndsAt) return null;
  return {
    driver: { id: b.driver.id, name: b.driver.name, mobile: b.driver.mobile },
    cab: { id: b.cab.id, registration: b.cab.registration, vehicle: b.cab.vehicle },
    startsAt: b.tripStartsAt,
    endsAt: b.tripEndsAt,
  };
}

/** The office's WhatsApp and SMS links once a driver and cab are assigned (and the trip is ahead or on). */
export function tripContactLinks(
  b: Pick<Booking, 'id' | 'date' | 'time' | 'from' | 'to' | 'passengerName' | 'passengerPhone' | 'driver' | 'cab' | 'startCode' | 'status'>,
): ContactLink[] {
  if (!b.driver || !b.cab || !b.startCode || (b.status !== 'assigned' && b.status !== 'on-trip')) return [];
  return contactLinks({
    reference: formatBookingReference(b.id),
    date: b.date,
    time: b.time,
    from: b.from,
    to: b.to,
    passengerName: b.passengerName,
    passengerPhone: b.passengerPhone,
    driverName: b.driver.name,
    driverMobile: b.driver.mobile,
    cabRegistration: b.cab.registration,
    cabVehicle: b.cab.vehicle,
    startCode: b.startCode,
  });
}
