import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { CabResponse, DriverResponse } from '../../fleet/dto/fleet.response.js';
import { FareLineDto } from '../../trips/dto/quote.response.js';
import { TRIP_TYPE_IDS, type TripTypeId } from '../../trips/trip-types.js';
import { ADVANCE_STATUSES, type AdvanceStatus } from '../advance.js';
import { BILL_LINE_CODES, type BillLineCode } from '../booking-bill.js';
import { BOOKING_STATUSES, type BookingStatus } from '../booking-status.js';
import { TRIP_LINE_CODES, type TripLineCode } from '../trip-bill.js';
import { TripAddressesResponse } from './trip-addresses.dto.js';
import { AgentAssignmentResponse } from './agent-booking.dto.js';

// The booking answer, the single source of its shape: the mapper builds these, the OpenAPI
// document (and the frontends' generated types) read them.

export class BookingBillLine {
  @ApiProperty({ enum: BILL_LINE_CODES, example: 'base-fare' })
  code: BillLineCode;

  @ApiProperty({ example: 'Base Fare', description: "The duty slip's label" })
  label: string;

  @ApiProperty({ example: 5040, description: 'Rupees, exact to the paisa' })
  amount: number;
}

/** The duty slip's figures, all in rupees exact to the paisa, worked out by the server alone. */
export class BookingBill {
  @ApiProperty({
    type: [BookingBillLine],
    description: 'Always six lines in this order: base-fare, driver-allowance, halting, toll-parking, extra-hours, extra-km',
  })
  lines: BookingBillLine[];

  @ApiProperty({ example: 5240, description: 'The sum of the lines (= dutySlipTotal)' })
  total: number;

  @ApiProperty({ example: 5, description: 'GST percent; fares are GST-inclusive' })
  gstRate: number;

  @ApiProperty({ example: 4990.48, description: 'total × 100 / (100 + gstRate), rounded to the paisa' })
  taxable: number;

  @ApiProperty({ example: 249.52, description: 'total − taxable' })
  gst: number;

  @ApiProperty({ example: 1050, description: 'The advance still to pay (= advanceDue)' })
  advanceDue: number;

  @ApiProperty({ example: 0, description: 'The advance verified by an admin (= advanceAmount)' })
  paid: number;

  @ApiProperty({ example: 5240, description: 'total − paid, never negative (= balanceDue)' })
  balance: number;
}

/** What the caller may do with the booking now; each is the rule the server enforces on that request. */
export class BookingActions {
  @ApiProperty({ example: true, description: "The owner may PUT status 'cancelled by the customer' (pending or confirmed)" })
  cancel: boolean;

  @ApiProperty({ example: false, description: 'The owner may GET upi and POST advance (confirmed, advance due)' })
  payAdvance: boolean;

  @ApiProperty({ example: false, description: "An admin may PATCH status 'confirmed'" })
  confirm: boolean;

  @ApiProperty({ example: false, description: "An admin may PATCH status 'cancelled'" })
  cancelBooking: boolean;

  @ApiProperty({ example: false, description: 'An admin may PATCH charges' })
  editCharges: boolean;

  @ApiProperty({ example: false, description: 'An admin may PATCH advance' })
  verifyAdvance: boolean;

  @ApiProperty({ example: true, description: 'The owner or an admin may GET duty-slip.pdf' })
  downloadDutySlip: boolean;

  @ApiProperty({ example: false, description: 'An admin may PUT assignment (confirmed or assigned)' })
  assign: boolean;

  @ApiProperty({ example: false, description: "An admin may PATCH status 'no-show' (assigned)" })
  markNoShow: boolean;

  @ApiProperty({ example: false, description: 'An admin may PUT trip and POST trip-link (assigned, on-trip, completed)' })
  recordTrip: boolean;

  @ApiProperty({ example: false, description: 'The owner or an admin may GET invoice.pdf (completed)' })
  downloadInvoice: boolean;
}

/** The driver as the booking shows them: the fleet's own fields, no licence details. */
export class AssignedDriver extends PickType(DriverResponse, ['id', 'name', 'mobile'] as const) {}

/** The cab as the booking shows it: the fleet's own fields, no document dates. */
export class AssignedCab extends PickType(CabResponse, ['id', 'registration', 'vehicle'] as const) {}

