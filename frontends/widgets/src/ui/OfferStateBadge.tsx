import { statusTexts } from '../booking/status.i18n';
import { useTexts } from '@jbp/shared';

export type OfferState = 'open' | 'booked' | 'expired' | 'withdrawn';

const TONES: Record<OfferState, string> = {
  open: 'bg-green-100 text-green-800 ring-green-600/30',
  booked: 'bg-blue-100 text-blue-800 ring-blue-600/30',
  expired: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

/** An offer's state as GET /api/offers/mine and /all report it; unknown text is shown as it is. */
export function offerStateOf(status: unknown): OfferState | null {
  const s = typeof status === 'string' ? status.trim().toLowerCase() : '';
  return s in TONES ? (s as OfferState) : null;
}

export function OfferStateBadge({ status, className = '' }: { status: unknown; className?: string }) {
  const t = useTexts(statusTexts);
  const state = offerStateOf(status);
  const label = state ? t(state) : typeof status === 'string' && status ? status : t('unknown');
  const tone = state ? TONES[state] : TONES.expired;
  return (
    <span
      data-state={state ?? 'unknown'}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${tone} ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
