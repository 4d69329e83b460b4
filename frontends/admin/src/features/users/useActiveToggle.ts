import type { Agent, Id } from '@jbp/shared';
import { useState } from 'react';
import { isActive, type AccountKindInfo } from './accounts';

/**
 * Activate/Deactivate, saved with a call. The account changes only with the server's answer: on
 * failure its state stays as it was and the kind's failure message is shown.
 */
export function useActiveToggle(kind: AccountKindInfo, onSaved: (account: Agent) => void) {
  const [busy, setBusy] = useState<Id | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (account: Agent) => {
    setBusy(account._id);
    setError(null);
    try {
      const updated = await kind.setActive(account._id, !isActive(account));
      onSaved({ ...account, ...updated });
    } catch (e) {
      console.error('Failed to update status', e);
      setError(kind.toggleFailed);
    } finally {
      setBusy(null);
    }
  };

  return { toggle, busy, error, clearError: () => setError(null) };
}