/** Who drives and in which cab, and the time they are held for this trip. */
export class BookingAssignment {
  @ApiProperty({ type: AssignedDriver })
  driver: AssignedDriver;

  @ApiProperty({ type: AssignedCab })
  cab: AssignedCab;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T04:00:00.000Z', description: 'Pickup' })
  startsAt: Date;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T10:30:00.000Z', description: 'Expected end, from the distance' })
  endsAt: Date;
}

export class TripBillLine {
  @ApiProperty({ enum: TRIP_LINE_CODES, example: 'extra-km' })
  code: TripLineCode;

  @ApiProperty({ example: 'Extra km' })
  label: string;

  @ApiProperty({ type: Number, nullable: true, example: 100 })
  quantity: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 16, description: 'Rupees per unit' })
  rate: number | null;

  @ApiProperty({ example: 1600, description: 'Rupees' })
  amount: number;

  @ApiProperty({ example: true, description: 'GST is inside this line (fare lines); tolls, parking and state tax are actuals' })
  taxed: boolean;
}

/** The final bill of a closed trip, worked out by the server (trip-bill.ts). Rupees. */
export class TripFinalBill {
  @ApiProperty({ type: [TripBillLine] })
  lines: TripBillLine[];

  @ApiProperty({ example: 415 })
  kmDriven: number;

  @ApiProperty({ example: 7 })
  hoursTaken: number;

  @ApiProperty({ example: 5 })
  gstRate: number;

  @ApiProperty({ example: 6514.29 })
  taxable: number;

  @ApiProperty({ example: 325.71 })
  gst: number;

  @ApiProperty({ example: 150, description: 'Tolls, parking and state tax' })
  reimbursements: number;

  @ApiProperty({ example: 6990 })
  total: number;

  @ApiProperty({ example: 1050 })
  advancePaid: number;

  @ApiProperty({ example: 5940 })
  balance: number;
}

/** A one-click message to the customer or the driver, with its text prefilled. */
export class ContactLinkResponse {
  @ApiProperty({ enum: ['customer', 'driver'], example: 'customer' })
  to: 'customer' | 'driver';

  @ApiProperty({ enum: ['en', 'hi'], example: 'en' })
  language: 'en' | 'hi';

  @ApiProperty({ example: 'Booking JBP-000123, 01/12/2026 09:30: your cab is Dzire MP20AB1234, driver Ramesh Kumar (9123456780). …' })
  text: string;

  @ApiProperty({ example: 'https://wa.me/919876543210?text=Booking%20JBP-000123…' })
  whatsapp: string;

  @ApiProperty({ example: 'sms:+919876543210?body=Booking%20JBP-000123…' })
  sms: string;
}

/** Where each receipt photo is read (GET, by the owner, an admin or the driver's link), or null when none was sent. */
export class TripReceipts {
  @ApiProperty({ type: String, nullable: true, example: '/api/bookings/42/trip/receipts/tolls' })
  tolls: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  parking: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  stateTax: string | null;
}

/** The trip sheet as recorded so far; `bill` once the trip is closed. */
export class TripSheetResponse {
  @ApiProperty({ type: Number, nullable: true, example: 10000 })
  startKm: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-01T04:05:00.000Z' })
  startAt: Date | null;

  @ApiProperty({ type: Number, nullable: true, example: 10415 })
  endKm: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-01T11:40:00.000Z' })
  endAt: Date | null;

  @ApiProperty({ example: 150, description: 'Rupees' })
  tolls: number;

  @ApiProperty({ example: 0 })
  parking: number;

  @ApiProperty({ example: 0 })
  stateTax: number;

  @ApiProperty({ type: TripFinalBill, nullable: true })
  bill: TripFinalBill | null;

  @ApiProperty({ type: TripReceipts, description: 'The receipt photos recorded with the sheet' })
  receipts: TripReceipts;
}

export class AdvanceSubmission {
  @ApiProperty({ example: 1050, description: 'Rupees the customer says they paid' })
  amount: number;

  @ApiProperty({ example: '412345678901', description: 'UPI transaction reference (UTR)' })
  utr: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-24T06:30:00.000Z' })
  submittedAt: Date | null;
}

