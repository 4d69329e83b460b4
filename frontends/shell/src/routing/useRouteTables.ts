import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetRemotes, loadRouteTables, type RouteTables } from '@/remotes/loadRemoteRoutes';
import { whenIdle } from '@/whenIdle';

const ROUTE_TABLES = ['shell', 'route-tables'] as const;
const FIRST_TABLES = ['shell', 'route-tables', 'first'] as const;

export interface RouteTablesState {
  /** Undefined while the first tables load. */
  tables: RouteTables | undefined;
  /** Loads the remotes that failed again. */
  retry: () => void;
  /** Asks for every remote's table now (a path the loaded tables do not list). */
  loadAll: () => void;
}

/**
 * The route tables of the remotes that may own `pathname`, with the code of the page it opens (see
 * `loadRouteTables`): what the app needs before it can draw the page the visitor opened.
 */
export function firstRouteTables(pathname: string) {
  return queryOptions({ queryKey: FIRST_TABLES, queryFn: () => loadRouteTables(pathname), staleTime: Infinity, gcTime: Infinity });
}

/**
 * The remotes' route tables, read once per page load. First only the tables of the remotes that may
 * own the URL the visitor opened (so that page shows without waiting for the others), then, once the
 * browser is idle or a path needs them, every remote's.
 */
export function useRouteTables(): RouteTablesState {
  const queryClient = useQueryClient();
  const [firstPath] = useState(useLocation().pathname);
  const [wantAll, setWantAll] = useState(false);
  const first = useQuery(firstRouteTables(firstPath));
  const needAll = wantAll && first.data?.complete === false;
  const all = useQuery({
    queryKey: ROUTE_TABLES,
    queryFn: () => loadRouteTables(),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: needAll,
  });

  const firstLoaded = first.data !== undefined;
  useEffect(() => (firstLoaded ? whenIdle(() => setWantAll(true)) : undefined), [firstLoaded]);

  const tables = all.data ?? first.data;
  const retry = useCallback(() => {
    void forgetRemotes(tables?.failed ?? []).then(() => queryClient.invalidateQueries({ queryKey: ROUTE_TABLES }));
  }, [tables, queryClient]);
  const loadAll = useCallback(() => setWantAll(true), []);
  return { tables, retry, loadAll };
}
