import { billTexts, formatAmount, useTexts, type VehicleQuote } from '@jbp/shared';
import { tripsTexts } from './trips.i18n';
import { usePick } from './usePick';

/** What a fare table shows: a quote's vehicle, or a booking's kept fare (which has no advance line). */
export type FareBreakdown = Pick<VehicleQuote, 'lines' | 'taxable' | 'gst' | 'total'> & { vehicle: string; advance?: number };

/**
 * A vehicle's fare line by line, exactly as the server priced it: each line (with quantity × rate
 * when it has them), then the taxable value, GST, total and the advance due.
 */
export function FareLines({ priced }: { priced: FareBreakdown }) {
  const t = useTexts(tripsTexts);
  const tb = useTexts(billTexts);
  const pick = usePick();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('fareOf', { vehicle: priced.vehicle })}</caption>
      <tbody>
        {priced.lines.map((line) => (
          <tr key={line.code} data-code={line.code} className="border-b border-dashed border-slate-200">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-600">
              {pick(line.label, line.labelHi)}
              {line.quantity !== undefined && line.rate !== undefined && (
                <span className="block text-xs text-slate-500">
                  {t('quantityTimesRate', { quantity: line.quantity, rate: formatAmount(line.rate) })}
                </span>
              )}
            </th>
            <td className="py-1.5 text-right font-medium text-slate-800">{formatAmount(line.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="pt-2 pr-3 text-left font-normal text-slate-500">
            {tb('taxable')}
          </th>
          <td className="pt-2 text-right text-slate-600">{formatAmount(priced.taxable)}</td>
        </tr>
        <tr>
          <th scope="row" className="pr-3 text-left font-normal text-slate-500">
            {tb('gst')}
          </th>
          <td className="text-right text-slate-600">{formatAmount(priced.gst)}</td>
        </tr>
        <tr className="border-t border-slate-300">
          <th scope="row" className="pt-2 pr-3 text-left font-bold text-slate-900">
            {tb('total')}
          </th>
          <td className="pt-2 text-right text-lg font-extrabold text-slate-900" data-testid="quote-total">
            {formatAmount(priced.total)}
          </td>
        </tr>
        {priced.advance !== undefined && (
          <tr>
            <th scope="row" className="pr-3 text-left font-semibold text-orange-800">
              {tb('advance')}
            </th>
            <td className="text-right font-semibold text-orange-800">{formatAmount(priced.advance)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** What the fare includes and what is paid on top (tolls, state tax, parking). */
export function IncludedExtra({ priced }: { priced: VehicleQuote }) {
  const t = useTexts(tripsTexts);
  const pick = usePick();
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <p className="font-semibold text-emerald-800">{t('included')}</p>
        <ul className="mt-1 list-disc pl-5 text-slate-700">
          {pick(priced.included, priced.includedHi).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
      <div>
        <p className="font-semibold text-amber-800">{t('extra')}</p>
        <ul className="mt-1 list-disc pl-5 text-slate-700">
          {pick(priced.extra, priced.extraHi).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
