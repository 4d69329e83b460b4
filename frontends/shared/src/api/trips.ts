// The trip calls (trip types, quotes, packages, enquiries), over the generated client and types.
import { answerOf, api } from './client';
import type { AdminBookingCreate, components, operations } from './types';

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
type EnquiryListQuery = NonNullable<operations['EnquiriesController_list']['parameters']['query']>;
/** Filters of GET /api/enquiries; '' means no filter. */
export type EnquiryQuery = { page?: number; limit?: number; status?: EnquiryStatus | ''; tripType?: TripTypeId | '' };

/** Socket.io event `newEnquiry` to admins (backend/src/notifications/new-enquiry.message.ts). */
export interface NewEnquiryEvent {
  enquiryId: number;
  name: string;
  tripType: string;
  date: string | null;
}

export const tripsApi = {
  tripTypes: (signal?: AbortSignal) => answerOf(api.GET('/api/trip-types', { signal })),
  quote: (body: QuoteRequest, signal?: AbortSignal) => answerOf(api.POST('/api/quotes', { body, signal })),
  /** The packages on sale (optionally of one type). */
  packages: (tripType?: PackageTripType, signal?: AbortSignal) =>
    answerOf(api.GET('/api/packages', { params: { query: tripType ? { tripType } : {} }, signal })),
  package: (id: number, signal?: AbortSignal) => answerOf(api.GET('/api/packages/{id}', { params: { path: { id } }, signal })),
  /** Admin: every package, also those taken off sale. */
  allPackages: (signal?: AbortSignal) => answerOf(api.GET('/api/packages/all', { signal })),
  createPackage: (body: PackageInput) => answerOf(api.POST('/api/packages', { body })),
  updatePackage: (id: number, body: PackageUpdate) => answerOf(api.PUT('/api/packages/{id}', { params: { path: { id } }, body })),
  /** A package's photo, sent as a multipart file (never inside JSON); answers the package. */
  uploadPackagePhoto: (id: number, photo: File) => {
    const form = new FormData();
    form.append('photo', photo);
    return answerOf(api.PUT('/api/packages/{id}/photo', { params: { path: { id } }, body: form as never, bodySerializer: () => form }));
  },
  enquire: (body: EnquiryCreate) => answerOf(api.POST('/api/enquiries', { body })),
};

export const enquiriesApi = {
  list: ({ status, tripType, ...rest }: EnquiryQuery, signal?: AbortSignal) => {
    const query: EnquiryListQuery = { ...rest, sort: '-createdAt', ...(status ? { status } : {}), ...(tripType ? { tripType } : {}) };
    return answerOf(api.GET('/api/enquiries', { params: { query }, signal }));
  },
  answer: (id: number, body: EnquiryAnswer) => answerOf(api.PUT('/api/enquiries/{id}', { params: { path: { id } }, body })),
  /** Books the enquiry's trip for its customer (as POST /api/admin/bookings). */
  convert: (id: number, body: AdminBookingCreate, idempotencyKey: string) =>
    answerOf(api.POST('/api/enquiries/{id}/booking', { params: { path: { id }, header: { 'idempotency-key': idempotencyKey } }, body })),
};
