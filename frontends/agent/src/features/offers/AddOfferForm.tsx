import { Alert, buttonClass, errorMessage, formatKm, queryKeys, todayInIndia, commonTexts, useTexts, type OfferCreate } from '@jbp/shared';
import { PlaceAutocomplete, focusFirstError, FormField, SelectField } from '@jbp/widgets';
import { agentOffersApi } from '@jbp/widgets/api/agent';
import { tripApi } from '@jbp/widgets/api/trip';
import { OFFER_VEHICLES } from './offerVehicles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Route } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { agentTexts } from '@/agent.i18n';
import { EMPTY_DRAFT, offerDraftSchema, toOfferPayload, type OfferDraft } from './offerDraft';

type Notice = { tone: 'success' | 'error'; text: string; detail?: string };

/** The places picked from the suggestions; typing again un-picks the place. */
interface Picked {
  from: string | null;
  to: string | null;
}

const NOTHING_PICKED: Picked = { from: null, to: null };

/** The fields as the form shows them (the schema's order). */
const FIELD_ORDER = offerDraftSchema.keyof().options;

/**
 * Add Travel Offer (spec sections 2, 4, 5 and 8): From and To place search from 3 characters, the
 * route's distance once both are picked, and the eight required fields.
 */
export function AddOfferForm({ onCreated }: { onCreated?: () => void }) {
  const queryClient = useQueryClient();
  const t = useTexts(agentTexts);
  const tc = useTexts(commonTexts);
  const { control, register, handleSubmit, reset, setFocus } = useForm<OfferDraft>({
    defaultValues: EMPTY_DRAFT,
    resolver: zodResolver(offerDraftSchema),
    shouldFocusError: false,
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
    mutationFn: (offer: OfferCreate) => agentOffersApi.create(offer),
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
          setNotice({ tone: 'success', text: t('offerSubmitted') });
          reset(EMPTY_DRAFT);
          setPicked(NOTHING_PICKED);
          setFormKey((k) => k + 1);
          onCreated?.();
        },
        onError: (error) => {
          console.error('Failed to submit offer', error);
          setNotice({ tone: 'error', text: t('offerFailed'), detail: errorMessage(error, '') || undefined });
        },
      });
    },
    (errors) => {
      setNotice({ tone: 'error', text: t('fillAllFields') });
      focusFirstError(errors, FIELD_ORDER, setFocus);
    },
  );

  const placeField = (field: 'from' | 'to', label: string, placeholder: string) => (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange, onBlur, ref } }) => (
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
          onBlur={onBlur}
          inputRef={ref}
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
      aria-label={t('addTravelOffer')}
    >
      {notice && (
        <Alert tone={notice.tone} className="sm:col-span-2" onClose={() => setNotice(null)}>
          <p>{notice.text}</p>
          {notice.detail && <p className="mt-1 text-xs">{notice.detail}</p>}
        </Alert>
      )}
      {placeField('from', t('from'), t('fromHint'))}
      {placeField('to', t('to'), t('toHint'))}

      <div className="empty:hidden sm:col-span-2" aria-live="polite">
        {distance ? (
          <p
            className="inline-flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-sm font-semibold text-blue-900"
            data-testid="offer-distance"
          >
            <Route className="size-4" />
            {t('distance', { km: formatKm(distance.distance) })}
          </p>
        ) : bothPicked && route.isFetching ? (
          <p className="text-sm text-slate-500">{t('calculatingRoute')}</p>
        ) : null}
      </div>

      <SelectField label={tc('vehicle')} placeholder={t('selectVehicle')} options={OFFER_VEHICLES} {...register('vehicle')} />
      <FormField label={t('amountRupees')} type="text" inputMode="decimal" placeholder={t('amountExample')} {...register('amount')} />
      <FormField label={tc('date')} type="date" min={todayInIndia()} {...register('date')} />
      <FormField label={t('seatsAvailable')} type="number" min={1} max={12} step={1} inputMode="numeric" {...register('seats')} />
      <FormField label={t('waitingFrom')} type="time" hint={t('waitingHint')} {...register('startTime')} />
      <FormField label={t('waitingUntil')} type="time" {...register('endTime')} />

      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonClass('accent', 'lg')} w-full sm:w-auto`} disabled={create.isPending}>
          {create.isPending ? t('submitting') : t('submitOffer')}
        </button>
      </div>
    </form>
  );
}
