import { statusTexts } from '../booking/status.i18n';
import { TONE_CLASSES, statusDetailTone, statusLabel, statusListTone, type StatusAudience } from '../booking/status';
import { useTexts } from '@jbp/shared';

export interface StatusBadgeProps {
  status: unknown;
  /** 'list' for Ride History and the lists; 'detail' for the booking detail page (spec section 4). */
  variant?: 'list' | 'detail';
  /** The customer reads 'Cancelled by you', the office 'Cancelled by customer'. */
  audience?: StatusAudience;
  className?: string;
}

export function StatusBadge({ status, variant = 'list', audience = 'customer', className = '' }: StatusBadgeProps) {
  const t = useTexts(statusTexts);
  const tone = variant === 'detail' ? statusDetailTone(status) : statusListTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]} ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {statusLabel(status, audience, t)}
    </span>
  );
}
