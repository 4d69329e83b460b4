import {
  Alert,
  EmptyState,
  Logo,
  SkeletonList,
  branding,
  buttonClass,
  cardClass,
  errorMessage,
  formatAmount,
  formatDate,
  formatDateTime,
  formatKm,
  formatTime,
  queryKeys,
  commonTexts,
  useAuth,
  useTexts,
  useVocabulary,
} from '@jbp/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '@/components/Page';
import { SummaryList } from '@/components/SummaryList';
import { bookingIdFrom } from '@/features/bookingIdFromLocation';
import { dutySlipTexts } from './dutyslip.i18n';
import { addressItems, saveBlob, statusLabel, statusTexts } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';

/** /onewaydutyslip: the printable Duty Slip (One Way Journey) of a booking, with the PDF download. */
export function DutySlipPage() {
  const bookingId = bookingIdFrom(useLocation());
  const { role } = useAuth();
  const t = useTexts(dutySlipTexts);
  const tc = useTexts(commonTexts);
  const ts = useTexts(statusTexts);
  const vocabulary = useVocabulary();
  const load = useQuery({
    queryKey: queryKeys.booking(bookingId ?? ''),
    queryFn: ({ signal }) => bookingsApi.get(bookingId ?? '', signal).then(({ data }) => data),
    enabled: bookingId !== null,
  });
  const booking = load.data ?? null;
  const error = load.isError ? errorMessage(load.error, tc('bookingNotFound')) : null;
  const pdf = useMutation({
    // The PDF needs the bearer token, so it is fetched, not linked.
    mutationFn: (id: number) => bookingsApi.dutySlipPdf(id),
    onError: (e) => console.error('Failed to download duty slip', e),
  });
  const downloadError = pdf.isError ? errorMessage(pdf.error, t('downloadFailed')) : null;

  if (!bookingId) {
    return (
      <Page>
        <EmptyState message={tc('noBookingSelected')} goBack />
      </Page>
    );
  }
  if (error) {
    return (
      <Page narrow>
        <Alert tone="error">{error}</Alert>
      </Page>
    );
  }
  if (!booking) {
    return (
      <Page narrow>
        <SkeletonList count={1} label={t('loading')} />
      </Page>
    );
  }

  // Every figure is the server's: the same bill its PDF prints.
  const { bill, actions } = booking;
  const reference = booking.reference;
  const download = () => pdf.mutate(booking.id, { onSuccess: (blob) => saveBlob(blob, `duty-slip-${reference}.pdf`) });

  return (
    <Page narrow>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {/* Admins reach the slip from the booking in their portal; customers from Ride History. */}
        <Link
          to={role === 'admin' ? `/bookingdetail/${booking.id}` : '/customerprofile'}
          className="text-sm font-semibold text-blue-700 hover:underline"
        >
          {t('back')}
        </Link>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
            {t('print')}
          </button>
          {actions.downloadDutySlip && (
            <button type="button" className={buttonClass('secondary')} onClick={download} disabled={pdf.isPending}>
              {pdf.isPending ? t('preparingPdf') : t('downloadPdf')}
            </button>
          )}
        </div>
      </div>
      {downloadError && (
        <Alert tone="error" className="mb-4 print:hidden">
          {downloadError}
        </Alert>
      )}

      <article className={`${cardClass} p-6 sm:p-8 print:border-0 print:p-0 print:shadow-none`} aria-labelledby="slip-title">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <Logo className="size-9" />
            <p className="mt-2 text-xs text-slate-600">{branding.address}</p>
            <p className="text-xs text-slate-600">
              {branding.phone} · {branding.email}
            </p>
          </div>
          <div className="text-right">
            <h1 id="slip-title" className="text-xl font-extrabold text-slate-900">
              {t('title')}
            </h1>
            <p className="mt-1 font-mono text-sm font-semibold text-slate-800">{reference}</p>
            <p className="text-xs text-slate-500">{t('booked', { when: formatDateTime(booking.createdAt) })}</p>
            <p className="text-xs text-slate-500">
              {t('status', { status: statusLabel(booking.status, role === 'admin' ? 'office' : 'customer', ts) })}
            </p>
          </div>
        </header>

        <section className="mt-5" aria-labelledby="slip-passenger">
          <h2 id="slip-passenger" className="mb-3 text-sm font-bold uppercase tracking-wider text-slate-500">
            {tc('passenger')}
          </h2>
          <SummaryList
            items={[
              { label: tc('name'), value: booking.passenger?.name ?? booking.user?.fullName ?? '-' },
              { label: tc('phone'), value: booking.passenger?.phone ?? booking.user?.mobile ?? '-' },
              { label: tc('email'), value: booking.passenger?.email ?? booking.user?.email ?? '-' },
              {
                label: booking.passenger?.idType ? vocabulary.idType(booking.passenger.idType) : tc('idProof'),
                value: booking.passenger?.idNumber ?? '-',
              },
            ]}
          />
        </section>

        <section className="mt-6" aria-labelledby="slip-journey">
          <h2 id="slip-journey" className="mb-3 text-sm font-bold uppercase tracking-wider text-slate-500">
            {tc('journey')}
          </h2>
          <SummaryList
            items={[
              { label: tc('from'), value: booking.from },
              { label: tc('to'), value: booking.to },
              { label: tc('date'), value: formatDate(booking.date) },
              { label: tc('pickupTime'), value: formatTime(booking.time) },
              { label: tc('vehicle'), value: booking.vehicle },
              { label: tc('seats'), value: booking.seats ?? '-' },
              { label: tc('distance'), value: formatKm(booking.distance) },
              { label: tc('pickupInfo'), value: vocabulary.pickupInfo(booking.pickupInfo), optional: true },
              ...addressItems(booking.addresses, tc),
            ]}
          />
        </section>

        <section className="mt-6" aria-labelledby="slip-charges">
          <h2 id="slip-charges" className="mb-3 text-sm font-bold uppercase tracking-wider text-slate-500">
            {t('charges')}
          </h2>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('charges')}</caption>
            <tbody className="divide-y divide-slate-100">
              {bill.lines.map((line) => (
                <tr key={line.code}>
                  <th scope="row" className="py-2 text-left font-normal text-slate-600">
                    {vocabulary.billLine(line)}
                  </th>
                  <td className="py-2 text-right font-medium text-slate-900">{formatAmount(line.amount)}</td>
                </tr>
              ))}
              <tr className="border-t-2 border-slate-300">
                <th scope="row" className="py-2 text-left font-bold text-slate-900">
                  {tc('total')}
                </th>
                <td className="py-2 text-right text-lg font-extrabold text-slate-900" data-testid="slip-total">
                  {formatAmount(bill.total)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 text-left font-normal text-slate-600">
                  {tc('advancePaid')}
                </th>
                <td className="py-2 text-right font-medium text-green-700">{formatAmount(bill.paid)}</td>
              </tr>
              <tr>
                <th scope="row" className="py-2 text-left font-bold text-slate-900">
                  {tc('balanceDue')}
                </th>
                <td className="py-2 text-right font-extrabold text-slate-900" data-testid="slip-balance">
                  {formatAmount(bill.balance)}
                </td>
              </tr>
            </tbody>
          </table>
        </section>

        <footer className="mt-10 grid grid-cols-2 gap-10 text-center text-xs text-slate-500">
          <p className="border-t border-slate-300 pt-2">{t('driverSignature')}</p>
          <p className="border-t border-slate-300 pt-2">{t('customerSignature')}</p>
        </footer>
      </article>
    </Page>
  );
}
