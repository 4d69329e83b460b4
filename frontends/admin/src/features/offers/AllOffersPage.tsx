import {
  Alert,
  VehicleImage,
  buttonClass,
  cardClass,
  formatDate,
  formatKm,
  formatAmount,
  formatTime,
  commonTexts,
  useTexts,
  queryKeys,
  type OfferListQuery,
  type OfferWithAgent,
} from '@jbp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { CsvButton } from '@/components/list/CsvButton';
import { Choice, DateRange, ListFilters } from '@/components/list/ListFilters';
import { listTexts } from '@/components/list/list.i18n';
import { Pager } from '@/components/list/Pager';
import { LIST_LIMIT, useListParams } from '@/components/list/useListParams';
import { Route } from '@/components/Route';
import { adminTexts } from '@/admin.i18n';
import { OfferStateBadge, PageTitle, statusTexts } from '@jbp/widgets';
import { allOffersApi } from '@jbp/widgets/api/desk';

const FILTERS = ['', 'open', 'booked', 'expired', 'withdrawn'] as const;
const OFFER_SORTS = ['createdAt', '-createdAt', 'date', '-date'] as const;
const FILTER_KEYS = ['q', 'status', 'agentId', 'dateFrom', 'dateTo', 'sort'] as const;

/** An e-mail address with break chances after "@" and before each dot, so it wraps at its parts. */
function emailWithBreaks(email: string | undefined) {
  if (!email) return '-';
  const [user, domain = ''] = email.split('@');
  const parts = domain.split('.');
  return (
    <>
      {user}@<wbr />
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </span>
      ))}
    </>
  );
}

function AgentInfo({ offer }: { offer: OfferWithAgent }) {
  const agent = offer.agent;
  if (!agent) return <span className="text-slate-500">-</span>;
  return (
    <>
      <Link to={`/singleagentdetail/${agent.id}`} className="font-semibold text-slate-900 hover:text-blue-700 hover:underline">
        {agent.fullName}
      </Link>
      {agent.travelerName && <span className="block text-xs text-slate-600">{agent.travelerName}</span>}
      {/* The number never breaks; the address breaks after "@" or before a dot when it must. */}
      <span className="block whitespace-nowrap text-xs text-slate-500">{agent.mobile}</span>
      <span className="block break-words text-xs text-slate-500">{emailWithBreaks(agent.email)}</span>
    </>
  );
}

