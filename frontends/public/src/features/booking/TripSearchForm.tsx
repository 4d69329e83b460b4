import {
  Alert,
  ClockIcon,
  FormField,
  PlaceAutocomplete,
  RouteIcon,
  SelectField,
  buttonClass,
  formatDuration,
  formatKm,
  todayInIndia,
  useRouteDistance,
} from '@jbp/shared';
import { useState, type FormEvent } from 'react';
import { FILL_ALL_FIELDS, PICKUP, PICKUP_INFO_OPTIONS, type TripState } from './flow';

export interface TripSearchFormProps {
  onSubmit: (trip: TripState) => void;
  initial?: Partial<TripState>;
  submitLabel?: string;
}

const ROUTE_NOT_FOUND = 'We could not find a route to that place. Please pick a place from the suggestions.';

/**
 * The one-way form (spec section 2, step 1): fixed Jabalpur pickup, drop place with suggestions,
 * date, time, pickup info, and the route's distance and duration from the server.
 */
export function TripSearchForm({ onSubmit, initial = {}, submitLabel = 'View Details' }: TripSearchFormProps) {
  const [to, setTo] = useState(initial.to ?? '');
  const [date, setDate] = useState(initial.date ?? '');
  const [startTime, setStartTime] = useState(initial.startTime ?? '');
  const [pickupInfo, setPickupInfo] = useState<string>(initial.pickupInfo ?? PICKUP_INFO_OPTIONS[0]);
  const [message, setMessage] = useState<string | null>(null);
  const route = useRouteDistance();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!to.trim() || !date || !startTime) {
      setMessage(FILL_ALL_FIELDS);
      return;
    }
    setMessage(null);
    // The distance prices the trip: ask again if the place was typed rather than picked.
    const answer = route.distance ?? (await route.calculate(PICKUP, to.trim()));
    if (!answer) {
      setMessage(ROUTE_NOT_FOUND);
      return;
    }
    onSubmit({
      from: PICKUP,
      to: to.trim(),
      date,
      startTime,
      pickupInfo,
      distance: answer.distance,
      duration: answer.duration,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="One-way trip">
      {message && (
        <Alert tone="error" className="sm:col-span-2" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <FormField label="Pickup" name="from" value={PICKUP} readOnly aria-readonly="true" />
      <PlaceAutocomplete
        label="Drop Place"
        name="to"
        placeholder="Type a town, e.g. Bhopal"
        value={to}
        onChange={(text) => {
          setTo(text);
          route.clear();
        }}
        onSelect={(place) => void route.calculate(PICKUP, place.label)}
      />
      <FormField label="Date" name="date" type="date" min={todayInIndia()} value={date} onChange={(e) => setDate(e.target.value)} />
      <FormField label="Time" name="startTime" type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} />
      <SelectField
        label="Pickup Info"
        name="pickupInfo"
        className="sm:col-span-2"
        options={PICKUP_INFO_OPTIONS}
        value={pickupInfo}
        onChange={(e) => setPickupInfo(e.target.value)}
      />
      <div className="sm:col-span-2" aria-live="polite">
        {route.calculating && <p className="text-sm font-medium text-blue-700">Calculating route...</p>}
        {route.distance && (
          <dl className="flex flex-wrap gap-3 text-sm">
            <div className="flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-blue-900">
              <RouteIcon className="size-4" />
              <dt className="sr-only">Distance</dt>
              <dd data-testid="route-distance">{formatKm(route.distance.distance)}</dd>
            </div>
            <div className="flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-blue-900">
              <ClockIcon className="size-4" />
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
