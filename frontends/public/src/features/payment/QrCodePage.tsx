import {
  Alert,
  EmptyState,
  FormField,
  Skeleton,
  bookingsApi,
  branding,
  buttonClass,
  cardClass,
  errorMessage,
  formatAmount,
  useApiLoad,
} from '@jbp/shared';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '@/components/Page';
import { bookingIdFrom } from '@/features/bookingIdFromLocation';

/** The payee shown under the QR: the UPI link's own `pa`/`pn`, else the branding defaults. */
export function payeeOf(upiUri: string): { id: string; name: string } {
  const query = upiUri.split('?')[1] ?? '';
  const params = new URLSearchParams(query);
  return { id: params.get('pa') || branding.upiId, name: params.get('pn') || branding.upiName };
}

/** /qr-code: Scan & Pay for a booking's advance, and the form to send the UPI transaction reference. */
export function QrCodePage() {
  const bookingId = bookingIdFrom(useLocation());
  const load = useApiLoad(
    (signal) => (bookingId ? bookingsApi.upi(bookingId, signal) : null),
    [bookingId],
    'UPI details',
    'We could not load the payment details. Please try again.',
  );
  const upi = load.state === 'ready' ? load.data : null;
  const loadError = load.state === 'failed' ? load.message : null;
  // null until the customer types: the field then shows the advance asked for.
  const [typedAmount, setAmount] = useState<string | null>(null);
  const amount = typedAmount ?? (upi ? String(upi.amount) : '');
  const [utr, setUtr] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  if (!bookingId) {
    return (
      <Page>
        <EmptyState message="No booking selected.">
          <Link to="/customerprofile" className={`${buttonClass('primary')} mt-5`}>
            Go to Ride History
          </Link>
        </EmptyState>
      </Page>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      await bookingsApi.submitAdvance(bookingId, { amount: Number(amount), utr: utr.trim().toUpperCase() });
      setNotice({ tone: 'success', text: 'Thank you! We have received your UPI reference and will confirm the payment shortly.' });
      setUtr('');
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'We could not save your payment reference. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  // Only an inline image from our server is shown, never a remote URL.
  const qrSrc = upi?.qrDataUrl.startsWith('data:image/') ? upi.qrDataUrl : null;
  const payee = upi ? payeeOf(upi.upiUri) : null;

  return (
    <Page narrow>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Scan &amp; Pay</h1>
      <p className="mt-1 text-slate-600">Pay the advance for your booking with any UPI app: BHIM, Google Pay, PhonePe or Paytm.</p>
      {loadError ? (
        <Alert tone="error" className="mt-6">
          {loadError}
        </Alert>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <section className={`${cardClass} flex flex-col items-center p-6 text-center`} aria-label="UPI QR code">
            {upi && qrSrc ? (
              <img src={qrSrc} alt={`UPI QR code to pay ${formatAmount(upi.amount)}`} className="size-56 rounded-xl border border-slate-200 p-2" />
            ) : (
              <Skeleton className="size-56" />
            )}
            <p className="mt-4 text-sm text-slate-500">Advance amount</p>
            <p className="text-3xl font-extrabold text-slate-900">{upi ? formatAmount(upi.amount) : '…'}</p>
            {payee && (
              <p className="mt-2 text-sm text-slate-600">
                UPI ID: <span className="font-mono font-semibold text-slate-900">{payee.id}</span>
                <br />
                Payee: {payee.name}
              </p>
            )}
            {upi && (
              <a href={upi.upiUri} className={`${buttonClass('success', 'lg')} mt-5 w-full`}>
                Pay Now
              </a>
            )}
            <p className="mt-2 text-xs text-slate-500">Pay Now opens your UPI app on a phone. On a computer, scan the code.</p>
          </section>

          <section className={`${cardClass} p-6`} aria-labelledby="utr-heading">
            <h2 id="utr-heading" className="text-lg font-bold text-slate-900">
              Already paid?
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Send us the 12-digit UPI transaction reference (UTR) from your app so we can match your payment.
            </p>
            {notice && (
              <Alert tone={notice.tone} className="mt-4" onClose={() => setNotice(null)}>
                {notice.text}
              </Alert>
            )}
            <form onSubmit={submit} className="mt-4 grid gap-4">
              <FormField label="Amount paid (₹)" name="amount" type="number" min={1} step="1" required value={amount} onChange={(e) => setAmount(e.target.value)} />
              <FormField
                label="UPI transaction reference (UTR)"
                name="utr"
                required
                inputMode="numeric"
                pattern="[A-Za-z0-9]{6,30}"
                title="The UPI transaction reference: usually 12 digits"
                placeholder="e.g. 412345678901"
                value={utr}
                onChange={(e) => setUtr(e.target.value)}
              />
              <button type="submit" className={buttonClass('primary')} disabled={busy || !upi}>
                {busy ? 'Sending…' : 'Submit reference'}
              </button>
            </form>
            <Link to="/customerprofile" className="mt-4 inline-block text-sm font-semibold text-blue-700 hover:underline">
              Back to Ride History
            </Link>
          </section>
        </div>
      )}
    </Page>
  );
}
