import { Alert, FormField, bookingsApi, buttonClass, errorMessage, formatAmount, formatDateTime, type Booking } from '@jbp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { advanceFieldText, rupeesField } from './advanceForm';
import { useBookingChange } from './useBooking';

const STATE_TEXT: Record<string, string> = {
  none: 'No advance reported yet.',
  submitted: 'The customer has reported a UPI payment. Check it in the bank statement, then verify it.',
  verified: 'Advance verified.',
};

const verifySchema = z.object({ advanceAmount: rupeesField('Enter the advance received in rupees.', (rupees) => rupees >= 0) });

/** The customer's UPI report and the admin's verification (PATCH …/advance {advanceAmount}). */
export function AdvancePanel({ booking }: { booking: Booking }) {
  const { register, handleSubmit } = useForm({
    defaultValues: { advanceAmount: advanceFieldText(booking) },
    resolver: zodResolver(verifySchema),
  });
  const verify = useBookingChange(bookingsApi.verifyAdvance);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const state = booking.advanceStatus ?? 'none';
  const submission = booking.advanceSubmission;
  const allowed = booking.actions.verifyAdvance;

  const submit = handleSubmit(
    ({ advanceAmount }) => {
      setNotice(null);
      verify.mutate(
        { id: booking._id, value: advanceAmount },
        {
          onSuccess: (saved) => setNotice({ tone: 'success', text: `Advance of ${formatAmount(saved.bill.paid)} recorded.` }),
          onError: (error) => {
            console.error('Failed to verify advance', error);
            setNotice({ tone: 'error', text: errorMessage(error, 'The advance could not be saved. Please try again.') });
          },
        },
      );
    },
    (errors) => setNotice({ tone: 'error', text: errors.advanceAmount?.message ?? '' }),
  );

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
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3" aria-label="Verify advance">
        <FormField
          label="Advance received (₹)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          className="w-48"
          disabled={!allowed}
          {...register('advanceAmount')}
        />
        <button type="submit" className={buttonClass('success')} disabled={!allowed || verify.isPending}>
          {verify.isPending ? 'Saving…' : state === 'verified' ? 'Update Advance' : 'Verify Advance'}
        </button>
      </form>
    </div>
  );
}