/** /alloffersforadmin: 'All Offers with Agent Info', every offer with its agent and state. */
export function AllOffersPage() {
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  const ts = useTexts(statusTexts);
  const headers = [
    tc('vehicle'),
    t('route'),
    tc('date'),
    tc('waitingTime'),
    tc('seats'),
    tc('distance'),
    tc('amount'),
    t('agent'),
    t('state'),
  ];
  const tl = useTexts(listTexts);
  const list = useListParams(FILTER_KEYS);
  const { values: filters, page } = list;
  const filter = FILTERS.find((f) => f === filters.status) ?? '';
  const agentId = Number(filters.agentId);
  const query: OfferListQuery = {
    q: filters.q || undefined,
    status: filter || undefined,
    agentId: Number.isInteger(agentId) && agentId > 0 ? agentId : undefined,
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
    sort: OFFER_SORTS.find((s) => s === filters.sort),
  };
  const offers = useQuery({
    queryKey: [...queryKeys.allOffers, query, page],
    queryFn: ({ signal }) => allOffersApi.page({ ...query, page, limit: LIST_LIMIT }, signal),
    placeholderData: keepPreviousData,
  });
  const shown = offers.data?.rows ?? [];
  const sortOptions = [
    { value: '', label: tl('newestFirst') },
    { value: 'createdAt', label: tl('oldestFirst') },
    { value: 'date', label: tl('tripSoonest') },
    { value: '-date', label: tl('tripLatest') },
  ];

  return (
    <AdminLayout>
      <PageTitle
        title={t('allOffersTitle')}
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <CsvButton download={() => allOffersApi.csv(query)} />
            <Link to="/addoffer" className={buttonClass('accent', 'sm')}>
              {t('addTravelOffer')}
            </Link>
          </div>
        }
      >
        {t('allOffersLead')}
      </PageTitle>

      <ListFilters
        label={t('filterOffers')}
        searchLabel={t('search')}
        searchHint={t('offerSearchHint')}
        q={filters.q}
        onSearch={(q) => list.update({ q })}
        filtered={list.filtered}
        onClear={list.clear}
      >
        <DateRange
          label={tc('date')}
          from={filters.dateFrom}
          to={filters.dateTo}
          onChange={({ from, to }) => list.update({ dateFrom: from, dateTo: to })}
        />
        <Choice label={tl('sortBy')} options={sortOptions} value={filters.sort} onChange={(sort) => list.update({ sort })} />
      </ListFilters>

      <div role="group" aria-label={t('showOffers')} className="mb-4 inline-flex flex-wrap rounded-xl bg-slate-100 p-1">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => list.update({ status: f })}
            className={`rounded-lg px-4 py-1.5 text-sm font-semibold transition-colors ${
              filter === f ? 'bg-white text-blue-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {f ? ts(f) : t('filterAll')}
          </button>
        ))}
      </div>

      {offers.isPending && (
        <p role="status" className={`${cardClass} p-8 text-center font-medium text-slate-600`}>
          {t('loadingOffers')}
        </p>
      )}
      {offers.isError && <Alert tone="error">{t('offersFailed')}</Alert>}
      {offers.isSuccess && shown.length === 0 && (
        <p className={`${cardClass} p-8 text-center font-medium text-slate-600`}>{tc('noOffersFound')}</p>
      )}
      {shown.length > 0 && (
        <>
          <div className={`${cardClass} relative hidden overflow-x-auto lg:block`}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('allOffersTitle')}</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  {headers.map((h) => (
                    <th key={h} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((o) => (
                  <tr key={o._id} data-testid="offer-row">
                    <td className="px-3 py-2">
                      <VehicleImage vehicle={o.vehicle} className="h-10 w-20" />
                      <span className="font-semibold text-slate-900">{o.vehicle}</span>
                    </td>
                    <td className="min-w-48 px-3 py-2">
                      <Route from={o.from} to={o.to} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(o.date ?? o.pickupDate)}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatTime(o.startTime)} - {formatTime(o.endTime)}
                    </td>
                    <td className="px-3 py-2">{o.seats ?? '-'}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatKm(o.distance)}</td>
                    <td className="whitespace-nowrap px-3 py-2 font-bold text-slate-900">{formatAmount(o.amount)}</td>
                    <td className="min-w-44 max-w-56 px-3 py-2">
                      <AgentInfo offer={o} />
                    </td>
                    <td className="px-3 py-2">
                      <OfferStateBadge status={o.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="grid grid-cols-1 gap-3 lg:hidden" aria-label={t('allOffersTitle')}>
            {shown.map((o) => (
              <li key={o._id} className={`${cardClass} p-4`} data-testid="offer-card">
                <div className="flex items-start gap-3">
                  <VehicleImage vehicle={o.vehicle} className="h-12 w-24 shrink-0" />
                  <div className="min-w-0 flex-1">
                    <Route from={o.from} to={o.to} />
                    <p className="text-sm text-slate-600">
                      {o.vehicle} · {o.seats === undefined || o.seats === null ? '-' : tc('seatCount', { count: o.seats })} ·{' '}
                      {formatKm(o.distance)}
                    </p>
                  </div>
                  <OfferStateBadge status={o.status} />
                </div>
                <p className="mt-2 text-sm text-slate-700">
                  {formatDate(o.date ?? o.pickupDate)}, {formatTime(o.startTime)} - {formatTime(o.endTime)} ·{' '}
                  <span className="font-bold text-slate-900">{formatAmount(o.amount)}</span>
                </p>
                <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('agent')}</p>
                  <AgentInfo offer={o} />
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} total={offers.data?.total ?? 0} limit={LIST_LIMIT} onPage={list.goToPage} />
        </>
      )}
    </AdminLayout>
  );
}
