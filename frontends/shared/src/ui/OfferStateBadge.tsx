export type OfferState = 'open' | 'booked' | 'expired';

const STATES: Record<OfferState, { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-green-100 text-green-800 ring-green-600/30' },
  booked: { label: 'Booked', className: 'bg-blue-100 text-blue-800 ring-blue-600/30' },
  expired: { label: 'Expired', className: 'bg-slate-100 text-slate-700 ring-slate-500/30' },
};

/** An offer's state as GET /api/offers/mine and /all report it; unknown text is shown as it is. */
export function offerStateOf(status: unknown): OfferState | null {
  const s = typeof status === 'string' ? status.trim().toLowerCase() : '';
  return s in STATES ? (s as OfferState) : null;
}

export function OfferStateBadge({ status, className = '' }: { status: unknown; className?: string }) {
  const state = offerStateOf(status);
  const { label, className: tone } = state
    ? STATES[state]
    : { label: typeof status === 'string' && status ? status : 'Unknown', className: STATES.expired.className };
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
