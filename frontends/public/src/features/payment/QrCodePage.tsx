import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  EmptyState,
  Skeleton,
  branding,
  buttonClass,
  cardClass,
  errorMessage,
  formatAmount,
  queryKeys,
  RichText,
  commonTexts,
  useTexts,
  type Translate,
} from '@jbp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { Page } from '@/components/Page';
import { bookingIdFrom } from '@/features/bookingIdFromLocation';
import { paymentTexts } from './payment.i18n';
import { FormField } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

const UTR_PATTERN = '[A-Za-z0-9]{6,30}';

// The inputs carry the same rules (required, min, pattern) for the browser's own checks.
function advanceSchema(t: Translate<keyof typeof paymentTexts.en>) {
  return z.object({
    amount: z.coerce.number<string>().min(1, t('amountMin')),
    utr: z
      .string()
      .trim()
      .regex(new RegExp(`^${UTR_PATTERN}$`), t('utrRule'))
      .transform((utr) => utr.toUpperCase()),
  });
}

type AdvanceFields = z.input<ReturnType<typeof advanceSchema>>;
type AdvanceBody = z.output<ReturnType<typeof advanceSchema>>;

/** The payee shown under the QR: the UPI link's own `pa`/`pn`, else the branding defaults. */
export function payeeOf(upiUri: string): { id: string; name: string } {
  const query = upiUri.split('?')[1] ?? '';
  const params = new URLSearchParams(query);
  return { id: params.get('pa') || branding.upiId, name: params.get('pn') || branding.upiName };
}

/** /qr-code: Scan & Pay for a booking's advance, and the form to send the UPI transaction reference. */
export function QrCodePage() {
  const bookingId = bookingIdFrom(useLocation());
  const queryClient = useQueryClient();
  const t = useTexts(paymentTexts);
  const tc = useTexts(commonTexts);
  const schema = useMemo(() => advanceSchema(t), [t]);
  const upiLoad = useQuery({
    queryKey: queryKeys.bookingUpi(bookingId ?? ''),
    queryFn: ({ signal }) => bookingsApi.upi(bookingId ?? '', signal),
    enabled: bookingId !== null,
  });
  // The booking's bill and whether its advance may be paid now, both the server's.
  const bookingLoad = useQuery({
    queryKey: queryKeys.booking(bookingId ?? ''),
    queryFn: ({ signal }) => bookingsApi.get(bookingId ?? '', signal).then(({ data }) => data),
    enabled: bookingId !== null,
  });
  const upi = upiLoad.data ?? null;
  const booking = bookingLoad.data ?? null;
  const loadError = upiLoad.isError ? errorMessage(upiLoad.error, t('loadFailed')) : null;
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, resetField } = useForm<AdvanceFields, unknown, AdvanceBody>({
    resolver: zodResolver(schema),
    // The amount field shows the advance asked for until the customer types another.
    values: { amount: upi ? String(upi.amount) : '', utr: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const submitAdvance = useMutation({
    mutationFn: (body: AdvanceBody) => bookingsApi.submitAdvance(bookingId ?? '', body),
    onMutate: () => setNotice(null),
    onSuccess: () => {
      setNotice({ tone: 'success', text: t('received') });
      resetField('utr', { defaultValue: '' });
    },
    onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, t('saveFailed')) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
  const busy = submitAdvance.isPending;
  const canSubmit = upi !== null && booking?.actions.payAdvance === true;

  if (!bookingId) {
    return (
      <Page>
        <EmptyState message={tc('noBookingSelected')}>
          <Link to="/customerprofile" className={`${buttonClass('primary')} mt-5`}>
            {t('goToRideHistory')}
          </Link>
        </EmptyState>
      </Page>
    );
  }

  const submit = handleSubmit((body) => submitAdvance.mutate(body));

  // Only an inline image from our server is shown, never a remote URL.
  const qrSrc = upi?.qrDataUrl.startsWith('data:image/') ? upi.qrDataUrl : null;
  const payee = upi ? payeeOf(upi.upiUri) : null;

  return (
    <Page narrow>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('lead')}</p>
      {loadError ? (
        <Alert tone="error" className="mt-6">
          {loadError}
        </Alert>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <section className={`${cardClass} flex flex-col items-center p-6 text-center`} aria-label={t('qrRegion')}>
            {upi && qrSrc ? (
              <img
                src={qrSrc}
                alt={t('qrAlt', { amount: formatAmount(upi.amount) })}
                className="size-56 rounded-xl border border-slate-200 p-2"
              />
            ) : (
              <Skeleton className="size-56" />
            )}
            <p className="mt-4 text-sm text-slate-500">{t('advanceAmount')}</p>
            <p className="text-3xl font-extrabold text-slate-900">{upi ? formatAmount(upi.amount) : '…'}</p>
            {booking && (
              <dl className="mt-3 grid grid-cols-3 gap-3 text-sm" aria-label={t('bookingBill')}>
                <div>
                  <dt className="text-xs text-slate-500">{tc('total')}</dt>
                  <dd className="font-semibold text-slate-900">{formatAmount(booking.bill.total)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{tc('advancePaid')}</dt>
                  <dd className="font-semibold text-green-700">{formatAmount(booking.bill.paid)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{tc('balanceDue')}</dt>
                  <dd className="font-semibold text-slate-900">{formatAmount(booking.bill.balance)}</dd>
                </div>
              </dl>
            )}
            {payee && (
              <p className="mt-2 text-sm text-slate-600">
                <RichText
                  texts={paymentTexts}
                  k="upiId"
                  values={{ id: payee.id }}
                  components={{ id: <span className="font-mono font-semibold text-slate-900" /> }}
                />
                <br />
                {t('payee', { name: payee.name })}
              </p>
            )}
            {upi && (
              <a href={upi.upiUri} className={`${buttonClass('success', 'lg')} mt-5 w-full`}>
                {t('payNow')}
              </a>
            )}
            <p className="mt-2 text-xs text-slate-500">{t('payNowHint')}</p>
          </section>

          <section className={`${cardClass} p-6`} aria-labelledby="utr-heading">
            <h2 id="utr-heading" className="text-lg font-bold text-slate-900">
              {t('alreadyPaid')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('sendUtr')}</p>
            {notice && (
              <Alert tone={notice.tone} className="mt-4" onClose={() => setNotice(null)}>
                {notice.text}
              </Alert>
            )}
            <form onSubmit={submit} className="mt-4 grid gap-4">
              <FormField label={t('amountPaid')} type="number" min={1} step="1" required {...register('amount')} />
              <FormField
                label={t('utr')}
                required
                inputMode="numeric"
                pattern={UTR_PATTERN}
                title={t('utrRule')}
                placeholder={t('utrExample')}
                {...register('utr')}
              />
              <button type="submit" className={buttonClass('primary')} disabled={busy || !canSubmit}>
                {busy ? t('sending') : t('submitReference')}
              </button>
            </form>
            <Link to="/customerprofile" className="mt-4 inline-block text-sm font-semibold text-blue-700 hover:underline">
              {t('backToRideHistory')}
            </Link>
          </section>
        </div>
      )}
    </Page>
  );
}
