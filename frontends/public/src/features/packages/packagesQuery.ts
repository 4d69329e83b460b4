import { queryKeys, type PackageTripType } from '@jbp/shared';
import { tripsApi } from '@jbp/widgets/api/trip';
import { useQuery } from '@tanstack/react-query';

/** GET /api/packages (optionally of one trip type): the packages on sale. */
export const packagesQuery = (tripType?: PackageTripType) => ({
  queryKey: queryKeys.packagesOfType(tripType),
  queryFn: ({ signal }: { signal: AbortSignal }) => tripsApi.packages(tripType, signal).then((answer) => answer.data),
});

/** GET /api/packages/:id for an id from the URL; nothing is asked for an id that is not a number. */
export function usePackage(id: string | null | undefined) {
  const packageId = Number(id);
  return useQuery({
    queryKey: queryKeys.package(packageId),
    queryFn: ({ signal }) => tripsApi.package(packageId, signal).then((answer) => answer.data),
    enabled: Number.isInteger(packageId) && packageId > 0,
  });
}
