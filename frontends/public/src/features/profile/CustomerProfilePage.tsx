import { useTexts } from '@jbp/shared';
import { ProfileEditor } from '@jbp/widgets';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '@/components/Page';
import { profileTexts } from './profile.i18n';
import { BookingConfirmation, justBookedId } from './BookingConfirmation';
import { MyDataSection } from './MyDataSection';
import { myBookingsQuery } from './myBookingsQuery';
import { RideHistory } from './RideHistory';

/**
 * /customerprofile: profile view/edit, Ride History, and the person's data (download, delete); right
 * after a booking (the spec's landing), it opens with that booking's confirmation card.
 */
export function CustomerProfilePage() {
  const t = useTexts(profileTexts);
  const justBooked = justBookedId(useLocation().state);
  const bookings = useQuery({ ...myBookingsQuery, enabled: justBooked !== null }).data;
  return (
    <Page className="grid gap-10">
      <h1 className="sr-only">{t('myProfile')}</h1>
      {justBooked !== null && <BookingConfirmation booking={bookings?.find((b) => b.id === justBooked)} loading={bookings === undefined} />}
      <ProfileEditor
        areaField="address"
        footer={
          <p className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            <span>{t('readTerms')}</span>
            <Link to="/customertermsconditions" className="font-semibold text-blue-700 hover:underline">
              {t('customerTerms')}
            </Link>
          </p>
        }
      />
      <RideHistory />
      <MyDataSection />
    </Page>
  );
}
