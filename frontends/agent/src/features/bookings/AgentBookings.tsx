import {
  Alert,
  SkeletonList,
  buttonClass,
  cardClass,
  commonTexts,
  errorMessage,
  formatDate,
  formatTime,
  queryKeys,
  shortPlace,
  useAuth,
  useTexts,
  type AgentBooking,
} from '@jbp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { agentBookingTexts } from './agentBookings.i18n';
import { subscribeToOfferBookings } from './offerBookedSocket';
import { FormField, StatusBadge } from '@jbp/widgets';
import { agentBookingsApi } from '@jbp/widgets/api/agent';

const QUERY_KEY = ['agent', 'bookings'] as const;

/** The bookings of the agent's offers (GET /api/agent/bookings), live: a customer's booking shows at once. */
export function AgentBookings() {
  const t = useTexts(agentBookingTexts);
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const seen = useRef(new Set<number>());
  const bookings = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => agentBookingsApi.page({ limit: 50 }, signal) });

  useEffect(() => {
    if (!token) return;
    return subscribeToOfferBookings(token, (event) => {
      if (seen.current.has(event.noticeId)) return;
      seen.current.add(event.noticeId);
      setNotice(
        t('newBooking', {
          reference: event.reference,
          name: event.customerName,
          from: shortPlace(event.from),
          to: shortPlace(event.to),
          date: formatDate(event.date),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      // The offer is booked now: its state in "My Offers" changes too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.myOffers });
    });
  }, [token, queryClient, t]);

  return (
    <section aria-labelledby="agent-bookings" id="agent-bookings">
      <h2 id="agent-bookings" className="text-xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('lead')}</p>
      {notice && (
        <Alert tone="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {bookings.isPending && <SkeletonList count={2} label={t('loading')} />}
      {bookings.isError && <Alert tone="error">{t('failed')}</Alert>}
      {bookings.isSuccess && bookings.data.rows.length === 0 && (
        <p className={`${cardClass} p-6 text-center font-medium text-slate-600`}>{t('none')}</p>
      )}
      {bookings.isSuccess && bookings.data.rows.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {bookings.data.rows.map((booking) => (
            <AgentBookingCard key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AgentBookingCard({ booking }: { booking: AgentBooking }) {
  const t = useTexts(agentBookingTexts);
  const tc = useTexts(commonTexts);
  const queryClient = useQueryClient();
  const sent = booking.assignment;
  const [draft, setDraft] = useState({
    driverName: sent?.driver.name ?? '',
    driverMobile: sent?.driver.mobile ?? '',
    cabRegistration: sent?.cab.registration ?? '',
    cabModel: sent?.cab.vehicle ?? '',
  });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useMutation({
    mutationFn: () => agentBookingsApi.assign(booking.id, draft),
    onSuccess: () => {
      setResult({ tone: 'success', text: t('saved') });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (error) => setResult({ tone: 'error', text: errorMessage(error, t('saveFailed')) }),
  });
  const filled = Object.values(draft).every((v) => v.trim() !== '');
  const field = (name: keyof typeof draft, label: string, extra: { inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <FormField
      label={label}
      name={`${name}-${booking.id}`}
      value={draft[name]}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      {...extra}
    />
  );

  return (
    <li className={`${cardClass} grid gap-3 p-4`} data-testid="agent-booking">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-bold text-slate-900">
          {booking.reference} · {shortPlace(booking.from)} <span aria-hidden="true">→</span>
          <span className="sr-only"> {tc('toWord')} </span> {shortPlace(booking.to)}
        </p>
        <StatusBadge status={booking.status} audience="office" />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{tc('date')}</dt>
          <dd className="font-medium">
            {formatDate(booking.date)} · {formatTime(booking.time)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('customer')}</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">
            {booking.customer.name} ·{' '}
            <a className="text-blue-700 hover:underline" href={`tel:+91${booking.customer.mobile}`}>
              {booking.customer.mobile}
            </a>
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">{t('pickup')}</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">{booking.pickupAddress ?? booking.pickupInfo ?? '-'}</dd>
        </div>
        {booking.dropAddress && (
          <div className="col-span-2">
            <dt className="text-xs text-slate-500">{t('drop')}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{booking.dropAddress}</dd>
          </div>
        )}
      </dl>
      {sent && (
        <p className="text-sm" data-testid="agent-sent">
          {t('sent')}: {sent.driver.name} ({sent.driver.mobile}) · {sent.cab.vehicle} {sent.cab.registration}
        </p>
      )}
      {result && (
        <Alert tone={result.tone} onClose={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      {booking.canAssign ? (
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!filled) return setResult({ tone: 'error', text: t('fillAll') });
            save.mutate();
          }}
        >
          {field('driverName', t('driverName'), { autoComplete: 'off' })}
          {field('driverMobile', t('driverMobile'), { inputMode: 'numeric' })}
          {field('cabRegistration', t('cabRegistration'))}
          {field('cabModel', t('cabModel'))}
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass('primary', 'sm')} disabled={save.isPending}>
              {sent ? t('change') : t('send')}
            </button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{t('closed')}</p>
      )}
    </li>
  );
}
