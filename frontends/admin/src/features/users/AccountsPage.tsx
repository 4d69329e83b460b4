import { Alert, buttonClass, cardClass, formatDate, useTexts, type CustomerListQuery } from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { CsvButton } from '@/components/list/CsvButton';
import { Choice, DateRange, ListFilters } from '@/components/list/ListFilters';
import { listTexts } from '@/components/list/list.i18n';
import { Pager } from '@/components/list/Pager';
import { LIST_LIMIT, useListParams } from '@/components/list/useListParams';
import { ACCOUNT_KINDS, ACCOUNT_STATES, accountStateQuery, agentOf, type Account, type AccountKind } from './accounts';
import { ActiveBadge } from './ActiveBadge';
import { ToggleButton } from './ToggleButton';
import { useActiveToggle } from './useActiveToggle';
import { PageTitle } from '@jbp/widgets';

/** An agent's traveller (business) name; nothing for a customer or an agent without one. */
function TravelerName({ account }: { account: Account }) {
  const name = agentOf(account)?.travelerName;
  return name ? <p className="text-sm font-medium text-slate-700">{name}</p> : null;
}

const FILTER_KEYS = ['q', 'state', 'createdFrom', 'createdTo', 'sort'] as const;

/** /allcustomers and /allagents: the accounts, searched, filtered and paged on the server, with Activate/Deactivate. */
export function AccountsPage({ kind }: { kind: AccountKind }) {
  const info = ACCOUNT_KINDS[kind];
  const t = useTexts(adminTexts);
  const tl = useTexts(listTexts);
  const agents = kind === 'agent';
  const list = useListParams(FILTER_KEYS);
  const { values: filters, page } = list;
  const sort = ['fullName', '-fullName', 'createdAt'].find((s) => s === filters.sort);
  const query = {
    q: filters.q || undefined,
    ...accountStateQuery(filters.state),
    createdFrom: filters.createdFrom || undefined,
    createdTo: filters.createdTo || undefined,
    sort: sort as CustomerListQuery['sort'],
  };
  const accounts = useQuery({
    queryKey: [...info.listKey, 'page', query, page],
    queryFn: ({ signal }) => info.page({ ...query, page, limit: LIST_LIMIT }, signal),
    placeholderData: keepPreviousData,
  });
  const { toggle, busy, error, clearError } = useActiveToggle(info);
  const stateOptions = ACCOUNT_STATES.filter((s) => agents || s !== 'pending').map((value) => ({
    value,
    label: value ? t(value === 'pending' ? 'pendingBadge' : value) : tl('anyState'),
  }));
  const sortOptions = [
    { value: '', label: tl('newestFirst') },
    { value: 'createdAt', label: tl('oldestFirst') },
    { value: 'fullName', label: tl('nameAZ') },
    { value: '-fullName', label: tl('nameZA') },
  ];
  const shown = accounts.data?.rows ?? [];

  return (
    <AdminLayout>
      <PageTitle title={t(info.title)} actions={<CsvButton download={() => info.csv(query)} />}>
        {agents ? t('agentsLead') : t('customersLead')}
      </PageTitle>

      <ListFilters
        label={agents ? t('filterAgents') : t('filterCustomers')}
        searchLabel={agents ? t('searchAgents') : t('searchCustomers')}
        searchHint={t('accountSearchHint')}
        q={filters.q}
        onSearch={(q) => list.update({ q })}
        filtered={list.filtered}
        onClear={list.clear}
      >
        <Choice label={t('state')} options={stateOptions} value={filters.state} onChange={(state) => list.update({ state })} />
        <DateRange
          label={t('registered')}
          from={filters.createdFrom}
          to={filters.createdTo}
          onChange={({ from, to }) => list.update({ createdFrom: from, createdTo: to })}
        />
        <Choice label={tl('sortBy')} options={sortOptions} value={filters.sort} onChange={(sort) => list.update({ sort })} />
      </ListFilters>

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
          {list.filtered ? t(agents ? 'noAgentsMatchFilters' : 'noCustomersMatchFilters') : t(agents ? 'noAgents' : 'noCustomers')}
        </p>
      )}
      {shown.length > 0 && (
        <>
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
                    {[account.city, account.state].filter(Boolean).join(', ') || '-'} ·{' '}
                    {t('joined', { date: formatDate(account.createdAt) })}
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
                  <ToggleButton
                    account={account}
                    busy={busy === account._id}
                    disabled={busy !== null}
                    onToggle={(reason) => toggle(account, reason)}
                  />
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} total={accounts.data?.total ?? 0} limit={LIST_LIMIT} onPage={list.goToPage} />
        </>
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
