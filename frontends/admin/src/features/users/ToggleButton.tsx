import { buttonClass, commonTexts, useTexts } from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { isActive, type Account } from './accounts';

/** Reads Deactivate when the account is active and Activate otherwise (spec section 4). */
export function ToggleButton({
  account,
  busy,
  disabled,
  onToggle,
}: {
  account: Account;
  busy: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const active = isActive(account);
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  return (
    <button
      type="button"
      className={buttonClass(active ? 'danger' : 'success', 'sm')}
      disabled={disabled}
      onClick={onToggle}
      aria-label={active ? t('deactivateName', { name: account.fullName }) : t('activateName', { name: account.fullName })}
    >
      {busy ? tc('saving') : active ? t('deactivate') : t('activate')}
    </button>
  );
}
