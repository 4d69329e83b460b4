import { answerOf, api } from './client';
import type {
  AdminBookingCreate,
  AgentAssignmentUpdate,
  AdvanceSubmit,
  AssignmentUpdate,
  CabCreate,
  DriverCreate,
  TripUpdate,
  BookingChargesUpdate,
  BookingCreate,
  FareTable,
  Id,
  LoginRequest,
  OfferCreate,
  operations,
  PasswordResetConfirm,
  ProfileUpdate,
  ResetPasswordRequest,
} from './types';

// One function per operation of the OpenAPI document, over the generated client. Components call
// these (through TanStack Query), never fetch. Each resolves with the documented answer or throws
// an ApiError / NetworkError (client.ts).

// Ids from the URL are strings; the server parses them (and answers 400 for one that is not a number).
const id = (value: Id) => ({ path: { id: value as number } });

/** One page of a list and the total the server counted (X-Total-Count). */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** A list answer with its X-Total-Count header: arrays stay arrays, `{data}` answers are unwrapped. */
async function pageOf<T>(call: Promise<{ data?: T[] | { data: T[] }; response: Response }>): Promise<ListPage<T>> {
  const { data, response } = await call;
  const rows = Array.isArray(data) ? data : (data?.data ?? []);
  const total = Number(response.headers.get('X-Total-Count'));
  return { rows, total: Number.isFinite(total) && response.headers.has('X-Total-Count') ? total : rows.length };
}

/** A query without its empty filters ('' or undefined), as the lists' URLs carry them. */
function withoutBlank<Q extends object>(query: Q): Q {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Q;
}

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

async function fileOf(call: Promise<{ data?: unknown; response: Response }>, fallbackName: string): Promise<DownloadedFile> {
  const { data, response } = await call;
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: data as Blob, fileName };
}

const CSV = { parseAs: 'blob', headers: { Accept: 'text/csv' } } as const;

export type CustomerListQuery = NonNullable<operations['UsersController_listCustomers']['parameters']['query']>;
export type AgentListQuery = NonNullable<operations['UsersController_listAgents']['parameters']['query']>;
export type OfferListQuery = NonNullable<operations['OffersController_listAll']['parameters']['query']>;
export type HistoryQuery = NonNullable<operations['BookingsController_history']['parameters']['query']>;

export const authApi = {
  login: (body: LoginRequest) => answerOf(api.POST('/api/auth/login', { body })),
  /** Multipart so agents can attach the ID proof image. */
  register: (form: FormData) =>
    // The document lists the multipart fields; the form is sent as it is.
    answerOf(api.POST('/api/auth/register', { body: form as never, bodySerializer: () => form })),
  profile: (signal?: AbortSignal) => answerOf(api.GET('/api/auth/profile', { signal })),
  updateProfile: (body: ProfileUpdate) => answerOf(api.PUT('/api/auth/profile', { body })),
  /** A new profile photo, sent as a multipart file (never inside JSON); answers the profile. */
  uploadPhoto: (photo: File) => {
    const form = new FormData();
    form.append('photo', photo);
    return answerOf(api.PUT('/api/auth/profile/photo', { body: form as never, bodySerializer: () => form }));
  },
  removePhoto: () => answerOf(api.DELETE('/api/auth/profile/photo')),
  /** Sets a password with the token of a link the office sent; no session needed. */
  resetPassword: (body: ResetPasswordRequest) => answerOf(api.POST('/api/auth/reset-password', { body })),
  /** "Forgot password?": the same answer whether or not the account exists. */
  requestPasswordReset: (emailOrMobile: string) => answerOf(api.POST('/api/auth/password-reset', { body: { emailOrMobile } })),
  /** Sets a new password with the token of the e-mailed link (30 minutes, once). */
  confirmPasswordReset: (body: PasswordResetConfirm) => answerOf(api.POST('/api/auth/password-reset/confirm', { body })),
  confirmEmailChange: (token: string) => answerOf(api.POST('/api/auth/email-change/confirm', { body: { token } })),
  /** The signed-in person's own data, as JSON. */
  exportProfile: (signal?: AbortSignal) => answerOf(api.GET('/api/auth/profile/export', { signal })),
  /** Erases the signed-in customer's personal data; bookings stay for the accounts, anonymised. */
  deleteProfile: (password: string) => answerOf(api.DELETE('/api/auth/profile', { body: { password } })),
};

