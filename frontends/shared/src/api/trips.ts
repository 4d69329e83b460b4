// The Wave 2 trip calls (docs/api "Wave 2": trip types, quotes, packages, enquiries). Their shapes
// follow the fixed names of the contract; they move to the generated schema (schema.gen.ts) as soon
// as the server's document carries them, and this module then only re-exports those types.
import createClient from 'openapi-fetch';
import { answerOf, api, authAndErrors } from './client';
import type { BookingCreate, components } from './types';

export type TripTypeId = components['schemas']['TripTypeId'];
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
export const PACKAGE_TRIP_TYPES = ['marriage', 'office', 'tour', 'national-park'] as const satisfies readonly TripTypeId[];
export type PackageTripType = (typeof PACKAGE_TRIP_TYPES)[number];

export function isTripTypeId(value: unknown): value is TripTypeId {
  return typeof value === 'string' && (TRIP_TYPE_IDS as readonly string[]).includes(value);
}

export type TripType = components['schemas']['TripTypeResponse'];

/** POST /api/quotes: what the customer searched. Times are ISO 8601 with the IST offset. */
export interface QuoteRequest {
  tripType: TripTypeId;
  from?: string;
  to?: string;
  stops?: string[];
  pickupAt: string;
  returnAt?: string;
  hours?: number;
  packageId?: number;
  vehicle?: string;
}

/** One line of a fare, as the server priced it (`sum(lines) = total`). */
export interface QuoteLine {
  code: string;
  label: string;
  quantity?: number;
  rate?: number;
  amount: number;
}

export interface VehicleQuote {
  vehicle: string;
  seats: number;
  lines: QuoteLine[];
  taxable: number;
  gst: number;
  total: number;
  advance: number;
  included: string[];
  extra: string[];
}

export interface Quote {
  tripType: TripTypeId;
  distance: number;
  fareVersion: number;
  vehicles: VehicleQuote[];
}

export interface PackagePrice {
  vehicle: string;
  amount: number;
}

/** An admin-made package (marriage, office, tour, national park). */
export interface TripPackage {
  id: number;
  tripType: PackageTripType;
  title: string;
  titleHi: string;
  itinerary: string;
  inclusions: string[];
  exclusions: string[];
  places: string[];
  km: number;
  hours: number;
  prices: PackagePrice[];
  photoUrl?: string | null;
  active: boolean;
}

export type PackageInput = Omit<TripPackage, 'id'>;

export interface EnquiryCreate {
  name: string;
  mobile: string;
  email?: string;
  tripType: TripTypeId;
  message: string;
  /** YYYY-MM-DD (IST). */
  date?: string;
}

/** POST /api/bookings with a trip type: the quote's inputs, which the server prices again. */
export type TripBookingCreate = BookingCreate & Omit<QuoteRequest, 'vehicle'>;

interface DataAnswer<T> {
  data: T;
}

// An untyped client with the same middleware (token, language, errors) as the generated one, for the
// calls the generated document does not list yet. `fetch` is looked up per call, as in client.ts.
const trips = createClient({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  fetch: (request) => globalThis.fetch(request),
});
trips.use(authAndErrors);

type Sent<T> = Promise<{ data?: T; response: Response }>;
const get = <T>(path: string, signal?: AbortSignal) => answerOf<T>(trips.GET(path as never, { signal } as never) as Sent<T>);
const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  answerOf<T>(trips.POST(path as never, { body, signal } as never) as Sent<T>);

export const tripsApi = {
  tripTypes: (signal?: AbortSignal) => answerOf(api.GET('/api/trip-types', { signal })),
  quote: (body: QuoteRequest, signal?: AbortSignal) => post<DataAnswer<Quote>>('/api/quotes', body, signal),
  packages: (tripType?: PackageTripType, signal?: AbortSignal) =>
    get<DataAnswer<TripPackage[]>>(tripType ? `/api/packages?tripType=${tripType}` : '/api/packages', signal),
  enquire: (body: EnquiryCreate) => post<unknown>('/api/enquiries', body),
};
