import { buttonClass, cardClass, inputClass, labelClass, useTexts } from '@jbp/shared';
import { useId, type FormEvent, type ReactNode } from 'react';
import { listTexts } from './list.i18n';
import { SelectField } from '@jbp/widgets';

interface ListFiltersProps {
  /** The form's accessible name, e.g. "Filter bookings". */
  label: string;
  searchLabel: string;
  searchHint: string;
  /** The search text in the URL; the box shows it again after reload or Back. */
  q: string;
  onSearch: (q: string) => void;
  filtered: boolean;
  onClear: () => void;
  /** The list's own filters (selects, date ranges, sort). */
  children?: ReactNode;
}

/** A desk list's search box and filters; searching is on the server, every change lands in the URL. */
export function ListFilters({ label, searchLabel, searchHint, q, onSearch, filtered, onClear, children }: ListFiltersProps) {
  const t = useTexts(listTexts);
  const searchId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  return (
    <form onSubmit={submit} className={`${cardClass} mb-6 flex flex-wrap items-end gap-3 p-4 sm:gap-4`} role="search" aria-label={label}>
      <div className="min-w-56 flex-[2_1_16rem]">
        <label htmlFor={searchId} className={labelClass}>
          {searchLabel}
        </label>
        {/* Uncontrolled and keyed by the URL's text, so Back and a reload show what is searched. */}
        <input id={searchId} key={q} name="q" type="search" className={inputClass} placeholder={searchHint} defaultValue={q} />
      </div>
      {children}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary')}>
          {t('search')}
        </button>
        {filtered && (
          <button type="button" className={buttonClass('ghost')} onClick={onClear}>
            {t('clear')}
          </button>
        )}
      </div>
    </form>
  );
}

interface ChoiceProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One filter chosen from a list (status, active, sort). */
export function Choice({ label, value, options, onChange }: ChoiceProps) {
  return (
    <SelectField className="min-w-40 flex-1" label={label} options={options} value={value} onChange={(e) => onChange(e.target.value)} />
  );
}

interface DateRangeProps {
  label: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/**
 * A from–to range of IST dates (either end may be open). It asks for a line of its own when the
 * row is short and its two fields wrap when even that is too narrow; the explicit minimum width
 * replaces a fieldset's default min-content one, which pushed a 375 px screen sideways.
 */
export function DateRange({ label, from, to, onChange }: DateRangeProps) {
  const t = useTexts(listTexts);
  const fromId = useId();
  const toId = useId();
  return (
    <fieldset className="flex min-w-40 flex-[1_1_18rem] flex-wrap gap-2">
      <legend className={labelClass}>{label}</legend>
      <div className="min-w-36 flex-1">
        <label htmlFor={fromId} className="sr-only">
          {`${label}: ${t('from')}`}
        </label>
        <input
          id={fromId}
          type="date"
          className={inputClass}
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value, to })}
        />
      </div>
      <div className="min-w-36 flex-1">
        <label htmlFor={toId} className="sr-only">
          {`${label}: ${t('to')}`}
        </label>
        <input
          id={toId}
          type="date"
          className={inputClass}
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ from, to: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
