import { commonTexts, formatAmount, useTexts, type TripSheet } from '@jbp/shared';
import { tripTexts } from './trips.i18n';

/** The closed trip's bill as the server worked it out. */
export function FinalBill({ bill }: { bill: NonNullable<TripSheet['bill']> }) {
  const t = useTexts(tripTexts);
  const tc = useTexts(commonTexts);
  const row = (label: string, amount: number, strong = false) => (
    <div key={label} className="flex justify-between gap-4">
      <dt className={strong ? 'font-bold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={strong ? 'font-extrabold text-slate-900' : 'font-medium text-slate-900'}>{formatAmount(amount)}</dd>
    </div>
  );
  return (
    <dl className="grid gap-2 text-sm" data-testid="final-bill">
      {bill.lines
        .filter((line) => line.amount > 0)
        .map((line) =>
          row(line.quantity !== null && line.rate !== null ? `${line.label} (${line.quantity} × ₹${line.rate})` : line.label, line.amount),
        )}
      <div className="border-t border-slate-200 pt-2" />
      {row(t('taxable'), bill.taxable)}
      {row(t('gst', { rate: bill.gstRate }), bill.gst)}
      {row(t('actuals'), bill.reimbursements)}
      {row(tc('total'), bill.total, true)}
      {row(tc('advancePaid'), bill.advancePaid)}
      {row(tc('balanceDue'), bill.balance, true)}
    </dl>
  );
}