export class BookingPassenger {
  @ApiProperty({ example: 'Asha Verma' })
  name: string;

  @ApiProperty({ example: '9876543210' })
  phone: string;

  @ApiProperty({ example: 'asha@example.in' })
  email: string;

  @ApiProperty({ example: 'Aadhar Card' })
  idType: string;

  @ApiProperty({ example: 'XXXXXXXX9012', description: 'Masked but for the last 4, except on an admin reading one booking' })
  idNumber: string;
}

/** The customer who owns the booking. */
export class BookingUser {
  @ApiProperty({ example: 12, description: 'The same as id: the old client reads either' })
  _id: number;

  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Asha Verma' })
  fullName: string;

  @ApiProperty({ type: String, nullable: true, example: '9876543210' })
  mobile: string | null;

  @ApiProperty({ example: 'asha@example.in' })
  email: string;
}

export class BookingFareDto {
  @ApiProperty({ type: [FareLineDto], description: 'As quoted; they add up to total' })
  lines: FareLineDto[];

  @ApiProperty({ example: 5810 })
  taxable: number;

  @ApiProperty({ example: 290 })
  gst: number;

  @ApiProperty({ example: 6100 })
  total: number;

  @ApiProperty({ type: [String] })
  included: string[];

  @ApiProperty({ type: [String] })
  includedHi: string[];

  @ApiProperty({ type: [String] })
  extra: string[];

  @ApiProperty({ type: [String] })
  extraHi: string[];
}

export class TripDetailsDto {
  @ApiPropertyOptional({ type: [String], description: 'Round trip: places on the way out' })
  stops?: string[];

  @ApiPropertyOptional({ example: '2026-12-02T19:00:00+05:30', description: 'Round trip: back at the pickup place' })
  returnAt?: string;

  @ApiPropertyOptional({ example: 8, description: 'Local: package hours' })
  hours?: number;

  @ApiPropertyOptional({ example: 3 })
  packageId?: number;

  @ApiPropertyOptional({ example: 'Bandhavgarh National Park, 2 days by cab' })
  packageTitle?: string;
}

export class BookingResponse {
  @ApiProperty({ example: 123, description: 'The same as id: the old client reads either' })
  _id: number;

  @ApiProperty({ example: 123 })
  id: number;

  @ApiProperty({ example: 'JBP-000123' })
  reference: string;

  @ApiProperty({ example: 'Jabalpur, Madhya Pradesh, India' })
  from: string;

  @ApiProperty({ example: 'Bhopal, Madhya Pradesh, India' })
  to: string;

  @ApiProperty({ format: 'date', example: '2026-12-01', description: 'Trip date (IST)' })
  date: string;

  @ApiProperty({ example: '09:00', description: 'Pickup time, 24-hour HH:mm (IST)' })
  time: string;

  @ApiProperty({ type: String, nullable: true, example: 'Near the railway station, gate 2' })
  pickupInfo: string | null;

  @ApiProperty({ type: TripAddressesResponse, nullable: true, description: 'Null on bookings made before addresses were asked' })
  addresses: TripAddressesResponse | null;

  @ApiProperty({ example: 'Dzire' })
  vehicle: string;

  @ApiProperty({ example: 4 })
  seats: number;

  @ApiProperty({ example: 315.4, description: 'km, 1 decimal' })
  distance: number;

  @ApiProperty({ example: 5040, description: 'Rupees, exact to the paisa' })
  baseAmount: number;

  @ApiProperty({ example: 200 })
  driverAllowance: number;

  @ApiProperty({ example: 5240, description: 'The fare: base + driver allowance' })
  totalAmount: number;

  @ApiProperty({ example: 0, description: 'The advance verified by an admin' })
  advanceAmount: number;

  @ApiProperty({ enum: ADVANCE_STATUSES, example: 'none' })
  advanceStatus: AdvanceStatus;

  @ApiProperty({ type: AdvanceSubmission, nullable: true, description: 'What the customer said they paid; null before any' })
  advanceSubmission: AdvanceSubmission | null;

  @ApiProperty({ example: 0 })
  haltingCharges: number;

  @ApiProperty({ example: 0 })
  tollTaxAndParking: number;

  @ApiProperty({ example: 0 })
  extraHoursCharges: number;

