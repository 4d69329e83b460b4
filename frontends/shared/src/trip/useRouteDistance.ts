import { useCallback, useRef, useState } from 'react';
import { tripApi } from '../api/endpoints';
import type { DistanceResponse } from '../api/types';

export interface RouteDistance {
  distance: DistanceResponse | null;
  calculating: boolean;
  /** Asks the server for the route; resolves to null (and clears) on failure. */
  calculate: (from: string, to: string) => Promise<DistanceResponse | null>;
  clear: () => void;
}

/** POST /api/distance with 'Calculating route...' state; a failure clears distance and duration. */
export function useRouteDistance(): RouteDistance {
  const [distance, setDistance] = useState<DistanceResponse | null>(null);
  const [calculating, setCalculating] = useState(false);
  const latest = useRef(0);

  const calculate = useCallback(async (from: string, to: string) => {
    const request = ++latest.current;
    setCalculating(true);
    setDistance(null);
    try {
      const answer = await tripApi.distance(from, to);
      if (request !== latest.current) return null;
      setDistance(answer);
      return answer;
    } catch (error) {
      if (request === latest.current) console.error('Distance lookup failed', error);
      return null;
    } finally {
      if (request === latest.current) setCalculating(false);
    }
  }, []);

  const clear = useCallback(() => {
    latest.current++;
    setDistance(null);
    setCalculating(false);
  }, []);

  return { distance, calculating, calculate, clear };
}
