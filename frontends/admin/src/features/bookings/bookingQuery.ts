import { isTripTypeId, type Booking, type BookingListQuery, type TripTypeId } from '@jbp/shared';
import { bookingsApi } from '@jbp/widgets/api/bookings';

import { LIST_LIMIT, type ListValues } from '@/components/list/useListParams';

/** The URL's filters of the admin list; dates are IST trip dates, YYYY-MM-DD. */
export const BOOKING_FILTER_KEYS = [
  'q',
  'status',
  'open',
  'advance',
  'dateFrom',
  'dateTo',
  'sort',
  'customerId',
  'agentId',
  'tripType',
  'unassigned',
  'pickupFrom',
  'pickupTo',
] as const;

/** The advance filter's values (the API's advance states), '' for any. */
export const ADVANCE_FILTERS = ['', 'none', 'submitted', 'verified'] as const;

export type BookingFilters = ListValues<(typeof BOOKING_FILTER_KEYS)[number]>;

/** The orders the list offers (the API's sort values). */
export const BOOKING_SORTS = ['-createdAt', 'createdAt', 'date', '-date', '-totalAmount', 'totalAmount'] as const;

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

/** The API's query for these filters ('' filters left out; an unknown status or sort is ignored). */
export function bookingQueryOf(filters: BookingFilters): BookingListQuery {
  const sort = BOOKING_SORTS.find((s) => s === filters.sort);
  return {
    q: filters.q.trim() || undefined,
    status: statusFilterOf(filters.status) || undefined,
    open: filters.open === 'true' ? true : undefined,
    advance: ADVANCE_FILTERS.find((a) => a === filters.advance) || undefined,
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
    sort,
    customerId: idOf(filters.customerId),
    agentId: idOf(filters.agentId),
    tripType: tripTypeFilterOf(filters.tripType) || undefined,
    // The dashboard's "unassigned within 24 h" tile opens the list with these.
    unassigned: filters.unassigned === 'true' ? true : undefined,
    pickupFrom: IST_DATE_TIME.test(filters.pickupFrom) ? filters.pickupFrom : undefined,
    pickupTo: IST_DATE_TIME.test(filters.pickupTo) ? filters.pickupTo : undefined,
  };
}

const IST_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An id from the URL; anything but a whole number from 1 is no filter. */
function idOf(text: string): number | undefined {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** One page of GET /api/bookings/all: the API searches, filters, sorts and pages. */
export async function loadBookings(filters: BookingFilters, page: number, signal?: AbortSignal): Promise<BookingResults> {
  const answer = await bookingsApi.all({ ...bookingQueryOf(filters), page, limit: LIST_LIMIT }, signal);
  const total = answer.total ?? answer.data.length;
  return { bookings: answer.data, total, page: answer.page ?? page, pages: pagesOf(total, LIST_LIMIT) };
}

/** The trip-type filter named by `text`; anything else means every type. */
export function tripTypeFilterOf(text: string | null | undefined): TripTypeId | '' {
  return text && isTripTypeId(text) ? text : '';
}
