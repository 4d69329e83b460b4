import { Alert, FormField, bookingsApi, buttonClass, errorMessage, type Booking, type BookingChargesUpdate } from '@jbp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useBookingChange } from './useBooking';

const CHARGES_INVALID = 'Charges must be amounts in rupees, 0 or more.';

const FIELDS: { key: keyof BookingChargesUpdate; label: string }[] = [
  { key: 'haltingCharges', label: 'Halting charges (₹)' },
  { key: 'tollTaxAndParking', label: 'Toll tax and parking (₹)' },
  { key: 'extraHoursCharges', label: 'Extra hours charges (₹)' },
  { key: 'extraKmCharges', label: 'Extra km charges (₹)' },
];

/** A charge as typed: blank means 0; anything else must be a number of rupees, 0 or more. */
const charge = z
  .string()
  .transform((text) => (text.trim() === '' ? 0 : Number(text)))
  .pipe(z.number({ error: CHARGES_INVALID }).min(0, CHARGES_INVALID));

const chargesSchema = z.object({
  haltingCharges: charge,
  tollTaxAndParking: charge,
  extraHoursCharges: charge,
  extraKmCharges: charge,
}) satisfies z.ZodType<BookingChargesUpdate, Record<keyof BookingChargesUpdate, string>>;

type ChargesDraft = z.input<typeof chargesSchema>;

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
  const { register, handleSubmit, reset } = useForm({ defaultValues: draftOf(booking), resolver: zodResolver(chargesSchema) });
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
            setNotice({ tone: 'success', text: 'Charges saved.' });
          },
          onError: (error) => {
            console.error('Failed to save charges', error);
            setNotice({ tone: 'error', text: errorMessage(error, 'The charges could not be saved. Please try again.') });
          },
        },
      );
    },
    () => setNotice({ tone: 'error', text: CHARGES_INVALID }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label="Extra charges">
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={!allowed}>
        {FIELDS.map(({ key, label }) => (
          <FormField key={key} label={label} type="number" min={0} step="0.01" inputMode="decimal" placeholder="0" {...register(key)} />
        ))}
      </fieldset>
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={!allowed || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Charges'}
        </button>
      </div>
    </form>
  );
}
