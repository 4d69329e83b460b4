import { bookingsApi, type Booking, type BookingListQuery } from '@jbp/shared';

/** Bookings per page of the admin list. */
export const PAGE_SIZE = 10;

export interface BookingFilters {
  q: string;
  status: StatusFilter;
  /** YYYY-MM-DD: the trip date. */
  date: string;
  page: number;
}

export interface BookingResults {
  bookings: Booking[];
  total: number;
  page: number;
  pages: number;
}

/** The status filter's choices: the API's values with the labels customers see. */
export const STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'cancelled by the customer', label: 'Cancellation Pending' },
  { value: 'cancelled', label: 'Canceled' },
] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** The status filter named by `text` (from the URL or the select); anything else means all statuses. */
export function statusFilterOf(text: string | null): StatusFilter {
  return STATUS_FILTERS.find((f) => f.value === text)?.value ?? '';
}

function pagesOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** One page of GET /api/bookings/all: the API filters by text, status and trip date, and pages. */
export async function loadBookings(filters: BookingFilters, signal?: AbortSignal): Promise<BookingResults> {
  const query: BookingListQuery = {
    q: filters.q.trim() || undefined,
    status: filters.status || undefined,
    date: filters.date || undefined,
  };
  const answer = await bookingsApi.all({ ...query, page: filters.page, limit: PAGE_SIZE }, signal);
  const total = answer.total ?? answer.data.length;
  return { bookings: answer.data, total, page: answer.page ?? filters.page, pages: pagesOf(total, PAGE_SIZE) };
}
