import { useTexts } from '@jbp/shared';
import { ProfileEditor } from '@jbp/widgets';
import { adminTexts } from '@/admin.i18n';
import { AdminLayout } from '@/components/AdminLayout';
import { PendingApprovals } from '@/features/approvals/PendingApprovals';

/**
 * /adminprofile: profile edit with Change Photo and the creation date, the side menu, the live
 * new-booking notices, and the accounts awaiting approval.
 */
export function AdminProfilePage() {
  const t = useTexts(adminTexts);
  return (
    <AdminLayout>
      <h1 className="sr-only">{t('adminProfile')}</h1>
      <div className="grid gap-8">
        <ProfileEditor areaField="area" />
        <PendingApprovals />
      </div>
    </AdminLayout>
  );
}
