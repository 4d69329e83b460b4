import { Alert, SkeletonList, errorMessage, isApiError, useTexts } from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminLayout } from '@/components/AdminLayout';

/** A one-booking page until its booking is ready: a skeleton, `missing` (404), or the error. */
export function BookingPending({ query, missing }: { query: UseQueryResult; missing: ReactNode }) {
  const { error } = query;
  const t = useTexts(adminTexts);
  return (
    <AdminLayout>
      {query.isPending && <SkeletonList count={1} label={t('loadingBooking')} />}
      {query.isError &&
        (isApiError(error) && error.status === 404 ? missing : <Alert tone="error">{errorMessage(error, t('bookingLoadFailed'))}</Alert>)}
    </AdminLayout>
  );
}
