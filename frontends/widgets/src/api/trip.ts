// Searching and pricing a trip: places, distances, fares, trip types, quotes, packages on sale and
// enquiries about them (see auth.ts for what these modules are).
import { answerOf, api, type EnquiryCreate, type PackageTripType, type QuoteRequest } from '@jbp/shared';

export const tripApi = {
  fares: (distance: number, vehicle?: string, signal?: AbortSignal) =>
    answerOf(api.GET('/api/fares', { params: { query: vehicle ? { distance, vehicle } : { distance } }, signal })),
  cancellationTerms: (signal?: AbortSignal) => answerOf(api.GET('/api/fares/cancellation', { signal })).then((r) => r.data),
  places: (text: string, limit = 5, signal?: AbortSignal) =>
    answerOf(api.GET('/api/places', { params: { query: { text, limit } }, signal })),
  distance: (from: string, to: string, signal?: AbortSignal) => answerOf(api.POST('/api/distance', { body: { from, to }, signal })),
};

export const tripsApi = {
  tripTypes: (signal?: AbortSignal) => answerOf(api.GET('/api/trip-types', { signal })),
  quote: (body: QuoteRequest, signal?: AbortSignal) => answerOf(api.POST('/api/quotes', { body, signal })),
  /** The packages on sale (optionally of one type). */
  packages: (tripType?: PackageTripType, signal?: AbortSignal) =>
    answerOf(api.GET('/api/packages', { params: { query: tripType ? { tripType } : {} }, signal })),
  package: (id: number, signal?: AbortSignal) => answerOf(api.GET('/api/packages/{id}', { params: { path: { id } }, signal })),
  enquire: (body: EnquiryCreate) => answerOf(api.POST('/api/enquiries', { body })),
};
