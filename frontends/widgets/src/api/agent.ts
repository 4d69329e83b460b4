// The agent portal's calls (see auth.ts for what these modules are).
import { answerOf, api, type AgentAssignmentUpdate, type Id, type OfferCreate } from '@jbp/shared';
import { id, pageOf } from './calls';

/** The agent's own offers: publish, change, withdraw, list. */
export const agentOffersApi = {
  create: (body: OfferCreate) => answerOf(api.POST('/api/offers', { body })),
  /** The agent changes an open offer of their own (the same fields as creating it). */
  update: (offerId: Id, body: OfferCreate) => answerOf(api.PUT('/api/offers/{id}', { params: id(offerId), body })),
  /** The agent withdraws an open offer of their own: it leaves the public list at once. */
  withdraw: (offerId: Id) => answerOf(api.DELETE('/api/offers/{id}', { params: id(offerId), body: {} })),
  mine: (signal?: AbortSignal) => answerOf(api.GET('/api/offers/mine', { signal })),
};

/** The agent portal: bookings of the agent's own offers, and the driver and cab they send. */
export const agentBookingsApi = {
  page: (query: { page?: number; limit?: number } = {}, signal?: AbortSignal) =>
    pageOf(api.GET('/api/agent/bookings', { params: { query }, signal })),
  assign: (bookingId: Id, body: AgentAssignmentUpdate) =>
    answerOf(api.PUT('/api/agent/bookings/{id}/assignment', { params: id(bookingId), body })),
};
