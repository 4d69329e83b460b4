import { Alert, FormField, bookingsApi, buttonClass, errorMessage, formatAmount, formatDateTime, type Booking } from '@jbp/shared';
import { useState, type FormEvent } from 'react';

const STATE_TEXT: Record<string, string> = {
  none: 'No advance reported yet.',
  submitted: 'The customer has reported a UPI payment. Check it in the bank statement, then verify it.',
  verified: 'Advance verified.',
};

/** The amount to offer for verification: what the customer reported, else what is recorded or due. */
export function suggestedAdvance(b: Booking): number {
  return b.advanceSubmission?.amount ?? (b.advanceAmount || b.advanceDue || 0);
}

/** The customer's UPI report and the admin's verification (PATCH …/advance {advanceAmount}). */
export function AdvancePanel({ booking, onSaved }: { booking: Booking; onSaved: (b: Booking) => void }) {
  const [amount, setAmount] = useState(() => String(suggestedAdvance(booking) || ''));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const state = booking.advanceStatus ?? 'none';
  const submission = booking.advanceSubmission;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(value) || value < 0) {
      setNotice({ tone: 'error', text: 'Enter the advance received in rupees.' });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const { data } = await bookingsApi.verifyAdvance(booking._id, value);
      onSaved(data);
      setNotice({ tone: 'success', text: `Advance of ${formatAmount(data.advanceAmount ?? value)} recorded.` });
    } catch (error) {
      console.error('Failed to verify advance', error);
      setNotice({ tone: 'error', text: errorMessage(error, 'The advance could not be saved. Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700" data-testid="advance-state">
        {STATE_TEXT[state] ?? state}
      </p>
      {submission && (
        <dl className="grid gap-1.5 rounded-xl bg-slate-50 p-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Reported amount</dt>
            <dd className="font-semibold text-slate-900">{formatAmount(submission.amount)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">UPI reference (UTR)</dt>
            <dd className="font-mono font-semibold text-slate-900 [overflow-wrap:anywhere]">{submission.utr}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Reported</dt>
            <dd className="text-right font-medium text-slate-800">{formatDateTime(submission.submittedAt ?? '')}</dd>
          </div>
        </dl>
      )}
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <form onSubmit={verify} noValidate className="flex flex-wrap items-end gap-3" aria-label="Verify advance">
        <FormField
          label="Advance received (₹)"
          name="advanceAmount"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          className="w-48"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <button type="submit" className={buttonClass('success')} disabled={saving}>
          {saving ? 'Saving…' : state === 'verified' ? 'Update Advance' : 'Verify Advance'}
        </button>
      </form>
    </div>
  );
}
