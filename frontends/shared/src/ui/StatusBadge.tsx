import { TONE_CLASSES, statusDetailTone, statusLabel, statusListTone } from '../booking/status';

export interface StatusBadgeProps {
  status: unknown;
  /** 'list' for Ride History and the lists; 'detail' for the booking detail page (spec section 4). */
  variant?: 'list' | 'detail';
  className?: string;
}

export function StatusBadge({ status, variant = 'list', className = '' }: StatusBadgeProps) {
  const tone = variant === 'detail' ? statusDetailTone(status) : statusListTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]} ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {statusLabel(status)}
    </span>
  );
}
