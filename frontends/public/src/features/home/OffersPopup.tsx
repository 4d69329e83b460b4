import { VehicleImage, buttonClass, formatDate, formatRupees, type Offer } from '@jbp/shared';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/** Delay before the popup appears (spec section 9). */
export const POPUP_DELAY_MS = 300;

/**
 * The popup of available offers shown 300 ms after the home page loads, with a close button. It is a
 * modal dialog: focus moves to Close and Escape closes it.
 */
export function OffersPopup({ offers, onClose }: { offers: Offer[]; onClose: () => void }) {
  const navigate = useNavigate();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 backdrop-blur-sm sm:items-center"
      onClick={onClose}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="offers-popup-title"
        className="w-full max-w-lg animate-pop rounded-3xl bg-white p-6 shadow-2xl"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-orange-700">Limited-time</p>
            <h2 id="offers-popup-title" className="text-xl font-extrabold text-slate-900">
              Available Offers
            </h2>
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close offers"
            className="rounded-full p-2 text-slate-500 hover:bg-slate-100"
          >
            <X className="size-5" />
          </button>
        </div>
        {offers.length === 0 ? (
          <p className="mt-4 text-slate-600">No offers found.</p>
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
                    <span className="block truncate font-semibold text-slate-900">
                      {o.from} → {o.to}
                    </span>
                    <span className="block text-xs text-slate-500">
                      {o.vehicle} · {formatDate(o.date ?? o.pickupDate)}
                    </span>
                  </span>
                  <span className="font-extrabold text-orange-800">{formatRupees(o.amount)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Close
          </button>
          <Link to="/todayoffer" className={buttonClass('accent')}>
            See all offers
          </Link>
        </div>
      </div>
    </div>
  );
}
