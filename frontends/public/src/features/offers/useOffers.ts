import { offersApi, useApiLoad, type Offer } from '@jbp/shared';

const NO_OFFERS: Offer[] = [];

/** GET /api/offers; a failure is logged and shows as an empty list (spec section 8). */
export function useOffers(): { offers: Offer[]; loading: boolean } {
  const load = useApiLoad((signal) => offersApi.list(signal).then((answer) => (Array.isArray(answer?.data) ? answer.data : [])), [], 'offers');
  return { offers: load.state === 'ready' ? load.data : NO_OFFERS, loading: load.state === 'loading' };
}
