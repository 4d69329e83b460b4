import { Alert, PageTitle, buttonClass, cardClass, formatDate, inputClass, labelClass, useTexts } from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { ACCOUNT_KINDS, agentOf, type Account, type AccountKind } from './accounts';
import { ActiveBadge } from './ActiveBadge';
import { ToggleButton } from './ToggleButton';
import { useActiveToggle } from './useActiveToggle';

function matches(a: Account, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [a.fullName, a.email, a.mobile, a.city, agentOf(a)?.travelerName].some((v) => (v ?? '').toLowerCase().includes(q));
}

/** An agent's traveller (business) name; nothing for a customer or an agent without one. */
function TravelerName({ account }: { account: Account }) {
  const name = agentOf(account)?.travelerName;
  return name ? <p className="text-sm font-medium text-slate-700">{name}</p> : null;
}

/** /allcustomers and /allagents: the accounts with Activate/Deactivate, saved on the server. */
export function AccountsPage({ kind }: { kind: AccountKind }) {
  const info = ACCOUNT_KINDS[kind];
  const t = useTexts(adminTexts);
  const agents = kind === 'agent';
  const accounts = useQuery({ queryKey: info.listKey, queryFn: ({ signal }) => info.list(signal) });
  const [query, setQuery] = useState('');
  const searchId = useId();
  const { toggle, busy, error, clearError } = useActiveToggle(info);

  const shown = useMemo(() => (accounts.data ?? []).filter((a) => matches(a, query)), [accounts.data, query]);

  return (
    <AdminLayout>
      <PageTitle title={t(info.title)}>{agents ? t('agentsLead') : t('customersLead')}</PageTitle>

      <div className="mb-4 max-w-md">
        <label htmlFor={searchId} className={labelClass}>
          {agents ? t('searchAgents') : t('searchCustomers')}
        </label>
        <input
          id={searchId}
          type="search"
          className={inputClass}
          placeholder={t('accountSearchHint')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>

      {error && (
        <Alert tone="error" className="mb-4" onClose={clearError}>
          {error}
        </Alert>
      )}
      {accounts.isPending && (
        <p role="status" className={`${cardClass} p-8 text-center font-medium text-slate-600`}>
          {agents ? t('loadingAgents') : t('loadingCustomers')}
        </p>
      )}
      {accounts.isError && <Alert tone="error">{agents ? t('agentsFailed') : t('customersFailed')}</Alert>}
      {accounts.isSuccess && shown.length === 0 && (
        <p className={`${cardClass} p-8 text-center font-medium text-slate-600`}>
          {accounts.data.length === 0
            ? t(agents ? 'noAgents' : 'noCustomers')
            : t(agents ? 'noAgentsMatch' : 'noCustomersMatch', { query: query.trim() })}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="grid gap-3" aria-label={t(info.title)}>
          {shown.map((account) => (
            <li key={account._id} className={`${cardClass} flex flex-wrap items-center gap-4 p-4`} data-testid="account-row">
              <div className="min-w-0 flex-1 basis-64">
                <p className="flex flex-wrap items-center gap-2">
                  <Link to={info.detailPath(account._id)} className="font-semibold text-slate-900 hover:text-blue-700 hover:underline">
                    {account.fullName}
                  </Link>
                  <ActiveBadge account={account} />
                </p>
                <TravelerName account={account} />
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                  {account.mobile} · {account.email}
                </p>
                <p className="text-xs text-slate-500">
                  {[account.city, account.state].filter(Boolean).join(', ') || '-'} · {t('joined', { date: formatDate(account.createdAt) })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={info.detailPath(account._id)}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={t('detailsOf', { name: account.fullName })}
                >
                  {t('details')}
                </Link>
                <ToggleButton account={account} busy={busy === account._id} disabled={busy !== null} onToggle={() => toggle(account)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}

/** /allcustomers */
export function CustomersPage() {
  return <AccountsPage kind="customer" />;
}

/** /allagents */
export function AgentsPage() {
  return <AccountsPage kind="agent" />;
}
