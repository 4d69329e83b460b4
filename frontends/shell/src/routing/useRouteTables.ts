import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetRemotes, loadRouteTables, type RouteTables } from '@/remotes/loadRemoteRoutes';

const ROUTE_TABLES = ['shell', 'route-tables'] as const;

export interface RouteTablesState {
  /** Undefined while the tables load. */
  tables: RouteTables | undefined;
  /** Loads the remotes that failed again. */
  retry: () => void;
}

/** Every remote's route table, read once per page load (remotes.json names the remotes). */
export function useRouteTables(): RouteTablesState {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ROUTE_TABLES, queryFn: loadRouteTables, staleTime: Infinity, gcTime: Infinity });
  const retry = useCallback(() => {
    void forgetRemotes(data?.failed ?? []).then(() => queryClient.invalidateQueries({ queryKey: ROUTE_TABLES }));
  }, [data, queryClient]);
  return { tables: data, retry };
}
