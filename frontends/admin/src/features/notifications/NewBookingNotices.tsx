import { commonTexts, useTexts } from '@jbp/shared';
import { Link } from 'react-router-dom';
import { adminTexts } from '@/admin.i18n';
import { useNewBookingNotices } from './useNewBookingNotices';

/** The green 'New booking from {name}' and 'New enquiry from {name}' notices, each for 5 seconds, over the admin pages. */
export function NewBookingNotices() {
  const notices = useNewBookingNotices();
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 grid justify-items-end gap-2 sm:inset-x-auto sm:bottom-auto sm:right-6 sm:top-20"
    >
      {notices.map((notice) => (
        <div
          key={notice.key}
          role="status"
          data-testid="new-booking-notice"
          className="pointer-events-auto flex w-full max-w-sm animate-pop items-center gap-3 rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900 shadow-lg sm:w-auto"
        >
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-green-600 text-white">
            ✓
          </span>
          <p className="min-w-0 flex-1 font-semibold">
            {t(notice.kind === 'booking' ? 'newBookingFrom' : 'newEnquiryFrom', { name: notice.customerName })}
          </p>
          <Link
            to={notice.kind === 'booking' ? `/bookingdetail/${notice.id}` : `/admin/enquiries?open=${notice.id}`}
            className="shrink-0 font-semibold text-green-800 underline"
          >
            {tc('view')}
          </Link>
        </div>
      ))}
    </div>
  );
}
