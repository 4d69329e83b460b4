import { queryKeys, useTexts, type ListPage } from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isActive, type Account, type AccountKindInfo } from './accounts';

/**
 * Activate/Deactivate, saved with a call. The account changes only with the server's answer, on
 * the list and the detail page alike; on failure its state stays as it was and the kind's failure
 * message is shown.
 */
export function useActiveToggle(kind: AccountKindInfo) {
  const queryClient = useQueryClient();
  const t = useTexts(adminTexts);
  const mutation = useMutation({
    mutationFn: (account: Account) => kind.setActive(account._id, !isActive(account)),
    onSuccess: (updated, account) => {
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
    toggle: (account: Account) => mutation.mutate(account),
    busy: mutation.isPending ? mutation.variables._id : null,
    error: mutation.isError ? t(kind.toggleFailed) : null,
    clearError: mutation.reset,
  };
}
