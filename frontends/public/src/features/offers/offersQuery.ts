import { offersApi, queryKeys } from '@jbp/shared';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/offers, the open offers. A failure is only logged and the pages show an empty list
 * (spec section 8).
 */
export const offersQuery = queryOptions({
  queryKey: queryKeys.offers,
  queryFn: ({ signal }) =>
    offersApi.list(signal).then(
      (answer) => answer.data,
      (error: unknown) => {
        console.error('Failed to fetch offers', error);
        throw error;
      },
    ),
});
