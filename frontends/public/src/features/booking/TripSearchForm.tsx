import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  buttonClass,
  commonTexts,
  formatDuration,
  formatKm,
  shortPlace,
  todayInIndia,
  useTexts,
  useVocabulary,
  type Translate,
} from '@jbp/shared';
import { PlaceAutocomplete, focusFirstError, formTexts, lastBookableDate, pickupTimeProblem, FormField, SelectField } from '@jbp/widgets';
import { useRouteDistance } from './useRouteDistance';
import { Clock, Route } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { bookingTexts } from './booking.i18n';
import { PICKUP, type TripState } from './flow';
import { readTripDraft, saveTripDraft } from './tripDraft';

export interface TripSearchFormProps {
  onSubmit: (trip: TripState) => void;
  initial?: Partial<TripState>;
  submitLabel?: string;
}

type FormKey = keyof typeof formTexts.en;

// Spec section 9: every field present, else the one alert 'Please fill all fields'; each field also
// says what it needs beside it, as it is left: the place, a date from today to a year on, a time
// not already past today, and a drop that is not the pickup town.
function tripSchema(tf: Translate<FormKey>) {
  return z
    .object({
      to: z.string().trim().min(1, tf('placeRequired')),
      date: z.string().min(1, tf('dateRequired')),
      startTime: z.string().min(1, tf('timeRequired')),
      pickupInfo: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.to && shortPlace(v.to).toLowerCase() === shortPlace(PICKUP).toLowerCase()) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: tf('samePlace') });
      }
      const problem = v.date ? pickupTimeProblem(v.date, v.startTime) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: [problem === 'timePast' ? 'startTime' : 'date'], message: tf(problem) });
    });
}

type TripValues = z.infer<ReturnType<typeof tripSchema>>;

/**
 * The one-way form (spec section 2, step 1): fixed Jabalpur pickup, drop place with suggestions,
 * date, time, pickup info, and the route's distance and duration from the server.
 */
export function TripSearchForm({ onSubmit, initial = {}, submitLabel }: TripSearchFormProps) {
  const t = useTexts(bookingTexts);
  const tc = useTexts(commonTexts);
  const vocabulary = useVocabulary();
  const tf = useTexts(formTexts);
  const schema = useMemo(() => tripSchema(tf), [tf]);
  // What the visitor typed before a login or a reload (sessionStorage), unless the page was given a trip.
  const [draft] = useState(() => (initial.to ? {} : readTripDraft()));
  const start = { ...draft, ...initial };
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<TripValues>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: {
      to: start.to ?? '',
      date: start.date ?? '',
      startTime: start.startTime ?? '',
      pickupInfo: start.pickupInfo ?? vocabulary.pickupInfoOptions[0]?.value ?? '',
    },
    mode: 'onTouched',
  });
  const typed = useWatch({ control });
  useEffect(() => saveTripDraft(typed), [typed]);
  const [message, setMessage] = useState<string | null>(null);
  const route = useRouteDistance();

  const search = async ({ to, date, startTime, pickupInfo }: TripValues) => {
    setMessage(null);
    // The distance prices the trip: ask again if the place was typed rather than picked.
    const answer = route.distance ?? (await route.calculate(PICKUP, to));
    if (!answer) {
      setMessage(t('routeNotFound'));
      return;
    }
    if (answer.distance === 0) {
      setMessage(tf('samePlace'));
      return;
    }
    onSubmit({ from: PICKUP, to, date, startTime, pickupInfo, distance: answer.distance, duration: answer.duration });
  };
  // The spec's one alert when something is missing; other mistakes are told beside their fields only.
  const submit = handleSubmit(search, (invalid) => {
    const missing = (['to', 'date', 'startTime'] as const).some((key) => !getValues(key).trim());
    setMessage(missing ? t('fillAllFields') : null);
    focusFirstError(invalid, ['to', 'date', 'startTime', 'pickupInfo'], setFocus);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t('tripForm')}>
      {message && (
        <Alert tone="error" className="sm:col-span-2" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <FormField label={t('pickup')} name="from" value={PICKUP} readOnly aria-readonly="true" />
      <Controller
        control={control}
        name="to"
        render={({ field }) => (
          <PlaceAutocomplete
            label={t('dropPlace')}
            name={field.name}
            placeholder={t('dropPlaceHint')}
            value={field.value}
            onChange={(text) => {
              field.onChange(text);
              route.clear();
            }}
            onSelect={(place) => void route.calculate(PICKUP, place.label)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.to?.message}
          />
        )}
      />
      <FormField
        label={tc('date')}
        type="date"
        min={todayInIndia()}
        max={lastBookableDate()}
        error={errors.date?.message}
        {...register('date', { deps: ['startTime'] })}
      />
      <FormField label={t('time')} type="time" error={errors.startTime?.message} {...register('startTime', { deps: ['date'] })} />
      <SelectField label={tc('pickupInfo')} className="sm:col-span-2" options={vocabulary.pickupInfoOptions} {...register('pickupInfo')} />
      <div className="sm:col-span-2" aria-live="polite">
        {route.calculating && <p className="text-sm font-medium text-blue-700">{t('calculatingRoute')}</p>}
        {route.distance && (
          <dl className="flex flex-wrap gap-3 text-sm">
            <div className="flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-blue-900">
              <Route className="size-4" />
              <dt className="sr-only">{tc('distance')}</dt>
              <dd data-testid="route-distance">{formatKm(route.distance.distance)}</dd>
            </div>
            <div className="flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-blue-900">
              <Clock className="size-4" />
              <dt className="sr-only">{tc('duration')}</dt>
              <dd data-testid="route-duration">{formatDuration(route.distance.duration)}</dd>
            </div>
          </dl>
        )}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonClass('accent', 'lg')} w-full sm:w-auto`} disabled={route.calculating}>
          {submitLabel ?? t('viewDetails')}
        </button>
      </div>
    </form>
  );
}
