// The trip types, quotes, packages and enquiries as the API documents them (the calls are in
// @jbp/widgets: widgets/src/api/trip.ts, and desk.ts for the office's).
import type { components } from './types';

type Schemas = components['schemas'];

export type TripTypeId = Schemas['TripTypeId'];
export const TRIP_TYPE_IDS = [
  'one-way',
  'round-trip',
  'local',
  'airport-railway',
  'marriage',
  'office',
  'tour',
  'national-park',
] as const satisfies readonly TripTypeId[];

/** The trip types sold from packages (the rest are searched and quoted). */
export type PackageTripType = Schemas['PackageTripType'];
export const PACKAGE_TRIP_TYPES = ['marriage', 'office', 'tour', 'national-park'] as const satisfies readonly PackageTripType[];

export function isTripTypeId(value: unknown): value is TripTypeId {
  return typeof value === 'string' && (TRIP_TYPE_IDS as readonly string[]).includes(value);
}

export type TripType = Schemas['TripTypeResponse'];
/** POST /api/quotes: what the customer searched. Times are ISO 8601 with the IST offset. */
export type QuoteRequest = Schemas['QuoteRequestDto'];
/** One line of a fare, as the server priced it (`sum(lines) = total`), in English and Hindi. */
export type QuoteLine = Schemas['FareLineDto'];
export type VehicleQuote = Schemas['VehicleQuoteDto'];
export type Quote = Schemas['QuoteDto'];
/** An admin-made package (marriage, office, tour, national park). */
export type TripPackage = Schemas['PackageDto'];
export type PackagePrice = Schemas['PackagePriceDto'];
export type PackageInput = Schemas['PackageInputDto'];
export type PackageUpdate = Schemas['PackageUpdateDto'];
export type Vehicle = Schemas['Vehicle'];

export type EnquiryCreate = Schemas['EnquiryInputDto'];
export type Enquiry = Schemas['EnquiryDto'];
export type EnquiryStatus = Schemas['EnquiryStatus'];
export type EnquiryAnswer = Schemas['EnquiryAnswerDto'];
/** Filters of GET /api/enquiries; '' means no filter. */
export type EnquiryQuery = { page?: number; limit?: number; status?: EnquiryStatus | ''; tripType?: TripTypeId | '' };

/** Socket.io event `newEnquiry` to admins (backend/src/notifications/new-enquiry.message.ts). */
export interface NewEnquiryEvent {
  enquiryId: number;
  name: string;
  tripType: string;
  date: string | null;
}
