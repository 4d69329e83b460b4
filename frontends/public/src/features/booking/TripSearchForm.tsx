import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, FormField, SelectField, buttonClass, formatDuration, formatKm, todayInIndia } from '@jbp/shared';
import { PlaceAutocomplete } from '@jbp/shared/widgets';
import { useRouteDistance } from './useRouteDistance';
import { Clock, Route } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FILL_ALL_FIELDS, PICKUP, PICKUP_INFO_OPTIONS, type TripState } from './flow';

export interface TripSearchFormProps {
  onSubmit: (trip: TripState) => void;
  initial?: Partial<TripState>;
  submitLabel?: string;
}

// Spec section 9: every field present, else the one alert 'Please fill all fields'.
const tripSchema = z.object({
  to: z.string().trim().min(1, FILL_ALL_FIELDS),
  date: z.string().min(1, FILL_ALL_FIELDS),
  startTime: z.string().min(1, FILL_ALL_FIELDS),
  pickupInfo: z.string(),
});
type TripValues = z.infer<typeof tripSchema>;

const ROUTE_NOT_FOUND = 'We could not find a route to that place. Please pick a place from the suggestions.';

/**
 * The one-way form (spec section 2, step 1): fixed Jabalpur pickup, drop place with suggestions,
 * date, time, pickup info, and the route's distance and duration from the server.
 */
export function TripSearchForm({ onSubmit, initial = {}, submitLabel = 'View Details' }: TripSearchFormProps) {
  const { register, control, handleSubmit } = useForm<TripValues>({
    resolver: zodResolver(tripSchema),
    defaultValues: {
      to: initial.to ?? '',
      date: initial.date ?? '',
      startTime: initial.startTime ?? '',
      pickupInfo: initial.pickupInfo ?? PICKUP_INFO_OPTIONS[0],
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
      setMessage(ROUTE_NOT_FOUND);
      return;
    }
    onSubmit({ from: PICKUP, to, date, startTime, pickupInfo, distance: answer.distance, duration: answer.duration });
  };
  const submit = handleSubmit(search, () => setMessage(FILL_ALL_FIELDS));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="One-way trip">
      {message && (
        <Alert tone="error" className="sm:col-span-2" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <FormField label="Pickup" name="from" value={PICKUP} readOnly aria-readonly="true" />
      <Controller
        control={control}
        name="to"
        render={({ field }) => (
          <PlaceAutocomplete
            label="Drop Place"
            name={field.name}
            placeholder="Type a town, e.g. Bhopal"
            value={field.value}
            onChange={(text) => {
              field.onChange(text);
              route.clear();
            }}
            onSelect={(place) => void route.calculate(PICKUP, place.label)}
          />
        )}
      />
      <FormField label="Date" type="date" min={todayInIndia()} {...register('date')} />
      <FormField label="Time" type="time" {...register('startTime')} />
      <SelectField label="Pickup Info" className="sm:col-span-2" options={PICKUP_INFO_OPTIONS} {...register('pickupInfo')} />
      <div className="sm:col-span-2" aria-live="polite">
        {route.calculating && <p className="text-sm font-medium text-blue-700">Calculating route...</p>}
        {route.distance && (
          <dl className="flex flex-wrap gap-3 text-sm">
            <div className="flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-blue-900">
              <Route className="size-4" />
              <dt className="sr-only">Distance</dt>
              <dd data-testid="route-distance">{formatKm(route.distance.distance)}</dd>
            </div>
            <div className="flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-blue-900">
              <Clock className="size-4" />
              <dt className="sr-only">Duration</dt>
              <dd data-testid="route-duration">{formatDuration(route.distance.duration)}</dd>
            </div>
          </dl>
        )}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonClass('accent', 'lg')} w-full sm:w-auto`} disabled={route.calculating}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
