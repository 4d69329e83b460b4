import { useTexts } from '@jbp/shared';
import { ProfileEditor } from '@jbp/shared/widgets';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { profileTexts } from './profile.i18n';
import { MyDataSection } from './MyDataSection';
import { RideHistory } from './RideHistory';

/** /customerprofile: profile view/edit, Ride History, and the person's data (download, delete). */
export function CustomerProfilePage() {
  const t = useTexts(profileTexts);
  return (
    <Page className="grid gap-10">
      <h1 className="sr-only">{t('myProfile')}</h1>
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
