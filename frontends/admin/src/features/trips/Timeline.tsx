import { bookingsApi, formatDateTime, tripTexts, useTexts, type Booking, type HistoryEntry } from '@jbp/shared';
import { useQuery } from '@tanstack/react-query';

const ACTION_KEYS: Partial<Record<HistoryEntry['action'], keyof typeof tripTexts.en>> = {
  'booking.created': 'actionCreated',
  'booking.status': 'actionStatus',
  'booking.charges': 'actionCharges',
  'booking.advance-submitted': 'actionAdvanceSubmitted',
  'booking.advance-verified': 'actionAdvanceVerified',
  'booking.passenger-id-viewed': 'actionIdViewed',
  'booking.assignment': 'actionAssignment',
  'booking.trip': 'actionTrip',
  'booking.invoice-issued': 'actionInvoice',
  'booking.trip-link': 'actionTripLink',
};

/** Who changed what on the booking, and when (GET …/history), newest first. */
export function Timeline({ booking }: { booking: Booking }) {
  const t = useTexts(tripTexts);
  const history = useQuery({
    queryKey: ['booking-history', booking._id, booking.status],
    queryFn: ({ signal }) => bookingsApi.history(booking._id, signal),
  });
  const entries = history.data?.data ?? [];
  if (history.isSuccess && entries.length === 0) return <p className="text-sm text-slate-600">{t('noHistory')}</p>;
  return (
    <ol className="grid gap-3 border-l-2 border-slate-200 pl-4 text-sm" data-testid="timeline">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p className="font-semibold text-slate-900">
            {ACTION_KEYS[entry.action] ? t(ACTION_KEYS[entry.action]!) : entry.action}
            {entry.after && 'status' in entry.after ? ` → ${String(entry.after.status)}` : ''}
          </p>
          <p className="text-xs text-slate-500">
            {formatDateTime(entry.at)} · {entry.actor?.name ?? t('operator')}
          </p>
        </li>
      ))}
    </ol>
  );
}
