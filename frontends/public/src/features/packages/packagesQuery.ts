import { queryKeys, tripsApi, type PackageTripType } from '@jbp/shared';

/** GET /api/packages (optionally of one trip type): the packages admins made. */
export const packagesQuery = (tripType?: PackageTripType) => ({
  queryKey: queryKeys.packagesOfType(tripType),
  queryFn: ({ signal }: { signal: AbortSignal }) => tripsApi.packages(tripType, signal).then((answer) => answer.data),
});
