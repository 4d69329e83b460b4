import { offersApi, type Offer } from '@jbp/shared';
import { useEffect, useState } from 'react';

/** GET /api/offers; a failure is logged and shows as an empty list (spec section 8). */
export function useOffers(): { offers: Offer[]; loading: boolean } {
  const [offers, setOffers] = useState<Offer[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    offersApi
      .list(controller.signal)
      .then((answer) => setOffers(Array.isArray(answer?.data) ? answer.data : []))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to fetch offers', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);
  return { offers, loading };
}
