import { answerOf, api } from './client';
import type {
  AdminBookingCreate,
  AdvanceSubmit,
  BookingChargesUpdate,
  BookingCreate,
  FareTable,
  Id,
  LoginRequest,
  OfferCreate,
  operations,
  ProfileUpdate,
  ResetPasswordRequest,
} from './types';

// One function per operation of the OpenAPI document, over the generated client. Components call
// these (through TanStack Query), never fetch. Each resolves with the documented answer or throws
// an ApiError / NetworkError (client.ts).

// Ids from the URL are strings; the server parses them (and answers 400 for one that is not a number).
const id = (value: Id) => ({ path: { id: value as number } });

export const authApi = {
  login: (body: LoginRequest) => answerOf(api.POST('/api/auth/login', { body })),
  /** Multipart so agents can attach the ID proof image. */
  register: (form: FormData) =>
    // The document lists the multipart fields; the form is sent as it is.
    answerOf(api.POST('/api/auth/register', { body: form as never, bodySerializer: () => form })),
  profile: (signal?: AbortSignal) => answerOf(api.GET('/api/auth/profile', { signal })),
  updateProfile: (body: ProfileUpdate) => answerOf(api.PUT('/api/auth/profile', { body })),
  /** Sets a password with the token of a link the office sent; no session needed. */
  resetPassword: (body: ResetPasswordRequest) => answerOf(api.POST('/api/auth/reset-password', { body })),
};

export const offersApi = {
  list: (signal?: AbortSignal) => answerOf(api.GET('/api/offers', { signal })),
  create: (body: OfferCreate) => answerOf(api.POST('/api/offers', { body })),
  mine: (signal?: AbortSignal) => answerOf(api.GET('/api/offers/mine', { signal })),
  all: (signal?: AbortSignal) => answerOf(api.GET('/api/offers/all', { signal })),
};

export const tripApi = {
  fares: (distance: number, vehicle?: string, signal?: AbortSignal) =>
    answerOf(api.GET('/api/fares', { params: { query: vehicle ? { distance, vehicle } : { distance } }, signal })),
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
  get: (bookingId: Id, signal?: AbortSignal) => answerOf(api.GET('/api/bookings/{id}', { params: id(bookingId), signal })),
  cancel: (bookingId: Id) =>
    answerOf(api.PUT('/api/bookings/{id}/status', { params: id(bookingId), body: { status: 'cancelled by the customer' } })),
  setStatus: (bookingId: Id, status: 'confirmed' | 'cancelled') =>
    answerOf(api.PATCH('/api/bookings/{id}/status', { params: id(bookingId), body: { status } })),
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
  /** An admin books on a customer's behalf (`customerId`, or `customer` found by mobile or created). */
  createForCustomer: (body: AdminBookingCreate, idempotencyKey: string) =>
    answerOf(api.POST('/api/admin/bookings', { body, params: { header: { 'idempotency-key': idempotencyKey } } })),
};

export const usersApi = {
  customers: (signal?: AbortSignal) => answerOf(api.GET('/api/users/customers', { signal })),
  customer: (customerId: Id, signal?: AbortSignal) => answerOf(api.GET('/api/users/customers/{id}', { params: id(customerId), signal })),
  setCustomerActive: (customerId: Id, active: boolean) =>
    answerOf(api.PUT('/api/users/customers/{id}/status', { params: id(customerId), body: { active } })),
  /** A one-time link, valid 24 hours, for the customer to set a password. */
  customerPasswordLink: (customerId: Id) =>
    answerOf(api.POST('/api/users/customers/{id}/password-link', { params: id(customerId), body: {} })),
  agents: (signal?: AbortSignal) => answerOf(api.GET('/api/users/agents', { signal })),
  agent: (agentId: Id, signal?: AbortSignal) => answerOf(api.GET('/api/users/agents/{id}', { params: id(agentId), signal })),
  setAgentActive: (agentId: Id, active: boolean) =>
    answerOf(api.PUT('/api/users/agents/{id}/status', { params: id(agentId), body: { active } })),
  /** The same for an agent. */
  agentPasswordLink: (agentId: Id) => answerOf(api.POST('/api/users/agents/{id}/password-link', { params: id(agentId), body: {} })),
  admins: (signal?: AbortSignal) => answerOf(api.GET('/api/users/admins', { signal })),
  setAdminActive: (adminId: Id, active: boolean) =>
    answerOf(api.PUT('/api/users/admins/{id}/status', { params: id(adminId), body: { active } })),
};

/** The fare table admins edit: each save is a new version, and bookings keep the one they were priced with. */
export const faresTableApi = {
  current: (signal?: AbortSignal) => answerOf(api.GET('/api/fares/table', { signal })),
  save: (table: FareTable) => answerOf(api.PUT('/api/fares/table', { body: table })),
};

export const healthApi = {
  get: () => answerOf(api.GET('/api/health', {})),
};
