import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type DistanceResponse } from '@jbp/shared';
import { tripApi } from '@jbp/widgets/api/trip';

export interface RouteDistance {
  distance: DistanceResponse | null;
  calculating: boolean;
  /** Asks the server for the route; resolves to null (and clears) on failure or when a newer ask replaced it. */
  calculate: (from: string, to: string) => Promise<DistanceResponse | null>;
  clear: () => void;
}

/** POST /api/distance with 'Calculating route...' state; a failure clears distance and duration. */
export function useRouteDistance(): RouteDistance {
  const { mutateAsync, reset, data, isPending } = useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => tripApi.distance(from, to),
  });
  // Only the latest ask counts: an older answer arriving late is ignored.
  const latest = useRef(0);

  const calculate = useCallback(
    async (from: string, to: string) => {
      const ask = ++latest.current;
      try {
        const answer = await mutateAsync({ from, to });
        return ask === latest.current ? answer : null;
      } catch (error) {
        if (ask === latest.current) console.error('Distance lookup failed', error);
        return null;
      }
    },
    [mutateAsync],
  );

  const clear = useCallback(() => {
    latest.current++;
    reset();
  }, [reset]);

  return { distance: data ?? null, calculating: isPending, calculate, clear };
}
