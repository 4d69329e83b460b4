import { queryKeys, type Offer } from '@jbp/shared';
import { offersApi } from '@jbp/widgets/api/offers';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** Offers a page; the route preloads the first page's exact URL (routes.tsx). */
export const OFFERS_PAGE = 20;
export const FIRST_OFFERS_PAGE_URL = `/api/offers?page=1&limit=${OFFERS_PAGE}`;

const NO_OFFERS: Offer[] = [];

export interface OpenOffers {
  offers: Offer[];
  /** How many open offers there are in all (the server's count). */
  total: number;
  loading: boolean;
  /** Pages read so far. */
  pagesRead: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * GET /api/offers a page at a time, soonest first, "Show more offers" reading the next. A failure
 * is only logged and the pages show an empty list (spec section 8).
 */
export function useOpenOffers(): OpenOffers {
  const answer = useInfiniteQuery({
    queryKey: queryKeys.offers,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      offersApi.openPage(pageParam, OFFERS_PAGE, signal).catch((error: unknown) => {
        console.error('Failed to fetch offers', error);
        throw error;
      }),
    getNextPageParam: (last, pages) => (pages.length * OFFERS_PAGE < last.total ? pages.length + 1 : undefined),
  });
  const pages = answer.data?.pages;
  const offers = useMemo(() => (pages ? uniqueOffers(pages.flatMap((p) => p.rows)) : NO_OFFERS), [pages]);
  return {
    offers,
    total: pages?.[pages.length - 1]?.total ?? 0,
    loading: answer.isPending,
    pagesRead: pages?.length ?? 0,
    hasMore: answer.hasNextPage,
    loadingMore: answer.isFetchingNextPage,
    loadMore: () => void answer.fetchNextPage(),
  };
}

/** An offer added while the visitor reads moves the later ones down a page: each is shown once. */
function uniqueOffers(offers: Offer[]): Offer[] {
  const seen = new Set<number>();
  return offers.filter((offer) => !seen.has(offer._id) && Boolean(seen.add(offer._id)));
}
