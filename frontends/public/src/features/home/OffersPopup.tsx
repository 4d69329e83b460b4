import {
  Dialog,
  LanguageSwitch,
  VehicleImage,
  buttonClass,
  commonTexts,
  formatAmount,
  formatDate,
  useTexts,
  type Offer,
} from '@jbp/shared';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { homeTexts } from './home.i18n';

/** Delay before the popup appears (spec section 9). */
export const POPUP_DELAY_MS = 300;

/**
 * The popup of available offers shown 300 ms after the home page loads, with a close button. A
 * modal dialog: focus starts on Close and stays inside, Escape closes it, and focus then returns. It
 * carries the language switch, since it covers the header's on arrival.
 */
export function OffersPopup({ offers, onClose }: { offers: Offer[]; onClose: () => void }) {
  const navigate = useNavigate();
  const t = useTexts(homeTexts);
  const tc = useTexts(commonTexts);
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      labelledBy="offers-popup-title"
      onClose={onClose}
      initialFocus={closeRef}
      className="max-w-lg animate-pop rounded-3xl bg-white p-6 shadow-2xl"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-orange-700">{t('popupEyebrow')}</p>
          <h2 id="offers-popup-title" className="text-xl font-extrabold text-slate-900">
            {t('availableOffers')}
          </h2>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <LanguageSwitch />
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('closeOffers')}
            className="rounded-full p-2 text-slate-500 hover:bg-slate-100"
          >
            <X className="size-5" />
          </button>
        </div>
      </div>
      {offers.length === 0 ? (
        <p className="mt-4 text-slate-600">{tc('noOffersFound')}</p>
      ) : (
        <ul className="mt-4 max-h-80 space-y-3 overflow-y-auto">
          {offers.slice(0, 4).map((o) => (
            <li key={o._id}>
              <button
                type="button"
                onClick={() => navigate('/offerconvehical', { state: { offer: o } })}
                className="flex w-full items-center gap-3 rounded-2xl border border-slate-200 p-3 text-left hover:border-orange-300 hover:bg-orange-50/50"
              >
                <VehicleImage vehicle={o.vehicle} className="h-10 w-20 shrink-0" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900">{t('offerRoute', { from: o.from, to: o.to })}</span>
                  <span className="block text-xs text-slate-500">
                    {o.vehicle} · {formatDate(o.date ?? o.pickupDate)}
                  </span>
                </span>
                <span className="font-extrabold text-orange-800">{formatAmount(o.amount)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {tc('close')}
        </button>
        <Link to="/todayoffer" className={buttonClass('accent')}>
          {t('seeAllOffers')}
        </Link>
      </div>
    </Dialog>
  );
}
