import { ProfileEditor } from '@jbp/shared/widgets';
import { AdminLayout } from '@/components/AdminLayout';
import { PendingApprovals } from '@/features/approvals/PendingApprovals';

/**
 * /adminprofile: profile edit with Change Photo and the creation date, the side menu, the live
 * new-booking notices, and the accounts awaiting approval.
 */
export function AdminProfilePage() {
  return (
    <AdminLayout>
      <h1 className="sr-only">Admin Profile</h1>
      <div className="grid gap-8">
        <ProfileEditor areaField="area" />
        <PendingApprovals />
      </div>
    </AdminLayout>
  );
}
