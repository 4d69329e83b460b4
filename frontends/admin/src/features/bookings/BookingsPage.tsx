import {
  Alert,
  buttonClass,
  cardClass,
  formatAmount,
  formatDate,
  formatTime,
  queryKeys,
  TRIP_TYPE_IDS,
  tripTypeTexts,
  commonTexts,
  useTexts,
  type Booking,
} from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { CsvButton } from '@/components/list/CsvButton';
import { Choice, DateRange, ListFilters } from '@/components/list/ListFilters';
import { listTexts } from '@/components/list/list.i18n';
import { Pager } from '@/components/list/Pager';
import { LIST_LIMIT, useListParams } from '@/components/list/useListParams';
import { Route } from '@/components/Route';
import {
  ADVANCE_FILTERS,
  BOOKING_FILTER_KEYS,
  STATUS_FILTERS,
  bookingQueryOf,
  loadBookings,
  statusFilterOf,
  tripTypeFilterOf,
} from './bookingQuery';
import { PageTitle, StatusBadge, statusLabel, statusTexts } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

/** The status choice that stands for `open=true`: pending or confirmed, the trips still to run. */
const OPEN = 'open';

function customerOf(b: Booking): string {
  return b.passenger?.name || b.user?.fullName || '-';
}

function BookingsTable({ bookings }: { bookings: Booking[] }) {
  const tt = useTexts(tripTypeTexts);
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  const headers = [t('reference'), t('customer'), t('route'), t('trip'), tc('vehicle'), tc('amount'), tc('status')];
  return (
    <>
      <div className={`${cardClass} relative hidden overflow-x-auto lg:block`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('allBookings')}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-3 py-3">
                <span className="sr-only">{t('action')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bookings.map((b) => (
              <tr key={b._id} className="hover:bg-blue-50/40" data-testid="booking-row">
                <td className="whitespace-nowrap px-3 py-2 font-mono text-xs font-semibold text-slate-800">{b.reference ?? b._id}</td>
                <td className="px-3 py-2">
                  <p className="font-medium text-slate-900">{customerOf(b)}</p>
                  <p className="text-xs text-slate-500">{b.passenger?.phone ?? b.user?.mobile ?? ''}</p>
                </td>
                <td className="max-w-64 px-3 py-2">
                  <Route from={b.from} to={b.to} />
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  {formatDate(b.date)}
                  <br />
                  <span className="text-xs text-slate-500">{formatTime(b.time)}</span>
                </td>
                <td className="px-3 py-2">
                  {b.vehicle}
                  <span className="block text-xs text-slate-500">{tt(b.tripType)}</span>
                </td>
                <td className="whitespace-nowrap px-3 py-2 font-semibold text-slate-900">{formatAmount(b.bill.total)}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={b.status} audience="office" />
                </td>
                <td className="px-3 py-2">
                  <Link
                    to={`/bookingdetail/${b._id}`}
                    className={buttonClass('secondary', 'sm')}
                    aria-label={t('viewBooking', { reference: b.reference ?? b._id })}
                  >
                    {tc('view')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label={t('allBookings')}>
        {bookings.map((b) => (
          <li key={b._id} className={`${cardClass} p-4`} data-testid="booking-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono text-xs font-semibold text-slate-600">{b.reference ?? b._id}</p>
                <p className="font-semibold text-slate-900">{customerOf(b)}</p>
              </div>
              <StatusBadge status={b.status} audience="office" />
            </div>
            <p className="mt-2 text-sm">
              <Route from={b.from} to={b.to} />
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {formatDate(b.date)}, {formatTime(b.time)} · {b.vehicle} · {tt(b.tripType)}
            </p>
            <div className="mt-3 flex items-center justify-between gap-3">
              <p className="font-bold text-slate-900">{formatAmount(b.bill.total)}</p>
              <Link
                to={`/bookingdetail/${b._id}`}
                className={buttonClass('secondary', 'sm')}
                aria-label={t('viewBooking', { reference: b.reference ?? b._id })}
              >
                {tc('view')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /admin/view-bookings: every booking, searched, filtered, sorted and paged on the server; the filters live in the URL. */
export function BookingsPage() {
  const list = useListParams(BOOKING_FILTER_KEYS);
  const { values: filters, page } = list;
  const t = useTexts(adminTexts);
  const tl = useTexts(listTexts);
  const tc = useTexts(commonTexts);
  const ts = useTexts(statusTexts);
  const statusOptions = [
    { value: '', label: t('allStatuses') },
    { value: OPEN, label: t('openTrips') },
    ...STATUS_FILTERS.filter(Boolean).map((value) => ({ value, label: statusLabel(value, 'office', ts) })),
  ];
  const tt = useTexts(tripTypeTexts);
  const tripTypeOptions = [{ value: '', label: t('allTripTypes') }, ...TRIP_TYPE_IDS.map((id) => ({ value: id, label: tt(id) }))];
  const advanceOptions = ADVANCE_FILTERS.map((value) => ({ value, label: value ? t(`advance_${value}`) : tl('anyState') }));
  const sortOptions = [
    { value: '', label: tl('newestFirst') },
    { value: 'createdAt', label: tl('oldestFirst') },
    { value: 'date', label: tl('tripSoonest') },
    { value: '-date', label: tl('tripLatest') },
    { value: '-totalAmount', label: tl('amountHigh') },
    { value: 'totalAmount', label: tl('amountLow') },
  ];
  const query = bookingQueryOf(filters);
  const results = useQuery({
    queryKey: queryKeys.allBookings({ ...query, page }),
    queryFn: ({ signal }) => loadBookings(filters, page, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminLayout>
      <PageTitle title={t('allBookings')} actions={<CsvButton download={() => bookingsApi.csv(query)} />}>
        {t('bookingsLead')}
      </PageTitle>

      <ListFilters
        label={t('filterBookings')}
        searchLabel={t('search')}
        searchHint={t('searchHint')}
        q={filters.q}
        onSearch={(q) => list.update({ q })}
        filtered={list.filtered}
        onClear={list.clear}
      >
        <Choice
          label={tc('status')}
          options={statusOptions}
          value={filters.open === 'true' ? OPEN : statusFilterOf(filters.status)}
          onChange={(status) => list.update(status === OPEN ? { status: '', open: 'true' } : { status, open: '' })}
        />
        <Choice
          label={tt('tripType')}
          options={tripTypeOptions}
          value={tripTypeFilterOf(filters.tripType)}
          onChange={(tripType) => list.update({ tripType })}
        />
        <Choice
          label={t('advance')}
          options={advanceOptions}
          value={ADVANCE_FILTERS.find((a) => a === filters.advance) ?? ''}
          onChange={(advance) => list.update({ advance })}
        />
        <DateRange
          label={t('tripDate')}
          from={filters.dateFrom}
          to={filters.dateTo}
          onChange={({ from, to }) => list.update({ dateFrom: from, dateTo: to })}
        />
        <Choice label={tl('sortBy')} options={sortOptions} value={filters.sort} onChange={(sort) => list.update({ sort })} />
      </ListFilters>

      {results.isPending && (
        <p role="status" className={`${cardClass} p-8 text-center font-medium text-slate-600`}>
          {t('loadingBookings')}
        </p>
      )}
      {results.isError && <Alert tone="error">{t('bookingsFailed')}</Alert>}
      {results.isSuccess && results.data.bookings.length === 0 && (
        <p className={`${cardClass} p-8 text-center font-medium text-slate-600`}>{tc('noBookingsFound')}</p>
      )}
      {results.isSuccess && results.data.bookings.length > 0 && (
        <>
          <BookingsTable bookings={results.data.bookings} />
          <Pager page={results.data.page} total={results.data.total} limit={LIST_LIMIT} onPage={list.goToPage} />
        </>
      )}
    </AdminLayout>
  );
}
