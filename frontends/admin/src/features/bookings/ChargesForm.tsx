import {
  Alert,
  buttonClass,
  commonTexts,
  errorMessage,
  useTexts,
  type Booking,
  type BookingChargesUpdate,
  type Translate,
} from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useBookingChange } from './useBooking';
import { FormField } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

const FIELDS: { key: keyof BookingChargesUpdate; label: 'haltingCharges' | 'tollParking' | 'extraHours' | 'extraKm' }[] = [
  { key: 'haltingCharges', label: 'haltingCharges' },
  { key: 'tollTaxAndParking', label: 'tollParking' },
  { key: 'extraHoursCharges', label: 'extraHours' },
  { key: 'extraKmCharges', label: 'extraKm' },
];

function extrasSchema(invalid: string) {
  /** A charge as typed: blank means 0; anything else must be a number of rupees, 0 or more. */
  const charge = z
    .string()
    .transform((text) => (text.trim() === '' ? 0 : Number(text)))
    .pipe(z.number({ error: invalid }).min(0, invalid));
  return z.object({
    haltingCharges: charge,
    tollTaxAndParking: charge,
    extraHoursCharges: charge,
    extraKmCharges: charge,
  }) satisfies z.ZodType<BookingChargesUpdate, Record<keyof BookingChargesUpdate, string>>;
}

type ChargesDraft = z.input<ReturnType<typeof extrasSchema>>;
type AdminTranslate = Translate<keyof typeof adminTexts.en>;

function draftOf(b: Booking): ChargesDraft {
  const text = (v: number | null | undefined) => (v ? String(v) : '');
  return {
    haltingCharges: text(b.haltingCharges),
    tollTaxAndParking: text(b.tollTaxAndParking),
    extraHoursCharges: text(b.extraHoursCharges),
    extraKmCharges: text(b.extraKmCharges),
  };
}

/** The duty slip's extra charges, entered by the office after the trip (PATCH …/charges). */
export function ChargesForm({ booking }: { booking: Booking }) {
  const t: AdminTranslate = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  const schema = useMemo(() => extrasSchema(t('chargesInvalid')), [t]);
  const { register, handleSubmit, reset } = useForm({ defaultValues: draftOf(booking), resolver: zodResolver(schema) });
  const save = useBookingChange(bookingsApi.setCharges);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const allowed = booking.actions.editCharges;

  const submit = handleSubmit(
    (charges) => {
      setNotice(null);
      save.mutate(
        { id: booking._id, value: charges },
        {
          onSuccess: (saved) => {
            reset(draftOf(saved));
            setNotice({ tone: 'success', text: t('chargesSaved') });
          },
          onError: (error) => {
            console.error('Failed to save charges', error);
            setNotice({ tone: 'error', text: errorMessage(error, t('chargesFailed')) });
          },
        },
      );
    },
    () => setNotice({ tone: 'error', text: t('chargesInvalid') }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label={t('extraCharges')}>
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={!allowed}>
        {FIELDS.map(({ key, label }) => (
          <FormField key={key} label={t(label)} type="number" min={0} step="0.01" inputMode="decimal" placeholder="0" {...register(key)} />
        ))}
      </fieldset>
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={!allowed || save.isPending}>
          {save.isPending ? tc('saving') : t('saveCharges')}
        </button>
      </div>
    </form>
  );
}
