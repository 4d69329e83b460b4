// The API's types under the names the pages use, all from the generated OpenAPI schema
// (schema.gen.ts, written by `npm run api:types` from the server's document). Nothing here is
// written by hand except what the document cannot describe (see the last section).
import type { components } from './schema.gen';

export type { components, operations, paths } from './schema.gen';

type Schemas = components['schemas'];

/** A record id as a page holds it: a number from an answer, or a string from the URL. */
export type Id = string | number;

export type Role = Schemas['Role'];
export const ROLES: readonly Role[] = ['admin', 'agent', 'customer'];

export type IdProofType = Schemas['IdProofType'];
export const ID_PROOF_TYPES: readonly IdProofType[] = ['Aadhar Card', 'Voter ID Card'];

/** Error body of every failed call. */
export type ApiErrorBody = Schemas['ErrorResponse'];
export type MessageResponse = Schemas['MessageResponse'];

// Accounts
export type AuthUser = Schemas['LoginUserResponse'];
export type LoginRequest = Schemas['LoginDto'];
export type LoginResponse = Schemas['LoginResponse'];
export type RegisterFields = Schemas['RegisterDto'];
export type RegisterResponse = Schemas['RegisterResponse'];
export type ResetPasswordRequest = Schemas['ResetPasswordDto'];
/** Body of POST /api/auth/password-reset/confirm (the e-mailed "Forgot password?" link). */
export type PasswordResetConfirm = Schemas['PasswordResetConfirmDto'];
/** GET /api/auth/profile/export: everything the site keeps about the caller. */
export type ProfileExport = Schemas['ProfileExportResponse'];
/** The caller's own profile (GET/PUT /api/auth/profile), with a new e-mail waiting for confirmation. */
export type Profile = Schemas['OwnProfileResponse'];
export type ProfileUpdate = Schemas['UpdateProfileDto'];
export type Customer = Schemas['CustomerResponse'];
export type Agent = Schemas['AgentResponse'];
/** An admin account as the admin lists show it (GET /api/users/admins). */
export type AdminAccount = Schemas['AdminAccountResponse'];
/** A one-time link to set a password (site-relative `path`, ISO UTC `expiresAt`). */
export type PasswordLink = Schemas['PasswordLinkResponse'];

// Offers
export type Offer = Schemas['OfferResponse'];
/** An offer with the agent who made it (GET /api/offers/all). */
export type OfferWithAgent = Schemas['OfferWithAgentResponse'];
export type OfferState = Schemas['OfferState'];
export type OfferCreate = Schemas['CreateOfferDto'];
export type OffersResponse = Schemas['OffersListResponse'];

// Trip: fares, places, distance
export type FareQuote = Schemas['VehicleFareResponse'];
export type FaresResponse = Schemas['FareQuoteResponse'];
export type Place = Schemas['PlaceSuggestionResponse'];
export type DistanceResponse = Schemas['DistanceResponse'];
/** The whole fare table (GET/PUT /api/fares/table) and one saved version of it. */
export type FareTable = Schemas['FareTableDto'];
export type FareVersion = Schemas['FareVersionDto'];
export type VehicleRates = Schemas['VehicleRatesDto'];
/** One version in the fare history (GET /api/fares/versions) and one figure it changed. */
export type FareVersionSummary = Schemas['FareVersionSummaryDto'];
export type FareChange = Schemas['FareChangeDto'];

// Bookings
export type Booking = Schemas['BookingResponse'];
export type AssignmentUpdate = Schemas['AssignmentDto'];
export type TripUpdate = Schemas['TripDto'];
export type TripSheet = Schemas['TripSheetResponse'];
export type TripBillLine = Schemas['TripBillLine'];
export type ContactLink = Schemas['ContactLinkResponse'];
export type AgentBooking = Schemas['AgentBookingResponse'];
export type AgentAssignmentUpdate = Schemas['AgentAssignmentDto'];
export type ReturnOffer = Schemas['ReturnOfferResponse'];

// Fleet
export type Driver = Schemas['DriverResponse'];
export type DriverCreate = Schemas['CreateDriverDto'];
export type Cab = Schemas['CabResponse'];
export type CabCreate = Schemas['CreateCabDto'];
export type BookingStatus = Booking['status'];
/** The fare lines and totals of a booking, as the server computed them. */
export type BookingBill = Schemas['BookingBill'];
export type BookingBillLine = Schemas['BookingBillLine'];
/** What the caller may do with a booking now, decided by the server. */
export type BookingActions = Schemas['BookingActions'];
export type Passenger = Schemas['PassengerDto'];
export type TripAddresses = Schemas['TripAddressesDto'];
export type BookingCreate = Schemas['CreateBookingDto'];
export type PhoneCustomer = Schemas['PhoneCustomerDto'];
/** Body of POST /api/admin/bookings. */
export type AdminBookingCreate = Schemas['AdminCreateBookingDto'];
/** Whose booking an admin makes: an existing customer, or one named by phone. */
export type BookingCustomer = Required<Pick<AdminBookingCreate, 'customerId'>> | Required<Pick<AdminBookingCreate, 'customer'>>;
/** GET /api/bookings/all: one page of bookings. */
export type BookingPage = Schemas['BookingListResponse'];
export type BookingChargesUpdate = Schemas['ChargesDto'];
export type UpiAdvance = Schemas['UpiPaymentResponse'];
export type AdvanceSubmit = Schemas['SubmitAdvanceDto'];

/** One entry of an audit timeline (booking, customer or agent history). */
export type HistoryEntry = Schemas['HistoryEntryResponse'];
export type AuditAction = HistoryEntry['action'];

/** GET /api/admin/dashboard's figures. */
export type DashboardData = Schemas['DashboardResponse'];
export type DashboardTile = Schemas['DashboardTileResponse'];

export type HealthResponse = Schemas['HealthResponse'];

// Not in the OpenAPI document, which describes HTTP only.

/** Socket.io event `newBooking` to admins (backend/src/notifications/new-booking.message.ts). */
export interface NewBookingEvent {
  bookingId: Id;
  reference?: string;
  customerName: string;
  from: string;
  to: string;
  date: string;
}
