// The open offers, as the home page lists them (see auth.ts for what these modules are).
import { api } from '@jbp/shared';
import { pageOf } from './calls';

export const offersApi = {
  /** One page of the open offers, soonest first, and how many there are (the home page's list). */
  openPage: (page: number, limit: number, signal?: AbortSignal) =>
    pageOf(api.GET('/api/offers', { params: { query: { page, limit } }, signal })),
};
