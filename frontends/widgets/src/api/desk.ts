// The office's (admin) calls: accounts, offers, packages, enquiries, fleet, fares, invoices, the
// dashboard (see auth.ts for what these modules are).
import {
  answerOf,
  api,
  type AdminBookingCreate,
  type AgentListQuery,
  type CabCreate,
  type CustomerListQuery,
  type DriverCreate,
  type EnquiryAnswer,
  type EnquiryQuery,
  type FareTable,
  type HistoryQuery,
  type Id,
  type OfferListQuery,
  type operations,
  type PackageInput,
  type PackageUpdate,
} from '@jbp/shared';
import { CSV, fileOf, id, pageOf, withoutBlank } from './calls';

type EnquiryListQuery = NonNullable<operations['EnquiriesController_list']['parameters']['query']>;

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

/** Every offer with its agent, filtered on the server. */
export const allOffersApi = {
  all: (signal?: AbortSignal) => answerOf(api.GET('/api/offers/all', { signal })),
  /** One page of every offer with its agent, filtered on the server. */
  page: (query: OfferListQuery, signal?: AbortSignal) =>
    pageOf(api.GET('/api/offers/all', { params: { query: withoutBlank(query) }, signal })),
  csv: (query: OfferListQuery) => fileOf(api.GET('/api/offers/all.csv', { params: { query: withoutBlank(query) }, ...CSV }), 'offers.csv'),
};

/** Packages as the office manages them, also those taken off sale. */
export const packagesApi = {
  /** Admin: every package, also those taken off sale. */
  allPackages: (signal?: AbortSignal) => answerOf(api.GET('/api/packages/all', { signal })),
  createPackage: (body: PackageInput) => answerOf(api.POST('/api/packages', { body })),
  updatePackage: (id: number, body: PackageUpdate) => answerOf(api.PUT('/api/packages/{id}', { params: { path: { id } }, body })),
  /** A package's photo, sent as a multipart file (never inside JSON); answers the package. */
  uploadPackagePhoto: (id: number, photo: File) => {
    const form = new FormData();
    form.append('photo', photo);
    return answerOf(api.PUT('/api/packages/{id}/photo', { params: { path: { id } }, body: form as never, bodySerializer: () => form }));
  },
};

export const enquiriesApi = {
  list: ({ status, tripType, ...rest }: EnquiryQuery, signal?: AbortSignal) => {
    const query: EnquiryListQuery = { ...rest, sort: '-createdAt', ...(status ? { status } : {}), ...(tripType ? { tripType } : {}) };
    return answerOf(api.GET('/api/enquiries', { params: { query }, signal }));
  },
  answer: (id: number, body: EnquiryAnswer) => answerOf(api.PUT('/api/enquiries/{id}', { params: { path: { id } }, body })),
  /** Books the enquiry's trip for its customer (as POST /api/admin/bookings). */
  convert: (id: number, body: AdminBookingCreate, idempotencyKey: string) =>
    answerOf(api.POST('/api/enquiries/{id}/booking', { params: { path: { id }, header: { 'idempotency-key': idempotencyKey } }, body })),
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
