import { LimitParam, PageParam } from '../../common/listing/list-query.js';

/** Open offers a page at a time on the home page. */
export const OPEN_OFFERS_DEFAULT_LIMIT = 20;
export const OPEN_OFFERS_MAX_LIMIT = 100;

/**
 * GET /api/offers: without `page` and `limit`, every open offer (the spec's list); with either, one
 * page of the same order, and the X-Total-Count and Link headers of every list.
 */
export class OpenOffersQuery {
  @PageParam()
  page?: number;

  @LimitParam(OPEN_OFFERS_DEFAULT_LIMIT, OPEN_OFFERS_MAX_LIMIT)
  limit?: number;
}
