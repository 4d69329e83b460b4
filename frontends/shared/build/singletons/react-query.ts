// What the apps use of TanStack Query, provided to the page as the `@tanstack/react-query`
// singleton (about half the size of the whole package; see react-router-dom.ts beside this file).
// The import below is resolved to the package's own file by `singletonFacades()` in federation.ts,
// not to the shared module this file stands for.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
