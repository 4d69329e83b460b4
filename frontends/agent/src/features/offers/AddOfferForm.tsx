import {
  Alert,
  FormField,
  SelectField,
  buttonClass,
  errorMessage,
  formatKm,
  offersApi,
  queryKeys,
  todayInIndia,
  tripApi,
  type OfferCreate,
} from '@jbp/shared';
import { PlaceAutocomplete } from '@jbp/shared/widgets';
import { OFFER_VEHICLES } from './offerVehicles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Route } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  EMPTY_DRAFT,
  FILL_ALL_FIELDS,
  OFFER_FAILED,
  OFFER_SUBMITTED,
  offerDraftSchema,
  toOfferPayload,
  type OfferDraft,
} from './offerDraft';

type Notice = { tone: 'success' | 'error'; text: string; detail?: string };

/** The places picked from the suggestions; typing again un-picks the place. */
interface Picked {
  from: string | null;
  to: string | null;
}

const NOTHING_PICKED: Picked = { from: null, to: null };

/**
 * Add Travel Offer (spec sections 2, 4, 5 and 8): From and To place search from 3 characters, the
 * route's distance once both are picked, and the eight required fields.
 */
export function AddOfferForm({ onCreated }: { onCreated?: () => void }) {
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, reset } = useForm<OfferDraft>({
    defaultValues: EMPTY_DRAFT,
    resolver: zodResolver(offerDraftSchema),
  });
  const [picked, setPicked] = useState<Picked>(NOTHING_PICKED);
  // Remounts the place boxes after a reset so they forget their suggestions.
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);

  // Asked for whenever both places are picked; shown only for the pair picked now, gone when the call fails.
  const bothPicked = picked.from !== null && picked.to !== null;
  const route = useQuery({
    queryKey: queryKeys.distance(picked.from ?? '', picked.to ?? ''),
    queryFn: ({ signal }) => tripApi.distance(picked.from ?? '', picked.to ?? '', signal),
    enabled: bothPicked,
  });
  const distance = bothPicked ? route.data : undefined;

  const create = useMutation({
    mutationFn: (offer: OfferCreate) => offersApi.create(offer),
    // The agent's list, the admin's list and the home page's open offers all show the new offer.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.offerLists });
    },
  });

  const submit = handleSubmit(
    (draft) => {
      setNotice(null);
      create.mutate(toOfferPayload(draft, distance?.distance ?? null), {
        onSuccess: () => {
          setNotice({ tone: 'success', text: OFFER_SUBMITTED });
          reset(EMPTY_DRAFT);
          setPicked(NOTHING_PICKED);
          setFormKey((k) => k + 1);
          onCreated?.();
        },
        onError: (error) => {
          console.error('Failed to submit offer', error);
          setNotice({ tone: 'error', text: OFFER_FAILED, detail: errorMessage(error, '') || undefined });
        },
      });
    },
    () => setNotice({ tone: 'error', text: FILL_ALL_FIELDS }),
  );

  const placeField = (field: 'from' | 'to', label: string, placeholder: string) => (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange } }) => (
        <PlaceAutocomplete
          label={label}
          name={field}
          placeholder={placeholder}
          minChars={3}
          limit={5}
          value={value}
          onChange={(text) => {
            onChange(text);
            setPicked((p) => (p[field] === text ? p : { ...p, [field]: null }));
          }}
          onSelect={(place) => setPicked((p) => ({ ...p, [field]: place.label }))}
        />
      )}
    />
  );

  return (
    <form
      key={formKey}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Add Travel Offer"
    >
      {notice && (
        <Alert tone={notice.tone} className="sm:col-span-2" onClose={() => setNotice(null)}>
          <p>{notice.text}</p>
          {notice.detail && <p className="mt-1 text-xs">{notice.detail}</p>}
        </Alert>
      )}
      {placeField('from', 'From', 'Type 3 letters, e.g. Jab')}
      {placeField('to', 'To', 'Type 3 letters, e.g. Bho')}

      <div className="empty:hidden sm:col-span-2" aria-live="polite">
        {distance ? (
          <p
            className="inline-flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-sm font-semibold text-blue-900"
            data-testid="offer-distance"
          >
            <Route className="size-4" />
            Distance: {formatKm(distance.distance)}
          </p>
        ) : bothPicked && route.isFetching ? (
          <p className="text-sm text-slate-500">Calculating route...</p>
        ) : null}
      </div>

      <SelectField label="Vehicle" placeholder="Select a vehicle" options={OFFER_VEHICLES} {...register('vehicle')} />
      <FormField label="Amount (₹)" type="text" inputMode="decimal" placeholder="e.g. 2500" {...register('amount')} />
      <FormField label="Date" type="date" min={todayInIndia()} {...register('date')} />
      <FormField label="Seats Available" type="number" min={1} max={12} step={1} inputMode="numeric" {...register('seats')} />
      <FormField label="Pickup Time" type="time" {...register('startTime')} />
      <FormField label="Drop Time" type="time" {...register('endTime')} />

      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonClass('accent', 'lg')} w-full sm:w-auto`} disabled={create.isPending}>
          {create.isPending ? 'Submitting…' : 'Submit Offer'}
        </button>
      </div>
    </form>
  );
}
