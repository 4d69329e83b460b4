import { Alert, errorMessage, useTexts, type Booking, type ReceiptKind } from '@jbp/shared';
import { bookingsApi } from '../api/bookings';
import { useEffect, useState } from 'react';
import { tripTexts } from './trips.i18n';

const KINDS: readonly ReceiptKind[] = ['tolls', 'parking', 'stateTax'];

export interface ReceiptPhotosProps {
  booking: Booking;
  /** The driver's link token; without it the signed-in office (or owner) reads them. */
  tripToken?: string;
  /** May add or replace photos (the office, or the driver while the trip is open). */
  canUpload: boolean;
  /** The booking as answered after an upload. */
  onSaved: (booking: Booking) => void;
}

/** The receipt photos of tolls, parking and state tax: shown when sent, and a camera/file picker for each. */
export function ReceiptPhotos({ booking, tripToken, canUpload, onSaved }: ReceiptPhotosProps) {
  const t = useTexts(tripTexts);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReceiptKind | null>(null);
  const receipts = booking.trip?.receipts;
  if (!receipts) return null;

  const upload = async (kind: ReceiptKind, file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(kind);
    try {
      const { data } = await bookingsApi.uploadReceipt(booking._id, kind, file, tripToken);
      onSaved(data);
    } catch (e) {
      setError(errorMessage(e, t('receiptFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-3" data-testid="receipts">
      <h3 className="font-bold text-slate-900">{t('receipts')}</h3>
      {error && (
        <Alert tone="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ul className="grid gap-3 sm:grid-cols-3">
        {KINDS.map((kind) => (
          <li key={kind} className="grid gap-2 text-sm">
            <span className="font-medium text-slate-700">{t(`receipt_${kind}`)}</span>
            {receipts[kind] ? (
              <ReceiptImage bookingId={booking._id} kind={kind} tripToken={tripToken} version={receipts[kind]} alt={t(`receipt_${kind}`)} />
            ) : (
              <span className="text-slate-500">{t('noReceipt')}</span>
            )}
            {canUpload && (
              <label className="cursor-pointer font-semibold text-blue-700 underline">
                {busy === kind ? t('uploading') : receipts[kind] ? t('replaceReceipt') : t('addReceipt')}
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  className="sr-only"
                  data-testid={`receipt-${kind}`}
                  disabled={busy !== null}
                  onChange={(e) => void upload(kind, e.target.files?.[0])}
                />
              </label>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An image read with the caller's bearer or link header (an <img> alone cannot send them). */
function ReceiptImage({
  bookingId,
  kind,
  tripToken,
  version,
  alt,
}: {
  bookingId: number;
  kind: ReceiptKind;
  tripToken?: string;
  version: string;
  alt: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    bookingsApi
      .receipt(bookingId, kind, tripToken, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [bookingId, kind, tripToken, version]);
  return url ? (
    <img src={url} alt={alt} className="h-28 w-full rounded-lg border border-slate-200 object-cover" />
  ) : (
    <span className="h-28 w-full animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
  );
}