export const offersApi = {
  list: (signal?: AbortSignal) => answerOf(api.GET('/api/offers', { signal })),
  /** One page of the open offers, soonest first, and how many there are (the home page's list). */
  openPage: (page: number, limit: number, signal?: AbortSignal) =>
    pageOf(api.GET('/api/offers', { params: { query: { page, limit } }, signal })),
  create: (body: OfferCreate) => answerOf(api.POST('/api/offers', { body })),
  /** The agent changes an open offer of their own (the same fields as creating it). */
  update: (offerId: Id, body: OfferCreate) => answerOf(api.PUT('/api/offers/{id}', { params: id(offerId), body })),
  /** The agent withdraws an open offer of their own: it leaves the public list at once. */
  withdraw: (offerId: Id) => answerOf(api.DELETE('/api/offers/{id}', { params: id(offerId), body: {} })),
  mine: (signal?: AbortSignal) => answerOf(api.GET('/api/offers/mine', { signal })),
  all: (signal?: AbortSignal) => answerOf(api.GET('/api/offers/all', { signal })),
  /** One page of every offer with its agent, filtered on the server. */
  page: (query: OfferListQuery, signal?: AbortSignal) =>
    pageOf(api.GET('/api/offers/all', { params: { query: withoutBlank(query) }, signal })),
  csv: (query: OfferListQuery) => fileOf(api.GET('/api/offers/all.csv', { params: { query: withoutBlank(query) }, ...CSV }), 'offers.csv'),
};

export const tripApi = {
  fares: (distance: number, vehicle?: string, signal?: AbortSignal) =>
    answerOf(api.GET('/api/fares', { params: { query: vehicle ? { distance, vehicle } : { distance } }, signal })),
  cancellationTerms: (signal?: AbortSignal) => answerOf(api.GET('/api/fares/cancellation', { signal })).then((r) => r.data),
  places: (text: string, limit = 5, signal?: AbortSignal) =>
    answerOf(api.GET('/api/places', { params: { query: { text, limit } }, signal })),
  distance: (from: string, to: string, signal?: AbortSignal) => answerOf(api.POST('/api/distance', { body: { from, to }, signal })),
};

type ListAllQuery = NonNullable<operations['BookingsController_listAll']['parameters']['query']>;

/** Filters of GET /api/bookings/all (`date` is the trip's IST date, YYYY-MM-DD); '' means no filter. */
export type BookingListQuery = Omit<ListAllQuery, 'status'> & { status?: ListAllQuery['status'] | '' };

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

export type ReceiptKind = 'tolls' | 'parking' | 'stateTax';

/** The agent portal: bookings of the agent's own offers, and the driver and cab they send. */
export const agentBookingsApi = {
  page: (query: { page?: number; limit?: number } = {}, signal?: AbortSignal) =>
    pageOf(api.GET('/api/agent/bookings', { params: { query }, signal })),
  assign: (bookingId: Id, body: AgentAssignmentUpdate) =>
    answerOf(api.PUT('/api/agent/bookings/{id}/assignment', { params: id(bookingId), body })),
};

