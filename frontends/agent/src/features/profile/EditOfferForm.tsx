import { Alert, buttonClass, commonTexts, errorMessage, todayInIndia, useTexts, type Offer } from '@jbp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { agentTexts } from '@/agent.i18n';
import { offerDraftSchema, toOfferPayload, type OfferDraft } from '../offers/offerDraft';
import { OFFER_VEHICLES } from '../offers/offerVehicles';
import { FormField, SelectField } from '@jbp/widgets';
import { agentOffersApi } from '@jbp/widgets/api/agent';

/** The offer as the form holds it: every field as text. */
function draftOf(offer: Offer): OfferDraft {
  return {
    from: offer.from,
    to: offer.to,
    vehicle: offer.vehicle,
    amount: String(offer.amount),
    date: offer.date ?? offer.pickupDate,
    seats: offer.seats === null || offer.seats === undefined ? '' : String(offer.seats),
    startTime: offer.startTime,
    endTime: offer.endTime,
  };
}

/**
 * My Offers' Edit: the terms of an open offer (PUT /api/offers/:id), checked by the server as a new
 * offer is; the places stay (a new route is a new offer), the pickup info and drop date are kept.
 */
export function EditOfferForm({ offer, onSaved, onClose }: { offer: Offer; onSaved: () => void; onClose: () => void }) {
  const t = useTexts(agentTexts);
  const tc = useTexts(commonTexts);
  const headingId = useId();
  const { register, handleSubmit } = useForm<OfferDraft>({ defaultValues: draftOf(offer), resolver: zodResolver(offerDraftSchema) });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = handleSubmit(
    async (draft) => {
      setFailure(null);
      setSaving(true);
      try {
        const payload = {
          ...toOfferPayload(draft, offer.distance),
          ...(offer.pickupInfo ? { pickupInfo: offer.pickupInfo } : {}),
          ...(offer.dropDate ? { dropDate: offer.dropDate } : {}),
        };
        await agentOffersApi.update(offer._id, payload);
        onSaved();
      } catch (error) {
        setFailure(errorMessage(error, t('offerSaveFailed')));
        setSaving(false);
      }
    },
    () => setFailure(t('fillAllFields')),
  );

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="mt-3 grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="text-sm font-bold text-slate-900 sm:col-span-2">
        {t('editOfferTitle')}
      </h3>
      {failure && (
        <Alert tone="error" className="sm:col-span-2">
          {failure}
        </Alert>
      )}
      <SelectField label={tc('vehicle')} placeholder={t('selectVehicle')} options={OFFER_VEHICLES} {...register('vehicle')} />
      <FormField label={t('amountRupees')} type="text" inputMode="decimal" {...register('amount')} />
      <FormField label={tc('date')} type="date" min={todayInIndia()} {...register('date')} />
      <FormField label={t('seatsAvailable')} type="number" min={1} max={12} step={1} inputMode="numeric" {...register('seats')} />
      <FormField label={t('waitingFrom')} type="time" {...register('startTime')} />
      <FormField label={t('waitingUntil')} type="time" {...register('endTime')} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={saving}>
          {saving ? tc('saving') : t('saveOffer')}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
          {t('closeEdit')}
        </button>
      </div>
    </form>
  );
}
