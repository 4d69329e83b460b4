import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, inputClass, labelClass, queryKeys, useTexts, type BookingCustomer, type Customer } from '@jbp/shared';
import { bookingTexts } from './booking.i18n';
import { FormField } from '@jbp/widgets';
import { usersApi } from '@jbp/widgets/api/desk';

/** Indian 10-digit mobile starting 6-9, as the API requires. */
const MOBILE = /^[6-9]\d{9}$/;
const MAX_MATCHES = 8;

export interface BookForCustomerProps {
  /** Called with the customer the booking is for, or null while the choice is incomplete. */
  onChange: (customer: BookingCustomer | null) => void;
}

function matches(c: Customer, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [c.fullName, c.mobile, c.email].some((v) => (v ?? '').toLowerCase().includes(q));
}

/**
 * An admin taking a phone booking says whose it is: an existing customer found by name, mobile or
 * e-mail, or a new one by name and mobile (the server finds them by mobile or creates them).
 */
export function BookForCustomer({ onChange }: BookForCustomerProps) {
  const id = useId();
  const t = useTexts(bookingTexts);
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const load = useQuery({
    queryKey: queryKeys.customers,
    queryFn: ({ signal }) =>
      usersApi.customers(signal).catch((error: unknown) => {
        if (!signal.aborted) console.error('Failed to fetch customers', error);
        throw error;
      }),
    select: (list) => list.filter((c) => c.active),
  });
  const customers = load.data ?? null;
  const loadFailed = load.isError;
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Customer | null>(null);
  const [person, setPerson] = useState({ fullName: '', mobile: '', email: '' });

  // The latest callback, without re-running the effect below when the parent re-renders.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const mobile = person.mobile.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  const personValid = person.fullName.trim() !== '' && MOBILE.test(mobile);

  useEffect(() => {
    if (mode === 'existing') {
      onChangeRef.current(chosen ? { customerId: chosen._id } : null);
    } else {
      onChangeRef.current(
        personValid
          ? { customer: { fullName: person.fullName.trim(), mobile, ...(person.email.trim() ? { email: person.email.trim() } : {}) } }
          : null,
      );
    }
  }, [mode, chosen, personValid, person.fullName, person.email, mobile]);

  const shown = useMemo(() => (customers ?? []).filter((c) => matches(c, query)).slice(0, MAX_MATCHES), [customers, query]);

  return (
    <fieldset className="grid gap-3 rounded-xl border border-blue-200 bg-blue-50/50 p-4">
      <legend className="px-1 text-sm font-bold text-slate-900">{t('bookForCustomer')}</legend>
      <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label={t('customer')}>
        {(
          [
            ['existing', t('existingCustomer')],
            ['new', t('newCustomer')],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 font-medium text-slate-800">
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="size-4 accent-blue-700"
            />
            {label}
          </label>
        ))}
      </div>

      {mode === 'existing' ? (
        <div className="grid gap-2">
          <label htmlFor={`${id}-search`} className={labelClass}>
            {t('searchCustomers')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={inputClass}
            placeholder={t('searchCustomersHint')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {loadFailed && <Alert tone="error">{t('customersFailed')}</Alert>}
          {!loadFailed && customers === null && <p className="text-sm text-slate-500">{t('loadingCustomers')}</p>}
          {customers !== null && shown.length === 0 && <p className="text-sm text-slate-500">{t('noMatchingCustomer')}</p>}
          {shown.length > 0 && (
            <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label={t('matchingCustomers')}>
              {shown.map((c) => (
                <li key={c._id}>
                  <label className="flex cursor-pointer items-start gap-2 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-blue-600">
                    <input
                      type="radio"
                      name={`${id}-customer`}
                      className="mt-0.5 size-4 accent-blue-700"
                      checked={chosen?._id === c._id}
                      onChange={() => setChosen(c)}
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900">{c.fullName}</span>
                      <span className="block break-all text-slate-600">
                        {c.mobile} · {c.email}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label={t('customerName')}
            autoComplete="off"
            value={person.fullName}
            onChange={(e) => setPerson((p) => ({ ...p, fullName: e.target.value }))}
          />
          <FormField
            label={t('customerMobile')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint={t('tenDigits')}
            value={person.mobile}
            onChange={(e) => setPerson((p) => ({ ...p, mobile: e.target.value }))}
          />
          <FormField
            label={t('customerEmail')}
            type="email"
            autoComplete="off"
            className="sm:col-span-2"
            value={person.email}
            onChange={(e) => setPerson((p) => ({ ...p, email: e.target.value }))}
          />
        </div>
      )}
    </fieldset>
  );
}
