import { Alert, buttonClass, errorMessage, useTexts, type Booking, type TripUpdate } from '@jbp/shared';
import { useState } from 'react';
import { fromIstInput, toIstInput } from './istInput';
import { tripTexts } from './trips.i18n';
import { FormField } from '../ui/FormField';

type Draft = Record<'startKm' | 'startAt' | 'endKm' | 'endAt' | 'tolls' | 'parking' | 'stateTax', string>;

function draftOf(booking: Booking): Draft {
  const trip = booking.trip;
  const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    startKm: text(trip?.startKm),
    startAt: toIstInput(trip?.startAt),
    endKm: text(trip?.endKm),
    endAt: toIstInput(trip?.endAt),
    tolls: trip?.tolls ? String(trip.tolls) : '',
    parking: trip?.parking ? String(trip.parking) : '',
    stateTax: trip?.stateTax ? String(trip.stateTax) : '',
  };
}

/** Only what was filled in is sent; the server checks and bills it. */
function updateOf(d: Draft, startCode?: string): TripUpdate {
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
  const update: TripUpdate = {
    startKm: num(d.startKm),
    startAt: fromIstInput(d.startAt),
    endKm: num(d.endKm),
    endAt: fromIstInput(d.endAt),
    tolls: num(d.tolls),
    parking: num(d.parking),
    stateTax: num(d.stateTax),
    startCode: startCode || undefined,
  };
  return Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)) as TripUpdate;
}

export interface TripSheetFormProps {
  booking: Booking;
  save: (update: TripUpdate) => Promise<unknown>;
  /** The driver's page asks for the customer's start code. */
  askStartCode?: boolean;
  disabled?: boolean;
}

/** Start and end km and time, tolls, parking and state tax: the office's and the driver's form. */
export function TripSheetForm({ booking, save, askStartCode = false, disabled = false }: TripSheetFormProps) {
  const t = useTexts(tripTexts);
  const [draft, setDraft] = useState<Draft>(() => draftOf(booking));
  const [startCode, setStartCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const field = (key: keyof Draft, type: 'number' | 'datetime-local') => (
    <FormField
      key={key}
      label={t(key)}
      type={type}
      min={type === 'number' ? 0 : undefined}
      inputMode={type === 'number' ? 'numeric' : undefined}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
    />
  );

  const submit = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await save(updateOf(draft, askStartCode ? startCode : undefined));
      setNotice({ tone: 'success', text: t('tripSaved') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, t('tripFailed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="grid gap-4"
      aria-label={t('tripSheet')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled || busy}>
        {field('startKm', 'number')}
        {field('startAt', 'datetime-local')}
        {askStartCode && (
          <FormField
            label={t('startCode')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="one-time-code"
            value={startCode}
            onChange={(e) => setStartCode(e.target.value)}
          />
        )}
        {field('endKm', 'number')}
        {field('endAt', 'datetime-local')}
        {field('tolls', 'number')}
        {field('parking', 'number')}
        {field('stateTax', 'number')}
      </fieldset>
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={disabled || busy}>
          {t('saveTrip')}
        </button>
      </div>
    </form>
  );
}
