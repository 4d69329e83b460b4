import {
  queryKeys,
  type Agent,
  type CustomerListQuery,
  type Customer,
  type DownloadedFile,
  type HistoryEntry,
  type HistoryQuery,
  type Id,
  type ListPage,
  type PasswordLink,
  type TextKey,
} from '@jbp/shared';
import { usersApi } from '@jbp/widgets/api/desk';
import type { adminTexts } from '@/admin.i18n';

type AdminKey = TextKey<keyof typeof adminTexts.en>;

/** A customer's or an agent's account, as the admin's lists and detail pages show it. */
export type Account = Customer | Agent;

/** Customers and agents share the admin's list and detail pages; this says what differs. */
export type AccountKind = 'customer' | 'agent';

/** The texts of a kind, as keys of adminTexts. */
export interface AccountKindInfo {
  title: AdminKey;
  listPath: string;
  detailPath: (id: Id) => string;
  notFound: AdminKey;
  /** The message when saving Activate/Deactivate fails. */
  toggleFailed: AdminKey;
  listKey: readonly unknown[];
  detailKey: (id: Id) => readonly unknown[];
  /** One page of the list, searched and filtered on the server (customers and agents take the same query). */
  page: (query: CustomerListQuery, signal?: AbortSignal) => Promise<ListPage<Account>>;
  csv: (query: CustomerListQuery) => Promise<DownloadedFile>;
  /** The account's audit timeline, newest first. */
  history: (id: Id, query?: HistoryQuery, signal?: AbortSignal) => Promise<ListPage<HistoryEntry>>;
  get: (id: Id, signal?: AbortSignal) => Promise<Account>;
  setActive: (id: Id, active: boolean, reason?: string) => Promise<Account>;
  /** A one-time link for the person to set a password. */
  passwordLink: (id: Id) => Promise<PasswordLink>;
}

export const ACCOUNT_KINDS: Record<AccountKind, AccountKindInfo> = {
  customer: {
    title: 'customers',
    listPath: '/allcustomers',
    detailPath: (id) => `/singlecustomerdetail/${id}`,
    notFound: 'customerNotFound',
    toggleFailed: 'customerToggleFailed',
    listKey: queryKeys.customers,
    detailKey: queryKeys.customer,
    page: usersApi.customersPage,
    csv: usersApi.customersCsv,
    history: usersApi.customerHistory,
    get: usersApi.customer,
    setActive: usersApi.setCustomerActive,
    passwordLink: usersApi.customerPasswordLink,
  },
  agent: {
    title: 'agents',
    listPath: '/allagents',
    detailPath: (id) => `/singleagentdetail/${id}`,
    notFound: 'agentNotFound',
    // The spec's exact message (section 8).
    toggleFailed: 'agentToggleFailed',
    listKey: queryKeys.agents,
    detailKey: queryKeys.agent,
    page: usersApi.agentsPage,
    csv: usersApi.agentsCsv,
    history: usersApi.agentHistory,
    get: usersApi.agent,
    setActive: usersApi.setAgentActive,
    passwordLink: usersApi.agentPasswordLink,
  },
};

/** The agent's own fields (traveller name, ID proof), or null for a customer. */
export function agentOf(account: Account): Agent | null {
  return 'idProofType' in account ? account : null;
}

/** Active unless the server says otherwise. */
export function isActive(account: { active?: boolean }): boolean {
  return account.active !== false;
}

/** The account-state filter of the lists, as the URL says it, and the API query it stands for. */
export const ACCOUNT_STATES = ['', 'active', 'inactive', 'pending'] as const;

export function accountStateQuery(state: string): Pick<CustomerListQuery, 'active' | 'pendingApproval'> {
  if (state === 'active') return { active: true };
  if (state === 'inactive') return { active: false };
  if (state === 'pending') return { pendingApproval: true };
  return {};
}