export const usersApi = {
  customers: (signal?: AbortSignal) => answerOf(api.GET('/api/users/customers', { signal })),
  customersPage: (query: CustomerListQuery, signal?: AbortSignal) =>
    pageOf(api.GET('/api/users/customers', { params: { query: withoutBlank(query) }, signal })),
  customersCsv: (query: CustomerListQuery) =>
    fileOf(api.GET('/api/users/customers.csv', { params: { query: withoutBlank(query) }, ...CSV }), 'customers.csv'),
  customerHistory: (customerId: Id, query: HistoryQuery = {}, signal?: AbortSignal) =>
    pageOf(api.GET('/api/users/customers/{id}/history', { params: { ...id(customerId), query }, signal })),
  customer: (customerId: Id, signal?: AbortSignal) => answerOf(api.GET('/api/users/customers/{id}', { params: id(customerId), signal })),
  setCustomerActive: (customerId: Id, active: boolean, reason?: string) =>
    answerOf(
      api.PUT('/api/users/customers/{id}/status', { params: id(customerId), body: reason === undefined ? { active } : { active, reason } }),
    ),
  /** A one-time link, valid 24 hours, for the customer to set a password. */
  customerPasswordLink: (customerId: Id) =>
    answerOf(api.POST('/api/users/customers/{id}/password-link', { params: id(customerId), body: {} })),
  agents: (signal?: AbortSignal) => answerOf(api.GET('/api/users/agents', { signal })),
  agentsPage: (query: AgentListQuery, signal?: AbortSignal) =>
    pageOf(api.GET('/api/users/agents', { params: { query: withoutBlank(query) }, signal })),
  agentsCsv: (query: AgentListQuery) =>
    fileOf(api.GET('/api/users/agents.csv', { params: { query: withoutBlank(query) }, ...CSV }), 'agents.csv'),
  agentHistory: (agentId: Id, query: HistoryQuery = {}, signal?: AbortSignal) =>
    pageOf(api.GET('/api/users/agents/{id}/history', { params: { ...id(agentId), query }, signal })),
  agent: (agentId: Id, signal?: AbortSignal) => answerOf(api.GET('/api/users/agents/{id}', { params: id(agentId), signal })),
  setAgentActive: (agentId: Id, active: boolean, reason?: string) =>
    answerOf(
      api.PUT('/api/users/agents/{id}/status', { params: id(agentId), body: reason === undefined ? { active } : { active, reason } }),
    ),
  /** The same for an agent. */
  agentPasswordLink: (agentId: Id) => answerOf(api.POST('/api/users/agents/{id}/password-link', { params: id(agentId), body: {} })),
  admins: (signal?: AbortSignal) => answerOf(api.GET('/api/users/admins', { signal })),
  setAdminActive: (adminId: Id, active: boolean, reason?: string) =>
    answerOf(
      api.PUT('/api/users/admins/{id}/status', { params: id(adminId), body: reason === undefined ? { active } : { active, reason } }),
    ),
};

/** Invoices as the accountant needs them (admin). */
export const invoicesApi = {
  /** The GST sales register of an IST month ('2026-10') as CSV. */
  gstRegister: (month: string) =>
    fileOf(api.GET('/api/invoices/gst-register.csv', { params: { query: { month } }, ...CSV }), `gst-register-${month}.csv`),
};

export const dashboardApi = {
  /** The admin home: tiles, the 12-month series and trips by type. */
  get: (signal?: AbortSignal) => answerOf(api.GET('/api/admin/dashboard', { signal })).then((answer) => answer.data),
};

/** Drivers and cabs (admin). */
export const fleetApi = {
  drivers: (query: { q?: string; active?: boolean } = {}, signal?: AbortSignal) =>
    answerOf(api.GET('/api/drivers', { params: { query: { ...query, limit: 200 } }, signal })),
  addDriver: (body: DriverCreate) => answerOf(api.POST('/api/drivers', { body })),
  updateDriver: (driverId: Id, body: Partial<DriverCreate>) => answerOf(api.PUT('/api/drivers/{id}', { params: id(driverId), body })),
  cabs: (query: { q?: string; active?: boolean } = {}, signal?: AbortSignal) =>
    answerOf(api.GET('/api/cabs', { params: { query: { ...query, limit: 200 } }, signal })),
  addCab: (body: CabCreate) => answerOf(api.POST('/api/cabs', { body })),
  updateCab: (cabId: Id, body: Partial<CabCreate>) => answerOf(api.PUT('/api/cabs/{id}', { params: id(cabId), body })),
};

/** The fare table admins edit: each save is a new version, and bookings keep the one they were priced with. */
export const faresTableApi = {
  current: (signal?: AbortSignal) => answerOf(api.GET('/api/fares/table', { signal })),
  save: (table: FareTable) => answerOf(api.PUT('/api/fares/table', { body: table })),
  /** The fare history, newest first: each version with what it changed. */
  versions: (page: number, limit: number, signal?: AbortSignal) =>
    pageOf(api.GET('/api/fares/versions', { params: { query: { page, limit } }, signal })),
};

export const healthApi = {
  get: () => answerOf(api.GET('/api/health', {})),
};
