import { Alert, PageTitle, buttonClass, cardClass, formatDate, inputClass, labelClass } from '@jbp/shared';
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
  const accounts = useQuery({ queryKey: info.listKey, queryFn: ({ signal }) => info.list(signal) });
  const [query, setQuery] = useState('');
  const searchId = useId();
  const { toggle, busy, error, clearError } = useActiveToggle(info);

  const shown = useMemo(() => (accounts.data ?? []).filter((a) => matches(a, query)), [accounts.data, query]);
  const noun = kind === 'agent' ? 'agents' : 'customers';

  return (
    <AdminLayout>
      <PageTitle title={info.title}>
        {kind === 'agent'
          ? 'Travel operators who publish offers. Deactivating an agent stops their login and hides their offers.'
          : 'Everyone who books with us. A deactivated customer cannot log in.'}
      </PageTitle>

      <div className="mb-4 max-w-md">
        <label htmlFor={searchId} className={labelClass}>
          Search {noun}
        </label>
        <input
          id={searchId}
          type="search"
          className={inputClass}
          placeholder="Name, e-mail, mobile or city"
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
          Loading {noun}...
        </p>
      )}
      {accounts.isError && <Alert tone="error">We could not load the {noun}. Please refresh the page.</Alert>}
      {accounts.isSuccess && shown.length === 0 && (
        <p className={`${cardClass} p-8 text-center font-medium text-slate-600`}>
          {accounts.data.length === 0 ? `No ${noun} yet.` : `No ${noun} match “${query.trim()}”.`}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="grid gap-3" aria-label={info.title}>
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
                  {[account.city, account.state].filter(Boolean).join(', ') || '-'} · Joined {formatDate(account.createdAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={info.detailPath(account._id)}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`Details of ${account.fullName}`}
                >
                  Details
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
