import {
  Alert,
  buttonClass,
  cardClass,
  errorMessage,
  formatDate,
  queryKeys,
  translate,
  useTexts,
  type AdminAccount,
  type Agent,
} from '@jbp/shared';
import { usersApi } from '@jbp/widgets/api/desk';
import { adminTexts } from '@/admin.i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

type Pending = { kind: 'agent'; user: Agent } | { kind: 'admin'; user: AdminAccount };

const waiting = (u: Agent | AdminAccount) => !u.active && u.pendingApproval;

/**
 * Agents and admins register inactive (decisions.md section 3); this list lets an admin approve
 * them. Deactivated accounts (approved once, then switched off) are not listed here.
 */
export function PendingApprovals() {
  const queryClient = useQueryClient();
  const t = useTexts(adminTexts);
  const agents = useQuery({ queryKey: queryKeys.agents, queryFn: ({ signal }) => usersApi.agents(signal) });
  const admins = useQuery({ queryKey: queryKeys.admins, queryFn: ({ signal }) => usersApi.admins(signal) });
  const pending: Pending[] | null =
    agents.isSuccess && admins.isSuccess
      ? [
          ...agents.data.filter(waiting).map((user) => ({ kind: 'agent' as const, user })),
          ...admins.data.filter(waiting).map((user) => ({ kind: 'admin' as const, user })),
        ]
      : null;
  const loadFailed = agents.isError || admins.isError;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const approval = useMutation({
    mutationFn: ({ kind, user }: Pending) =>
      kind === 'agent' ? usersApi.setAgentActive(user._id, true) : usersApi.setAdminActive(user._id, true),
    onSuccess: (saved, { kind, user }) => {
      // Off the list at once; then the lists are read again from the server.
      const listKey = kind === 'agent' ? queryKeys.agents : queryKeys.admins;
      queryClient.setQueryData<(Agent | AdminAccount)[]>(listKey, (list) =>
        list?.map((u) => (u._id === user._id ? { ...u, ...saved } : u)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
      setNotice({ tone: 'success', text: translate(adminTexts, 'approved', { name: user.fullName }) });
    },
    onError: (error) => {
      console.error('Failed to approve', error);
      setNotice({ tone: 'error', text: errorMessage(error, translate(adminTexts, 'approvalFailed')) });
    },
  });
  const busy = approval.isPending ? approval.variables.user._id : null;

  const approve = (p: Pending) => {
    setNotice(null);
    approval.mutate(p);
  };

  return (
    <section className={`${cardClass} p-5 sm:p-6`} aria-labelledby="approvals-heading">
      <h2 id="approvals-heading" className="text-lg font-bold text-slate-900">
        {t('pendingApprovals')}
        {pending && pending.length > 0 && (
          <span className="ml-2 rounded-full bg-orange-100 px-2 py-0.5 align-middle text-xs font-bold text-orange-800">
            {pending.length}
          </span>
        )}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('approvalsLead')}</p>
      {notice && (
        <Alert tone={notice.tone} className="mt-4" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {loadFailed && (
        <Alert tone="error" className="mt-4">
          {t('approvalsLoadFailed')}
        </Alert>
      )}
      {!loadFailed && pending === null && <p className="mt-4 text-sm text-slate-500">{t('loadingAccounts')}</p>}
      {pending?.length === 0 && <p className="mt-4 text-sm font-medium text-slate-600">{t('noneWaiting')}</p>}
      {pending && pending.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100" aria-label={t('awaitingApproval')}>
          {pending.map((p) => (
            <li key={`${p.kind}-${p.user._id}`} className="flex flex-wrap items-center gap-3 py-3" data-testid="pending-account">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {p.kind === 'agent' ? (
                    <Link to={`/singleagentdetail/${p.user._id}`} className="hover:underline">
                      {p.user.fullName}
                    </Link>
                  ) : (
                    p.user.fullName
                  )}
                  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    {t(`kind_${p.kind}`)}
                  </span>
                </p>
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                  {p.kind === 'agent' && p.user.travelerName ? `${p.user.travelerName} · ` : ''}
                  {p.user.mobile} · {p.user.email}
                </p>
                <p className="text-xs text-slate-500">{t('registeredOn', { date: formatDate(p.user.createdAt) })}</p>
              </div>
              <button
                type="button"
                className={buttonClass('success', 'sm')}
                disabled={busy !== null}
                onClick={() => approve(p)}
                aria-label={t('approveName', { name: p.user.fullName })}
              >
                {busy === p.user._id ? t('approving') : t('approve')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
