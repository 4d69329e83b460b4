// Booking answers, kept by hand only until the committed schema.gen.ts documents them (the server
// already sends this shape: contract A). Written to match what `npm run api:types` generates from
// the bookings controller, so types.ts switches to the schema without touching a page.
// Delete this file when components['schemas'] has BookingResponse.

export interface BookingBillLine {
  code: 'base-fare' | 'driver-allowance' | 'halting' | 'toll-parking' | 'extra-hours' | 'extra-km';
  label: string;
  amount: number;
}

export interface BookingBill {
  lines: BookingBillLine[];
  total: number;
  gstRate: number;
  taxable: number;
  gst: number;
  advanceDue: number;
  paid: number;
  balance: number;
}

export interface BookingActions {
  cancel: boolean;
  payAdvance: boolean;
  confirm: boolean;
  cancelBooking: boolean;
  editCharges: boolean;
  verifyAdvance: boolean;
  downloadDutySlip: boolean;
}

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
  distance: number;
  baseAmount: number;
  driverAllowance: number;
  totalAmount: number;
  advanceAmount: number;
  advanceStatus: 'none' | 'submitted' | 'verified';
  advanceSubmission: { amount: number; utr: string; submittedAt: string | null } | null;
  haltingCharges: number;
  tollTaxAndParking: number;
  extraHoursCharges: number;
  extraKmCharges: number;
  dutySlipTotal: number;
  advanceDue: number;
  balanceDue: number;
  bill: BookingBill;
  actions: BookingActions;
  status: 'pending' | 'confirmed' | 'cancelled by the customer' | 'cancelled';
  passenger: { name: string; phone: string; email: string; idType: string; idNumber: string };
  user: { _id: number; id: number; fullName: string; mobile: string | null; email: string };
  offerId: number | null;
  createdAt: string;
}

export interface BookingListResponse {
  data: BookingResponse[];
  total: number;
  page: number;
  limit: number;
}

export interface UpiPaymentResponse {
  upiUri: string;
  qrDataUrl: string;
  amount: number;
}
