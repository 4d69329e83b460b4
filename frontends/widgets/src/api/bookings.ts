// Bookings: the customer's, the desk's, the driver's trip sheet (see auth.ts for what these modules are).
import {
  answerOf,
  api,
  type AdminBookingCreate,
  type AdvanceSubmit,
  type AssignmentUpdate,
  type BookingChargesUpdate,
  type BookingCreate,
  type BookingListQuery,
  type HistoryQuery,
  type Id,
  type ListAllQuery,
  type ReceiptKind,
  type TripUpdate,
} from '@jbp/shared';
import { CSV, fileOf, id, pageOf } from './calls';

/** A query without the filters left empty (the server would reject `status=`). */
function withoutEmpty({ status, ...query }: BookingListQuery): ListAllQuery {
  const filters = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return { ...Object.fromEntries(filters), ...(status ? { status } : {}) };
}

export const bookingsApi = {
  create: (body: BookingCreate, idempotencyKey: string) =>
    answerOf(api.POST('/api/bookings', { body, params: { header: { 'idempotency-key': idempotencyKey } } })),
  /** The signed-in user's bookings, newest first. */
  mine: (signal?: AbortSignal) => answerOf(api.GET('/api/bookings', { signal })),
  /** The same list at its older address (the spec's fallback when the first fails). */
  mineFallback: (signal?: AbortSignal) => answerOf(api.GET('/api/bookings/my', { signal })),
  all: (query: BookingListQuery = {}, signal?: AbortSignal) =>
    answerOf(api.GET('/api/bookings/all', { params: { query: withoutEmpty(query) }, signal })),
  /** The same list filtered, as CSV (the server streams every matching row). */
  csv: (query: BookingListQuery = {}) =>
    fileOf(api.GET('/api/bookings/all.csv', { params: { query: withoutEmpty(query) }, ...CSV }), 'bookings.csv'),
  get: (bookingId: Id, signal?: AbortSignal) => answerOf(api.GET('/api/bookings/{id}', { params: id(bookingId), signal })),
  history: (bookingId: Id, query: HistoryQuery = {}, signal?: AbortSignal) =>
    pageOf(api.GET('/api/bookings/{id}/history', { params: { ...id(bookingId), query }, signal })),
  cancel: (bookingId: Id) =>
    answerOf(api.PUT('/api/bookings/{id}/status', { params: id(bookingId), body: { status: 'cancelled by the customer' } })),
  /** Confirm, or cancel / mark a no-show with the reason the customer is told (required for those two). */
  setStatus: (bookingId: Id, status: 'confirmed' | 'cancelled' | 'no-show', reason?: string) =>
    answerOf(
      api.PATCH('/api/bookings/{id}/status', { params: id(bookingId), body: reason === undefined ? { status } : { status, reason } }),
    ),
  setCharges: (bookingId: Id, body: BookingChargesUpdate) =>
    answerOf(api.PATCH('/api/bookings/{id}/charges', { params: id(bookingId), body })),
  upi: (bookingId: Id, signal?: AbortSignal) => answerOf(api.GET('/api/bookings/{id}/upi', { params: id(bookingId), signal })),
  submitAdvance: (bookingId: Id, body: AdvanceSubmit) => answerOf(api.POST('/api/bookings/{id}/advance', { params: id(bookingId), body })),
  verifyAdvance: (bookingId: Id, advanceAmount: number) =>
    answerOf(api.PATCH('/api/bookings/{id}/advance', { params: id(bookingId), body: { advanceAmount } })),
  dutySlipPdf: (bookingId: Id) =>
    answerOf<Blob>(
      api.GET('/api/bookings/{id}/duty-slip.pdf', { params: id(bookingId), parseAs: 'blob', headers: { Accept: 'application/pdf' } }),
    ),
  /** The GST invoice of a completed trip. */
  invoicePdf: (bookingId: Id) =>
    answerOf<Blob>(
      api.GET('/api/bookings/{id}/invoice.pdf', { params: id(bookingId), parseAs: 'blob', headers: { Accept: 'application/pdf' } }),
    ),
  assign: (bookingId: Id, body: AssignmentUpdate) => answerOf(api.PUT('/api/bookings/{id}/assignment', { params: id(bookingId), body })),
  noShow: (bookingId: Id, reason: string) =>
    answerOf(api.PATCH('/api/bookings/{id}/status', { params: id(bookingId), body: { status: 'no-show', reason } })),
  tripLink: (bookingId: Id) => answerOf(api.POST('/api/bookings/{id}/trip-link', { params: id(bookingId), body: {} })),
  /** The trip sheet: by the office (bearer token) or the driver (the link's token). */
  recordTrip: (bookingId: Id, body: TripUpdate, tripToken?: string) =>
    answerOf(
      api.PUT('/api/bookings/{id}/trip', {
        params: { ...id(bookingId), header: tripToken ? { 'x-trip-token': tripToken } : {} },
        body,
      }),
    ),
  /** The driver's page: the trip by its link token, no login. */
  tripView: (bookingId: Id, tripToken: string, signal?: AbortSignal) =>
    answerOf(api.GET('/api/bookings/{id}/trip', { params: { ...id(bookingId), header: { 'x-trip-token': tripToken } }, signal })),
  /** The customer's GSTIN for a B2B invoice; null clears it. */
  setGstin: (bookingId: Id, gstin: string | null) =>
    answerOf(api.PUT('/api/bookings/{id}/gstin', { params: id(bookingId), body: { gstin } })),
  /** The cab's empty return of a one-way trip, as a ready offer (admin). */
  returnOffer: (bookingId: Id, signal?: AbortSignal) =>
    answerOf(api.GET('/api/bookings/{id}/return-offer', { params: id(bookingId), signal })),
  publishReturnOffer: (bookingId: Id, discountPercent?: number) =>
    answerOf(
      api.POST('/api/bookings/{id}/return-offer', {
        params: id(bookingId),
        body: discountPercent === undefined ? {} : { discountPercent },
      }),
    ),
  /** A receipt photo for the trip sheet, multipart, by the office or the driver's link token. */
  uploadReceipt: (bookingId: Id, kind: ReceiptKind, photo: File, tripToken?: string) => {
    const form = new FormData();
    form.append('photo', photo);
    return answerOf(
      api.PUT('/api/bookings/{id}/trip/receipts/{kind}', {
        params: { path: { id: bookingId as number, kind }, header: tripToken ? { 'x-trip-token': tripToken } : {} },
        body: form as never,
        bodySerializer: () => form,
      }),
    );
  },
  /** A receipt photo as an image (an <img> cannot send the bearer or link header). */
  receipt: (bookingId: Id, kind: ReceiptKind, tripToken?: string, signal?: AbortSignal) =>
    answerOf<Blob>(
      api.GET('/api/bookings/{id}/trip/receipts/{kind}', {
        params: { path: { id: bookingId as number, kind }, header: tripToken ? { 'x-trip-token': tripToken } : {} },
        parseAs: 'blob',
        signal,
      }),
    ),
  /** An admin books on a customer's behalf (`customerId`, or `customer` found by mobile or created). */
  createForCustomer: (body: AdminBookingCreate, idempotencyKey: string) =>
    answerOf(api.POST('/api/admin/bookings', { body, params: { header: { 'idempotency-key': idempotencyKey } } })),
};
