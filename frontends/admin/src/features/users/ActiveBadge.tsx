import { useTexts } from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { isActive } from './accounts';

export function ActiveBadge({ account }: { account: { active?: boolean; pendingApproval?: boolean } }) {
  const t = useTexts(adminTexts);
  const active = isActive(account);
  const label = active ? t('active') : account.pendingApproval ? t('pendingBadge') : t('inactive');
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${
        active ? 'bg-green-100 text-green-800 ring-green-600/30' : 'bg-slate-100 text-slate-700 ring-slate-500/30'
      }`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
