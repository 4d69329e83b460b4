import { Alert, SkeletonList, errorMessage, isApiError } from '@jbp/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminLayout } from '@/components/AdminLayout';

const LOAD_FAILED = 'We could not load this booking. Please try again.';

/** A one-booking page until its booking is ready: a skeleton, `missing` (404), or the error. */
export function BookingPending({ query, missing }: { query: UseQueryResult; missing: ReactNode }) {
  const { error } = query;
  return (
    <AdminLayout>
      {query.isPending && <SkeletonList count={1} label="Loading booking" />}
      {query.isError &&
        (isApiError(error) && error.status === 404 ? missing : <Alert tone="error">{errorMessage(error, LOAD_FAILED)}</Alert>)}
    </AdminLayout>
  );
}
