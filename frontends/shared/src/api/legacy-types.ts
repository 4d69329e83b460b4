// Hand-kept API types, used only until backend/openapi.json documents each answer; api/types.ts
// re-exports them under the names the pages use. Deleted once the generated schema covers them.

/** Record ids: the server sends numbers today; strings are accepted so ids stay opaque. */
export type Id = string | number;

export type Role = 'admin' | 'agent' | 'customer';

export const ROLES: readonly Role[] = ['admin', 'agent', 'customer'];

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled by the customer' | 'cancelled';

export type IdProofType = 'Aadhar Card' | 'Voter ID Card';

export const ID_PROOF_TYPES: readonly IdProofType[] = ['Aadhar Card', 'Voter ID Card'];

/** Error body of every failed call. */
export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error?: string;
}

export interface AuthUser {
  id: Id;
  role: Role;
  fullName: string;
  email: string;
  mobile: string;
}

export interface LoginRequest {
  emailOrMobile: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: AuthUser;
}

export interface RegisterFields {
  role: string;
  fullName: string;
  email: string;
  mobile: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  password: string;
  confirmPassword: string;
  travelerName?: string;
  idProofType?: string;
}

/** Body of POST /api/auth/reset-password: the token from an office's password link. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** An answer that is only a message for the person, e.g. of POST /api/auth/reset-password. */
export interface MessageResponse {
  message: string;
}

/** POST /api/users/{customers,agents}/:id/password-link: a one-time link to set a password. */
export interface PasswordLink {
  /** Site-relative, e.g. `/resetpassword?token=…`. */
  path: string;
  /** ISO UTC; the link works for 24 hours. */
  expiresAt: string;
}

export interface RegisterResponse {
  message: string;
  user?: Partial<UserRecord>;
}

export interface Profile {
  id: Id;
  role: Role;
  fullName: string;
  email: string;
  mobile: string;
  area?: string | null;
  /** Mirrors `area`. */
  address?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  /** A URL served by the API, or null. */
  profileImage?: string | null;
  createdAt?: string;
}

export interface ProfileUpdate {
  fullName: string;
  mobile: string;
  email: string;
  area?: string;
  address?: string;
  city: string;
  state: string;
  pincode: string;
  /** A `data:image/...` URL when the photo changed. */
  profileImage?: string;
}

/** A customer or agent record as the admin lists show it. */
export interface UserRecord {
  _id: Id;
  id: Id;
  fullName: string;
  email: string;
  mobile: string;
  area?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  active?: boolean;
  /** Agents and admins: registered and never yet approved by an admin. */
  pendingApproval?: boolean;
  createdAt?: string;
}

export type Customer = UserRecord;

export interface Agent extends UserRecord {
  travelerName?: string | null;
  idProofType?: IdProofType | null;
  /** A URL (admins only). */
  idProofImage?: string | null;
}

export interface Offer {
  _id: Id;
  id?: Id;
  from: string;
  to: string;
  vehicle: string;
  seats?: number;
  date?: string;
  pickupDate?: string;
  dropDate?: string | null;
  startTime?: string;
  endTime?: string;
  pickupInfo?: string | null;
  /** Kilometres. */
  distance?: number | null;
  /** Rupees. */
  amount: number;
  perKmRate?: number | null;
  status?: 'open' | 'booked' | 'expired' | string;
  createdAt?: string;
  agent?: { id: Id; fullName: string; travelerName?: string | null; mobile: string; email: string };
}

/** Body of POST /api/offers (spec section 3, travel offer payload). */
export interface OfferCreate {
  from: string;
  to: string;
  vehicle: string;
  amount: number;
  date: string;
  seats: number;
  startTime: string;
  endTime: string;
  distance: number;
}

export interface OffersResponse {
  success: boolean;
  data: Offer[];
  error: string | null;
}

export interface FareQuote {
  vehicle: string;
  seats: number;
  baseAmount: number;
  driverAllowance: number;
  totalAmount: number;
}

export interface FaresResponse {
  /** The distance rounded up to whole km. */
  distance: number;
  vehicles: FareQuote[];
}

export interface Place {
  value: string;
  label: string;
}

export interface DistanceResponse {
  /** Kilometres, one decimal. */
  distance: number;
  /** Minutes. */
  duration: number;
}

export interface Passenger {
  name: string;
  phone: string;
  email: string;
  idType: IdProofType;
  idNumber: string;
}

export interface Booking {
  _id: Id;
  id: Id;
  /** Human readable, e.g. JBP-000123. */
  reference?: string;
  from: string;
  to: string;
  date: string;
  time: string;
  pickupInfo?: string | null;
  vehicle: string;
  seats?: number;
  distance?: number;
  baseAmount?: number;
  driverAllowance?: number;
  totalAmount: number;
  advanceAmount?: number | null;
  advanceStatus?: 'none' | 'submitted' | 'verified' | string | null;
  haltingCharges?: number | null;
  tollTaxAndParking?: number | null;
  extraHoursCharges?: number | null;
  extraKmCharges?: number | null;
  /** What the customer reported paying by UPI, before or after an admin verified it. */
  advanceSubmission?: { amount: number; utr: string; submittedAt?: string | null } | null;
  /** Fare plus every extra charge. */
  dutySlipTotal?: number;
  /** The advance still to pay. */
  advanceDue?: number;
  /** dutySlipTotal less the verified advance. */
  balanceDue?: number;
  status: BookingStatus | string;
  passenger?: Passenger;
  user?: { _id: Id; fullName?: string; mobile?: string; email?: string };
  offerId?: Id | null;
  createdAt?: string;
}

/** Body of POST /api/bookings. Amounts are never sent: the server prices the trip. */
export interface BookingCreate {
  from: string;
  to: string;
  date: string;
  time: string;
  vehicle: string;
  passenger: Passenger;
  pickupInfo?: string;
  offerId?: Id;
}

/** A customer an admin names when booking by phone: found by mobile, or created. */
export interface PhoneCustomer {
  fullName: string;
  mobile: string;
  email?: string;
}

/** Whose booking an admin makes: an existing customer, or one named by phone. */
export type BookingCustomer = { customerId: Id } | { customer: PhoneCustomer };

/** Body of POST /api/admin/bookings. */
export type AdminBookingCreate = BookingCreate & BookingCustomer;

/** GET /api/bookings/all: one page of bookings. */
export interface BookingPage {
  data: Booking[];
  total: number;
  page: number;
  limit: number;
}

export interface BookingChargesUpdate {
  haltingCharges: number;
  tollTaxAndParking: number;
  extraHoursCharges: number;
  extraKmCharges: number;
}

export interface DataResponse<T> {
  data: T;
}

export interface UpiAdvance {
  upiUri: string;
  /** A `data:image/png;base64,...` QR code. */
  qrDataUrl: string;
  amount: number;
}

export interface AdvanceSubmit {
  amount: number;
  utr: string;
}

export interface NewBookingEvent {
  bookingId: Id;
  reference?: string;
  customerName: string;
  from: string;
  to: string;
  date: string;
}

export interface HealthResponse {
  status: string;
  db: string;
}

/**
 * Stand-in for the generated `paths` until schema.gen.ts exists: every path, untyped. The API
 * client and the msw `http` helper are written against it and become checked once it is generated.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type paths = Record<string, any>;
