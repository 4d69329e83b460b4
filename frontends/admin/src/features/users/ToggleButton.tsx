import { buttonClass, commonTexts, useTexts } from '@jbp/shared';
import { ConfirmDialog } from '@jbp/widgets';
import { useState } from 'react';
import { adminTexts } from '@/admin.i18n';
import { isActive, type Account } from './accounts';

/**
 * Reads Deactivate when the account is active and Activate otherwise (spec section 4). Activating
 * is one click; deactivating asks first, with the reason kept in the account's history.
 */
export function ToggleButton({
  account,
  busy,
  disabled,
  onToggle,
}: {
  account: Account;
  busy: boolean;
  disabled: boolean;
  /** Saves the change (a failure is shown by the page, or inside the dialog while it is open). */
  onToggle: (reason?: string) => Promise<unknown>;
}) {
  const active = isActive(account);
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass(active ? 'danger' : 'success', 'sm')}
        disabled={disabled}
        onClick={() => (active ? setAsking(true) : void onToggle().catch(() => undefined))}
        aria-label={active ? t('deactivateName', { name: account.fullName }) : t('activateName', { name: account.fullName })}
      >
        {busy ? tc('saving') : active ? t('deactivate') : t('activate')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('deactivateTitle', { name: account.fullName })}
          message={t('deactivateMessage')}
          confirmLabel={t('deactivateConfirm')}
          askReason
          reasonHint={t('reasonForLog')}
          onConfirm={(reason) => onToggle(reason)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