  @ApiProperty({ example: 0 })
  extraKmCharges: number;

  @ApiProperty({ example: 5240, description: "The duty slip's total: fare plus every extra charge" })
  dutySlipTotal: number;

  @ApiProperty({ example: 1050, description: 'The advance still to pay' })
  advanceDue: number;

  @ApiProperty({ example: 5240, description: 'dutySlipTotal less the verified advance' })
  balanceDue: number;

  @ApiProperty({ type: BookingBill })
  bill: BookingBill;

  @ApiProperty({ type: BookingActions })
  actions: BookingActions;

  @ApiProperty({ enum: BOOKING_STATUSES, example: 'pending', description: "'cancelled by the customer' shows as 'Cancellation Pending'" })
  status: BookingStatus;

  @ApiProperty({ type: BookingPassenger })
  passenger: BookingPassenger;

  @ApiProperty({ type: BookingUser })
  user: BookingUser;

  @ApiProperty({ type: Number, nullable: true, example: null, description: 'The offer booked, or null for a one-way booking' })
  offerId: number | null;

  @ApiProperty({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId', example: 'round-trip' })
  tripType: TripTypeId;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1,
    description: 'The fare version that priced it; null for an offer or an older booking',
  })
  fareVersionId: number | null;

  @ApiProperty({
    type: BookingFareDto,
    nullable: true,
    description: 'The priced lines, kept as booked; null for an offer or an older booking',
  })
  fare: BookingFareDto | null;

  @ApiProperty({ type: TripDetailsDto, nullable: true })
  tripDetails: TripDetailsDto | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0,
    description: "Set when the customer cancels: what the fare version's slabs charge",
  })
  cancellationCharge: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'Why the office cancelled the booking or marked a no-show; null otherwise',
  })
  statusReason: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-24T06:00:00.000Z' })
  createdAt: Date;

  @ApiProperty({ type: BookingAssignment, nullable: true, description: 'The driver and cab, once assigned' })
  assignment: BookingAssignment | null;

  @ApiProperty({
    type: AgentAssignmentResponse,
    nullable: true,
    description: "For an offer's booking: the driver and cab the offer's agent sends, once entered",
  })
  agentAssignment: AgentAssignmentResponse | null;

  @ApiProperty({ type: String, nullable: true, example: '27AAPFU0939F1ZV', description: "The customer's GSTIN: the invoice is then B2B" })
  customerGstin: string | null;

  @ApiProperty({
    example: false,
    description: "Pending or confirmed, no driver yet (neither the office's nor the agent's), and the pickup is within 24 h",
  })
  unassignedSoon: boolean;

  @ApiProperty({ type: Number, nullable: true, example: null, description: "The offer made of this trip's empty return, once published" })
  returnOfferId: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '4821',
    description: 'Four digits the customer gives the driver at pickup; set at assignment',
  })
  startCode: string | null;

  @ApiProperty({ type: TripSheetResponse, nullable: true, description: 'The trip sheet, once a trip is assigned' })
  trip: TripSheetResponse | null;

  @ApiProperty({
    type: [ContactLinkResponse],
    description: 'For admins once assigned: WhatsApp and SMS links to the customer and the driver, in English and Hindi; else empty',
  })
  contactLinks: ContactLinkResponse[];
}

export class BookingEnvelope {
  @ApiProperty({ type: BookingResponse })
  data: BookingResponse;
}

export class BookingArrayEnvelope {
  @ApiProperty({ type: [BookingResponse] })
  data: BookingResponse[];
}

export class BookingListResponse {
  @ApiProperty({ type: [BookingResponse] })
  data: BookingResponse[];

  @ApiProperty({ example: 42, description: 'Bookings matching the filters' })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  limit: number;
}

export class UpiPaymentResponse {
  @ApiProperty({ example: 'upi://pay?pa=jbpcabs%40okaxis&pn=Jabalpur%20Cabs&am=1050.00&cu=INR&tn=JBP-000123' })
  upiUri: string;

  @ApiProperty({ example: 'data:image/png;base64,iVBORw0KGgo…', description: 'The QR code of upiUri as a PNG data URL' })
  qrDataUrl: string;

  @ApiProperty({ example: 1050, description: 'The advance still due, rupees' })
  amount: number;
}
