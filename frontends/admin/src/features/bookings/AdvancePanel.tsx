import { Alert, buttonClass, commonTexts, errorMessage, formatAmount, formatDateTime, useTexts, type Booking } from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { advanceFieldText, rupeesField } from './advanceForm';
import { useBookingChange } from './useBooking';
import { FormField } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

const STATE_TEXT = { none: 'advanceNone', submitted: 'advanceSubmitted', verified: 'advanceVerified' } as const;

const verifySchema = (message: string) => z.object({ advanceAmount: rupeesField(message, (rupees) => rupees >= 0) });

/** The customer's UPI report and the admin's verification (PATCH …/advance {advanceAmount}). */
export function AdvancePanel({ booking }: { booking: Booking }) {
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  const schema = useMemo(() => verifySchema(t('enterAdvanceReceived')), [t]);
  const { register, handleSubmit } = useForm({
    defaultValues: { advanceAmount: advanceFieldText(booking) },
    resolver: zodResolver(schema),
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
          onSuccess: (saved) => setNotice({ tone: 'success', text: t('advanceRecorded', { amount: formatAmount(saved.bill.paid) }) }),
          onError: (error) => {
            console.error('Failed to verify advance', error);
            setNotice({ tone: 'error', text: errorMessage(error, t('advanceSaveFailed')) });
          },
        },
      );
    },
    (errors) => setNotice({ tone: 'error', text: errors.advanceAmount?.message ?? '' }),
  );

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700" data-testid="advance-state">
        {state in STATE_TEXT ? t(STATE_TEXT[state as keyof typeof STATE_TEXT]) : state}
      </p>
      {submission && (
        <dl className="grid gap-1.5 rounded-xl bg-slate-50 p-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t('reportedAmount')}</dt>
            <dd className="font-semibold text-slate-900">{formatAmount(submission.amount)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t('utr')}</dt>
            <dd className="font-mono font-semibold text-slate-900 [overflow-wrap:anywhere]">{submission.utr}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t('reported')}</dt>
            <dd className="text-right font-medium text-slate-800">{formatDateTime(submission.submittedAt ?? '')}</dd>
          </div>
        </dl>
      )}
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-wrap items-end gap-3"
        aria-label={t('verifyAdvanceForm')}
      >
        <FormField
          label={t('advanceReceived')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          className="w-48"
          disabled={!allowed}
          {...register('advanceAmount')}
        />
        <button type="submit" className={buttonClass('success')} disabled={!allowed || verify.isPending}>
          {verify.isPending ? tc('saving') : state === 'verified' ? t('updateAdvance') : t('verifyAdvance')}
        </button>
      </form>
    </div>
  );
}
