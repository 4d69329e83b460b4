import type { operations } from './types';

// The API's list filters and download answers, as types: the endpoint functions that use them are in
// @jbp/widgets (widgets/src/api), which each remote bundles with the pages that call them; the
// types are here because `queryKeys` keys lists by them.

/** One page of a list and the total the server counted (X-Total-Count). */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export type CustomerListQuery = NonNullable<operations['UsersController_listCustomers']['parameters']['query']>;
export type AgentListQuery = NonNullable<operations['UsersController_listAgents']['parameters']['query']>;
export type OfferListQuery = NonNullable<operations['OffersController_listAll']['parameters']['query']>;
export type HistoryQuery = NonNullable<operations['BookingsController_history']['parameters']['query']>;

/** GET /api/bookings/all's query as the server takes it (no empty filters). */
export type ListAllQuery = NonNullable<operations['BookingsController_listAll']['parameters']['query']>;

/** Filters of GET /api/bookings/all (`date` is the trip's IST date, YYYY-MM-DD); '' means no filter. */
export type BookingListQuery = Omit<ListAllQuery, 'status'> & { status?: ListAllQuery['status'] | '' };

export type ReceiptKind = 'tolls' | 'parking' | 'stateTax';
