import type {
  AdminBookingCreate,
  AdvanceSubmit,
  Agent,
  Booking,
  BookingChargesUpdate,
  BookingCreate,
  BookingPage,
  Customer,
  DataResponse,
  DistanceResponse,
  FaresResponse,
  HealthResponse,
  Id,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  Offer,
  OfferCreate,
  OffersResponse,
  PasswordLink,
  Place,
  Profile,
  ProfileUpdate,
  RegisterResponse,
  ResetPasswordRequest,
  UpiAdvance,
  UserRecord,
} from './types';
import { apiRequest } from './client';

// Typed wrappers around apiRequest, one per endpoint of api.md. Components call these, never fetch.

export const authApi = {
  login: (body: LoginRequest) => apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body }),
  /** Multipart so agents can attach the ID proof image. */
  register: (form: FormData) => apiRequest<RegisterResponse>('/api/auth/register', { method: 'POST', body: form }),
  profile: (signal?: AbortSignal) => apiRequest<Profile>('/api/auth/profile', { signal }),
  updateProfile: (body: ProfileUpdate) => apiRequest<Profile>('/api/auth/profile', { method: 'PUT', body }),
  /** Sets a password with the token of a link the office sent; no session needed. */
  resetPassword: (body: ResetPasswordRequest) =>
    apiRequest<MessageResponse>('/api/auth/reset-password', { method: 'POST', body }),
};

export const offersApi = {
  list: (signal?: AbortSignal) => apiRequest<OffersResponse>('/api/offers', { signal }),
  create: (body: OfferCreate) => apiRequest<{ success: boolean; data: Offer }>('/api/offers', { method: 'POST', body }),
  mine: (signal?: AbortSignal) => apiRequest<DataResponse<Offer[]>>('/api/offers/mine', { signal }),
  all: (signal?: AbortSignal) => apiRequest<DataResponse<Offer[]>>('/api/offers/all', { signal }),
};

export const tripApi = {
  fares: (distance: number, vehicle?: string, signal?: AbortSignal) =>
    apiRequest<FaresResponse>('/api/fares', { query: { distance, vehicle }, signal }),
  places: (text: string, limit = 5, signal?: AbortSignal) =>
    apiRequest<Place[]>('/api/places', { query: { text, limit }, signal }),
  distance: (from: string, to: string, signal?: AbortSignal) =>
    apiRequest<DistanceResponse>('/api/distance', { method: 'POST', body: { from, to }, signal }),
};

export interface BookingListQuery {
  status?: string;
  /** The trip's IST date, YYYY-MM-DD. */
  date?: string;
  q?: string;
  page?: number;
  limit?: number;
}

export const bookingsApi = {
  create: (body: BookingCreate, idempotencyKey: string) =>
    apiRequest<DataResponse<Booking>>('/api/bookings', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** The signed-in user's bookings, raw: see `listMyBookings` for the tolerant reader. */
  mine: (signal?: AbortSignal) => apiRequest<unknown>('/api/bookings', { signal }),
  mineFallback: (signal?: AbortSignal) => apiRequest<unknown>('/api/bookings/my', { signal }),
  all: (query: BookingListQuery = {}, signal?: AbortSignal) =>
    apiRequest<BookingPage>('/api/bookings/all', { query: { ...query }, signal }),
  get: (id: Id, signal?: AbortSignal) =>
    apiRequest<DataResponse<Booking>>(`/api/bookings/${encodeURIComponent(id)}`, { signal }),
  cancel: (id: Id) =>
    apiRequest<DataResponse<Booking>>(`/api/bookings/${encodeURIComponent(id)}/status`, {
      method: 'PUT',
      body: { status: 'cancelled by the customer' },
    }),
  setStatus: (id: Id, status: 'confirmed' | 'cancelled') =>
    apiRequest<DataResponse<Booking>>(`/api/bookings/${encodeURIComponent(id)}/status`, {
      method: 'PATCH',
      body: { status },
    }),
  setCharges: (id: Id, body: BookingChargesUpdate) =>
    apiRequest<DataResponse<Booking>>(`/api/bookings/${encodeURIComponent(id)}/charges`, { method: 'PATCH', body }),
  upi: (id: Id, signal?: AbortSignal) =>
    apiRequest<UpiAdvance>(`/api/bookings/${encodeURIComponent(id)}/upi`, { signal }),
  submitAdvance: (id: Id, body: AdvanceSubmit) =>
    apiRequest<DataResponse<Booking>>(`/api/bookings/${encodeURIComponent(id)}/advance`, { method: 'POST', body }),
  verifyAdvance: (id: Id, advanceAmount: number) =>
    apiRequest<DataResponse<Booking>>(`/api/bookings/${encodeURIComponent(id)}/advance`, {
      method: 'PATCH',
      body: { advanceAmount },
    }),
  dutySlipPdf: (id: Id) =>
    apiRequest<Blob>(`/api/bookings/${encodeURIComponent(id)}/duty-slip.pdf`, {
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
    }),
  /** An admin books on a customer's behalf (`customerId`, or `customer` found by mobile or created). */
  createForCustomer: (body: AdminBookingCreate, idempotencyKey: string) =>
    apiRequest<DataResponse<Booking>>('/api/admin/bookings', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};

export const usersApi = {
  customers: (signal?: AbortSignal) => apiRequest<Customer[]>('/api/users/customers', { signal }),
  customer: (id: Id, signal?: AbortSignal) =>
    apiRequest<Customer>(`/api/users/customers/${encodeURIComponent(id)}`, { signal }),
  setCustomerActive: (id: Id, active: boolean) =>
    apiRequest<Customer>(`/api/users/customers/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { active } }),
  /** A one-time link, valid 24 hours, for the customer to set a password. */
  customerPasswordLink: (id: Id) =>
    apiRequest<PasswordLink>(`/api/users/customers/${encodeURIComponent(id)}/password-link`, { method: 'POST', body: {} }),
  agents: (signal?: AbortSignal) => apiRequest<Agent[]>('/api/users/agents', { signal }),
  agent: (id: Id, signal?: AbortSignal) => apiRequest<Agent>(`/api/users/agents/${encodeURIComponent(id)}`, { signal }),
  setAgentActive: (id: Id, active: boolean) =>
    apiRequest<Agent>(`/api/users/agents/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { active } }),
  /** The same for an agent. */
  agentPasswordLink: (id: Id) =>
    apiRequest<PasswordLink>(`/api/users/agents/${encodeURIComponent(id)}/password-link`, { method: 'POST', body: {} }),
  admins: (signal?: AbortSignal) => apiRequest<UserRecord[]>('/api/users/admins', { signal }),
  setAdminActive: (id: Id, active: boolean) =>
    apiRequest<UserRecord>(`/api/users/admins/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { active } }),
};

export const healthApi = {
  get: () => apiRequest<HealthResponse>('/api/health'),
};
