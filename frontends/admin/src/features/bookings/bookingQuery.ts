import { bookingsApi, isTripTypeId, type Booking, type BookingListQuery, type TripTypeId } from '@jbp/shared';

/** Bookings per page of the admin list. */
export const PAGE_SIZE = 10;

export interface BookingFilters {
  q: string;
  status: StatusFilter;
  /** YYYY-MM-DD: the trip date. */
  date: string;
  /** '' for every trip type. */
  tripType: TripTypeId | '';
  page: number;
}

export interface BookingResults {
  bookings: Booking[];
  total: number;
  page: number;
  pages: number;
}

/** The status filter's values: the API's statuses, '' for all (labels: the office's status names). */
export const STATUS_FILTERS = ['', 'pending', 'confirmed', 'cancelled by the customer', 'cancelled'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The status filter named by `text` (from the URL or the select); anything else means all statuses. */
export function statusFilterOf(text: string | null): StatusFilter {
  return STATUS_FILTERS.find((f) => f === text) ?? '';
}

function pagesOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The trip-type filter named by `text`; anything else means every type. */
export function tripTypeFilterOf(text: string | null): TripTypeId | '' {
  return isTripTypeId(text) ? text : '';
}

/** One page of GET /api/bookings/all: the API filters by text, status and trip date, and pages. */
export async function loadBookings(filters: BookingFilters, signal?: AbortSignal): Promise<BookingResults> {
  const query: BookingListQuery = {
    q: filters.q.trim() || undefined,
    status: filters.status || undefined,
    date: filters.date || undefined,
    tripType: filters.tripType || undefined,
  };
  const answer = await bookingsApi.all({ ...query, page: filters.page, limit: PAGE_SIZE }, signal);
  const total = answer.total ?? answer.data.length;
  return { bookings: answer.data, total, page: answer.page ?? filters.page, pages: pagesOf(total, PAGE_SIZE) };
}
