import { queryKeys, useTexts, type ListPage } from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isActive, type Account, type AccountKindInfo } from './accounts';

/**
 * Activate/Deactivate, saved with a call (deactivating with the reason asked in the confirm dialog). The account changes only with the server's answer, on
 * the list and the detail page alike; on failure its state stays as it was and the kind's failure
 * message is shown.
 */
export function useActiveToggle(kind: AccountKindInfo) {
  const queryClient = useQueryClient();
  const t = useTexts(adminTexts);
  const mutation = useMutation({
    mutationFn: ({ account, reason }: { account: Account; reason?: string }) => kind.setActive(account._id, !isActive(account), reason),
    onSuccess: (updated, { account }) => {
      const saved = { ...account, ...updated };
      queryClient.setQueryData(kind.detailKey(saved._id), saved);
      queryClient.setQueryData<Account[]>(kind.listKey, (list) => list?.map((a) => (a._id === saved._id ? saved : a)));
      queryClient.setQueriesData<ListPage<Account>>({ queryKey: [...kind.listKey, 'page'] }, (page) =>
        page ? { ...page, rows: page.rows.map((a) => (a._id === saved._id ? saved : a)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
    onError: (error) => console.error('Failed to update status', error),
  });

  return {
    /** Activates at once; deactivating (which needs the reason) resolves or rejects for the confirm dialog. */
    toggle: (account: Account, reason?: string) => mutation.mutateAsync({ account, reason }),
    busy: mutation.isPending ? mutation.variables.account._id : null,
    // A failed deactivation is told inside its confirm dialog, which stays open.
    error: mutation.isError && mutation.variables.reason === undefined ? t(kind.toggleFailed) : null,
    clearError: mutation.reset,
  };
}
