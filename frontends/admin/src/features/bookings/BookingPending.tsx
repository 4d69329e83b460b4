import { Alert, SkeletonList } from '@jbp/shared';
import type { ReactNode } from 'react';
import { AdminLayout } from '@/components/AdminLayout';
import type { BookingLoad } from './useBooking';

/** A one-booking page until its booking is ready: a skeleton, `missing` (404), or the error. */
export function BookingPending({ load, missing }: { load: Exclude<BookingLoad, { state: 'ready' }>; missing: ReactNode }) {
  return (
    <AdminLayout>
      {load.state === 'loading' && <SkeletonList count={1} label="Loading booking" />}
      {load.state === 'missing' && missing}
      {load.state === 'failed' && <Alert tone="error">{load.message}</Alert>}
    </AdminLayout>
  );
}
