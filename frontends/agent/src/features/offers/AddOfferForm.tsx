import {
  Alert,
  FormField,
  OFFER_VEHICLES,
  PlaceAutocomplete,
  RouteIcon,
  SelectField,
  buttonClass,
  errorMessage,
  formatKm,
  offersApi,
  todayInIndia,
  useRouteDistance,
} from '@jbp/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { EMPTY_DRAFT, FILL_ALL_FIELDS, OFFER_FAILED, OFFER_SUBMITTED, isComplete, toOfferPayload, type OfferDraft } from './offerDraft';

type Notice = { tone: 'success' | 'error'; text: string; detail?: string };

/** The places picked from the suggestions; typing again un-picks the place. */
interface Picked {
  from: string | null;
  to: string | null;
}

/**
 * Add Travel Offer (spec sections 2, 4, 5 and 8): From and To place search from 3 characters, the
 * route's distance once both are picked, and the eight required fields.
 */
export function AddOfferForm({ onCreated }: { onCreated?: () => void }) {
  const [draft, setDraft] = useState<OfferDraft>(EMPTY_DRAFT);
  const [picked, setPicked] = useState<Picked>({ from: null, to: null });
  // Remounts the place boxes after a reset so they forget their suggestions.
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const route = useRouteDistance();
  const { calculate, clear } = route;

  // Recalculated whenever both places are set; cleared as soon as either is not (or the call fails).
  useEffect(() => {
    if (picked.from && picked.to) void calculate(picked.from, picked.to);
    else clear();
  }, [picked.from, picked.to, calculate, clear]);

  const set = (field: keyof OfferDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const placeProps = (field: 'from' | 'to') => ({
    value: draft[field],
    minChars: 3,
    limit: 5,
    onChange: (text: string) => {
      set(field)(text);
      setPicked((p) => (p[field] === text ? p : { ...p, [field]: null }));
    },
    onSelect: (place: { label: string }) => setPicked((p) => ({ ...p, [field]: place.label })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!isComplete(draft)) {
      setNotice({ tone: 'error', text: FILL_ALL_FIELDS });
      return;
    }
    setSubmitting(true);
    setNotice(null);
    try {
      await offersApi.create(toOfferPayload(draft, route.distance?.distance ?? null));
      setNotice({ tone: 'success', text: OFFER_SUBMITTED });
      setDraft(EMPTY_DRAFT);
      setPicked({ from: null, to: null });
      clear();
      setFormKey((k) => k + 1);
      onCreated?.();
    } catch (error) {
      console.error('Failed to submit offer', error);
      setNotice({ tone: 'error', text: OFFER_FAILED, detail: errorMessage(error, '') || undefined });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form key={formKey} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Add Travel Offer">
      {notice && (
        <Alert tone={notice.tone} className="sm:col-span-2" onClose={() => setNotice(null)}>
          <p>{notice.text}</p>
          {notice.detail && <p className="mt-1 text-xs">{notice.detail}</p>}
        </Alert>
      )}
      <PlaceAutocomplete label="From" name="from" placeholder="Type 3 letters, e.g. Jab" {...placeProps('from')} />
      <PlaceAutocomplete label="To" name="to" placeholder="Type 3 letters, e.g. Bho" {...placeProps('to')} />

      <div className="empty:hidden sm:col-span-2" aria-live="polite">
        {route.distance ? (
          <p className="inline-flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-sm font-semibold text-blue-900" data-testid="offer-distance">
            <RouteIcon className="size-4" />
            Distance: {formatKm(route.distance.distance)}
          </p>
        ) : route.calculating ? (
          <p className="text-sm text-slate-500">Calculating route...</p>
        ) : null}
      </div>

      <SelectField
        label="Vehicle"
        name="vehicle"
        placeholder="Select a vehicle"
        options={OFFER_VEHICLES}
        value={draft.vehicle}
        onChange={(e) => set('vehicle')(e.target.value)}
      />
      <FormField
        label="Amount (₹)"
        name="amount"
        type="text"
        inputMode="decimal"
        placeholder="e.g. 2500"
        value={draft.amount}
        onChange={(e) => set('amount')(e.target.value)}
      />
      <FormField label="Date" name="date" type="date" min={todayInIndia()} value={draft.date} onChange={(e) => set('date')(e.target.value)} />
      <FormField
        label="Seats Available"
        name="seats"
        type="number"
        min={1}
        max={12}
        step={1}
        inputMode="numeric"
        value={draft.seats}
        onChange={(e) => set('seats')(e.target.value)}
      />
      <FormField label="Pickup Time" name="startTime" type="time" value={draft.startTime} onChange={(e) => set('startTime')(e.target.value)} />
      <FormField label="Drop Time" name="endTime" type="time" value={draft.endTime} onChange={(e) => set('endTime')(e.target.value)} />

      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonClass('accent', 'lg')} w-full sm:w-auto`} disabled={submitting}>
          {submitting ? 'Submitting…' : 'Submit Offer'}
        </button>
      </div>
    </form>
  );
}
