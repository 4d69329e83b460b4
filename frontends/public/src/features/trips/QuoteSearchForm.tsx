import { buttonClass, commonTexts, todayInIndia, useTexts, type QuoteRequest } from '@jbp/shared';
import { PlaceAutocomplete, FormField, SelectField } from '@jbp/widgets';
import { useState, type FormEvent } from 'react';
import { tripsTexts } from './trips.i18n';
import { JABALPUR, LOCAL_HOURS, STATIONS, istDateTime } from './quoteSearch';

export type SearchTripType = 'round-trip' | 'local' | 'airport-railway';

type TripsKey = keyof typeof tripsTexts.en;

interface SearchValues {
  to: string;
  stop: string;
  address: string;
  station: string;
  direction: 'to-station' | 'from-station';
  date: string;
  time: string;
  returnDate: string;
  returnTime: string;
  hours: string;
}

type Field = keyof SearchValues;
type Problems = Partial<Record<Field, TripsKey>>;

const EMPTY: SearchValues = {
  to: '',
  stop: '',
  address: '',
  station: STATIONS[0],
  direction: 'to-station',
  date: '',
  time: '',
  returnDate: '',
  returnTime: '',
  hours: '8',
};

/** What is missing or wrong, per field (dates judged in IST). */
export function searchProblems(tripType: SearchTripType, v: SearchValues, today: string): Problems {
  const problems: Problems = {};
  if (!v.date) problems.date = 'dateRequired';
  else if (v.date < today) problems.date = 'dateInPast';
  if (!v.time) problems.time = 'timeRequired';
  if (tripType === 'round-trip') {
    if (!v.to.trim()) problems.to = 'destinationRequired';
    if (!v.returnDate) problems.returnDate = 'returnRequired';
    else if (v.date && `${v.returnDate}T${v.returnTime || '23:59'}` <= `${v.date}T${v.time || '00:00'}`)
      problems.returnDate = 'returnAfterPickup';
    if (!v.returnTime) problems.returnTime = 'timeRequired';
  } else if (!v.address.trim()) {
    problems.address = 'addressRequired';
  }
  return problems;
}

/** The quote request of a valid search. */
export function searchRequest(tripType: SearchTripType, v: SearchValues): QuoteRequest {
  const pickupAt = istDateTime(v.date, v.time);
  if (tripType === 'round-trip') {
    const stops = v.stop.trim() ? [v.stop.trim()] : undefined;
    return {
      tripType,
      from: JABALPUR,
      to: v.to.trim(),
      ...(stops ? { stops } : {}),
      pickupAt,
      returnAt: istDateTime(v.returnDate, v.returnTime),
    };
  }
  if (tripType === 'local') return { tripType, from: v.address.trim(), pickupAt, hours: Number(v.hours) };
  const address = v.address.trim();
  return v.direction === 'to-station'
    ? { tripType, from: address, to: v.station, pickupAt }
    : { tripType, from: v.station, to: address, pickupAt };
}

/** The search of the round-trip, local and airport/railway tabs: every input checked inline, then the quote page. */
export function QuoteSearchForm({ tripType, onSubmit }: { tripType: SearchTripType; onSubmit: (request: QuoteRequest) => void }) {
  const t = useTexts(tripsTexts);
  const tc = useTexts(commonTexts);
  const [values, setValues] = useState<SearchValues>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const error = (field: Field) => (problems[field] ? t(problems[field]) : undefined);
  const today = todayInIndia();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchProblems(tripType, values, today);
    setProblems(found);
    if (Object.keys(found).length === 0) onSubmit(searchRequest(tripType, values));
  };

  const place = (field: 'to' | 'stop' | 'address', label: string, hint: string) => (
    <div>
      <PlaceAutocomplete
        label={label}
        name={field}
        placeholder={hint}
        value={values[field]}
        onChange={set(field)}
        onSelect={(p) => set(field)(p.label)}
      />
      {error(field) && <p className="mt-1 text-xs font-medium text-red-700">{error(field)}</p>}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t(`${tripType}-form`)}>
      {tripType === 'round-trip' && (
        <>
          <FormField label={t('pickup')} name="from" value={JABALPUR} readOnly aria-readonly="true" />
          {place('to', t('destination'), t('destinationHint'))}
          {place('stop', t('stopOptional'), t('stopHint'))}
        </>
      )}
      {tripType === 'local' && (
        <>
          {place('address', t('pickupAddress'), t('pickupAddressHint'))}
          <SelectField
            label={t('localPackage')}
            name="hours"
            value={values.hours}
            onChange={(e) => set('hours')(e.target.value)}
            options={LOCAL_HOURS.map((h) => ({ value: String(h), label: t('hoursPackage', { hours: h }) }))}
          />
        </>
      )}
      {tripType === 'airport-railway' && (
        <>
          <SelectField
            label={t('direction')}
            name="direction"
            value={values.direction}
            onChange={(e) => set('direction')(e.target.value)}
            options={[
              { value: 'to-station', label: t('toStation') },
              { value: 'from-station', label: t('fromStation') },
            ]}
          />
          <SelectField
            label={t('station')}
            name="station"
            value={values.station}
            onChange={(e) => set('station')(e.target.value)}
            options={STATIONS}
          />
          {/* The fare is banded by road distance, so the place must be one the gazetteer knows. */}
          {place('address', t('cityAddress'), t('cityAddressHint'))}
        </>
      )}
      <FormField
        label={tc('date')}
        type="date"
        name="date"
        min={today}
        value={values.date}
        onChange={(e) => set('date')(e.target.value)}
        error={error('date')}
      />
      <FormField
        label={t('pickupTime')}
        type="time"
        name="time"
        value={values.time}
        onChange={(e) => set('time')(e.target.value)}
        error={error('time')}
      />
      {tripType === 'round-trip' && (
        <>
          <FormField
            label={t('returnDate')}
            type="date"
            name="returnDate"
            min={values.date || today}
            value={values.returnDate}
            onChange={(e) => set('returnDate')(e.target.value)}
            error={error('returnDate')}
          />
          <FormField
            label={t('returnTime')}
            type="time"
            name="returnTime"
            value={values.returnTime}
            onChange={(e) => set('returnTime')(e.target.value)}
            error={error('returnTime')}
          />
        </>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonClass('accent', 'lg')} w-full sm:w-auto`}>
          {t('seeFares')}
        </button>
      </div>
    </form>
  );
}
