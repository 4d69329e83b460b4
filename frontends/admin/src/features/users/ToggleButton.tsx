import { buttonClass } from '@jbp/shared';
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
  return (
    <button
      type="button"
      className={buttonClass(active ? 'danger' : 'success', 'sm')}
      disabled={disabled}
      onClick={onToggle}
      aria-label={`${active ? 'Deactivate' : 'Activate'} ${account.fullName}`}
    >
      {busy ? 'Saving…' : active ? 'Deactivate' : 'Activate'}
    </button>
  );
}
