import {
  Alert,
  PageTitle,
  SelectField,
  StatusBadge,
  buttonClass,
  cardClass,
  formatAmount,
  formatDate,
  formatTime,
  inputClass,
  labelClass,
  queryKeys,
  statusLabel,
  statusTexts,
  TRIP_TYPE_IDS,
  tripTypeTexts,
  commonTexts,
  useTexts,
  type Booking,
} from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { Route } from '@/components/Route';
import { STATUS_FILTERS, loadBookings, statusFilterOf, tripTypeFilterOf, type BookingFilters } from './bookingQuery';

function filtersFrom(params: URLSearchParams): BookingFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: statusFilterOf(params.get('status')),
    date: params.get('date') ?? '',
    tripType: tripTypeFilterOf(params.get('tripType')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

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
      <div className={`${cardClass} hidden overflow-x-auto md:block`}>
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

      <ul className="grid gap-3 md:hidden" aria-label={t('allBookings')}>
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

/** /admin/view-bookings: every booking, newest first, with search, status and date filters and pages. */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { q, status, date, tripType, page } = filters;
  const [typed, setTyped] = useState(q);
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  const ts = useTexts(statusTexts);
  const tt = useTexts(tripTypeTexts);
  const tripTypeOptions = [{ value: '', label: t('allTripTypes') }, ...TRIP_TYPE_IDS.map((id) => ({ value: id, label: tt(id) }))];
  const statusOptions = STATUS_FILTERS.map((value) => ({ value, label: value ? statusLabel(value, 'office', ts) : t('allStatuses') }));
  // Loading again whenever the filters change.
  const results = useQuery({
    queryKey: queryKeys.allBookings({ q, status, date, tripType: tripType || undefined, page }),
    queryFn: ({ signal }) => loadBookings({ q, status, date, tripType, page }, signal),
  });
  const searchId = useId();
  const dateId = useId();

  const update = (changes: Partial<BookingFilters>) => {
    const next = { ...filters, page: 1, ...changes };
    const search = new URLSearchParams();
    if (next.q.trim()) search.set('q', next.q.trim());
    if (next.status) search.set('status', next.status);
    if (next.date) search.set('date', next.date);
    if (next.tripType) search.set('tripType', next.tripType);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: typed });
  };

  const filtered = Boolean(q || status || date || tripType);

  return (
    <AdminLayout>
      <PageTitle title={t('allBookings')}>{t('bookingsLead')}</PageTitle>

      <form
        onSubmit={search}
        className={`${cardClass} mb-6 grid grid-cols-2 gap-3 p-4 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]`}
        role="search"
        aria-label={t('filterBookings')}
      >
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={searchId} className={labelClass}>
            {t('search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={inputClass}
            placeholder={t('searchHint')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <SelectField
          label={tc('status')}
          options={statusOptions}
          value={status}
          onChange={(e) => update({ status: statusFilterOf(e.target.value), q: typed })}
        />
        <SelectField
          label={tt('tripType')}
          options={tripTypeOptions}
          value={tripType}
          onChange={(e) => update({ tripType: tripTypeFilterOf(e.target.value), q: typed })}
        />
        <div>
          <label htmlFor={dateId} className={labelClass}>
            {t('tripDate')}
          </label>
          <input id={dateId} type="date" className={inputClass} value={date} onChange={(e) => update({ date: e.target.value, q: typed })} />
        </div>
        <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
          <button type="submit" className={buttonClass('primary')}>
            {t('search')}
          </button>
          {filtered && (
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={() => {
                setTyped('');
                setParams(new URLSearchParams());
              }}
            >
              {t('clear')}
            </button>
          )}
        </div>
      </form>

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
          <nav className="mt-4 flex flex-wrap items-center justify-between gap-3" aria-label={t('pages')}>
            <p className="text-sm text-slate-600">
              {t('pageOf', { page: results.data.page, pages: results.data.pages })} · {t('bookingCount', { count: results.data.total })}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={results.data.page <= 1}
                onClick={() => update({ page: results.data.page - 1, q })}
              >
                {t('previous')}
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={results.data.page >= results.data.pages}
                onClick={() => update({ page: results.data.page + 1, q })}
              >
                {t('next')}
              </button>
            </div>
          </nav>
        </>
      )}
    </AdminLayout>
  );
}
