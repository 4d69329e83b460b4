import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  FormField,
  SelectField,
  buttonClass,
  commonTexts,
  formatDuration,
  formatKm,
  todayInIndia,
  useTexts,
  useVocabulary,
  type Translate,
} from '@jbp/shared';
import { PlaceAutocomplete } from '@jbp/shared/widgets';
import { useRouteDistance } from './useRouteDistance';
import { Clock, Route } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { bookingTexts } from './booking.i18n';
import { PICKUP, type TripState } from './flow';

export interface TripSearchFormProps {
  onSubmit: (trip: TripState) => void;
  initial?: Partial<TripState>;
  submitLabel?: string;
}

// Spec section 9: every field present, else the one alert 'Please fill all fields'.
function tripSchema(t: Translate<keyof typeof bookingTexts.en>) {
  const fillAll = t('fillAllFields');
  return z.object({
    to: z.string().trim().min(1, fillAll),
    date: z.string().min(1, fillAll),
    startTime: z.string().min(1, fillAll),
    pickupInfo: z.string(),
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
  const schema = useMemo(() => tripSchema(t), [t]);
  const { register, control, handleSubmit } = useForm<TripValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      to: initial.to ?? '',
      date: initial.date ?? '',
      startTime: initial.startTime ?? '',
      pickupInfo: initial.pickupInfo ?? vocabulary.pickupInfoOptions[0]?.value ?? '',
    },
    reValidateMode: 'onSubmit',
  });
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
    onSubmit({ from: PICKUP, to, date, startTime, pickupInfo, distance: answer.distance, duration: answer.duration });
  };
  const submit = handleSubmit(search, () => setMessage(t('fillAllFields')));

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
          />
        )}
      />
      <FormField label={tc('date')} type="date" min={todayInIndia()} {...register('date')} />
      <FormField label={t('time')} type="time" {...register('startTime')} />
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
