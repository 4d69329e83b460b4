import { Alert, FormField, bookingsApi, buttonClass, errorMessage, type Booking, type BookingChargesUpdate } from '@jbp/shared';
import { useState, type FormEvent } from 'react';

const FIELDS: { key: keyof BookingChargesUpdate; label: string }[] = [
  { key: 'haltingCharges', label: 'Halting charges (₹)' },
  { key: 'tollTaxAndParking', label: 'Toll tax and parking (₹)' },
  { key: 'extraHoursCharges', label: 'Extra hours charges (₹)' },
  { key: 'extraKmCharges', label: 'Extra km charges (₹)' },
];

type Draft = Record<keyof BookingChargesUpdate, string>;

function draftOf(b: Booking): Draft {
  const text = (v: number | null | undefined) => (v ? String(v) : '');
  return {
    haltingCharges: text(b.haltingCharges),
    tollTaxAndParking: text(b.tollTaxAndParking),
    extraHoursCharges: text(b.extraHoursCharges),
    extraKmCharges: text(b.extraKmCharges),
  };
}

/** The duty slip's extra charges, entered by the office after the trip (PATCH …/charges). */
export function ChargesForm({ booking, onSaved }: { booking: Booking; onSaved: (b: Booking) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(booking));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(FIELDS.map(({ key }) => [key, draft[key].trim() === '' ? 0 : Number(draft[key])])) as unknown as BookingChargesUpdate;
    if (Object.values(body).some((n) => !Number.isFinite(n) || n < 0)) {
      setNotice({ tone: 'error', text: 'Charges must be amounts in rupees, 0 or more.' });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const { data } = await bookingsApi.setCharges(booking._id, body);
      onSaved(data);
      setDraft(draftOf(data));
      setNotice({ tone: 'success', text: 'Charges saved.' });
    } catch (error) {
      console.error('Failed to save charges', error);
      setNotice({ tone: 'error', text: errorMessage(error, 'The charges could not be saved. Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className="grid gap-4" aria-label="Extra charges">
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label }) => (
          <FormField
            key={key}
            label={label}
            name={key}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            placeholder="0"
            value={draft[key]}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          />
        ))}
      </div>
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={saving}>
          {saving ? 'Saving…' : 'Save Charges'}
        </button>
      </div>
    </form>
  );
}
