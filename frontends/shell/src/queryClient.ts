import { isApiError } from '@jbp/shared';
import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one cache of server state. A failed read is tried once more, except when the server
 * answered 4xx (asking again would get the same answer); switching tabs does not refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
