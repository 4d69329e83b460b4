import { ProfileEditor } from '@jbp/shared/widgets';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { RideHistory } from './RideHistory';

/** /customerprofile: profile view/edit and Ride History. */
export function CustomerProfilePage() {
  return (
    <Page className="grid gap-10">
      <h1 className="sr-only">My Profile</h1>
      <ProfileEditor
        areaField="address"
        footer={
          <p className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            <span>Before you travel, please read our booking and cancellation terms.</span>
            <Link to="/customertermsconditions" className="font-semibold text-blue-700 hover:underline">
              Customer Terms &amp; Conditions
            </Link>
          </p>
        }
      />
      <RideHistory />
    </Page>
  );
}
