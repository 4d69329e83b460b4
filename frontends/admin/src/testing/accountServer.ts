import type { AdminAccount, Agent, Customer, HistoryEntry, PasswordLink } from '@jbp/shared';
import { HttpResponse, http, server } from '@jbp/shared/testing';

interface Options {
  /** PUT …/status fails with 500 instead of saving. */
  statusFails?: boolean;
  /** The answers to POST …/password-link, in turn; when none is left the account is 'not found'. */
  passwordLinks?: (() => Promise<PasswordLink> | PasswordLink)[];
  /** The audit timeline of every account (none by default). */
  history?: HistoryEntry[];
  /** X-Total-Count of the list reads (the rows given by default). */
  total?: number;
}

interface Accounts {
  customers: Customer[];
  agents: Agent[];
  admins: AdminAccount[];
}

type Kind = keyof Accounts;

/** One kind's accounts as the server keeps them: found by id, switched on or off. */
function table<T extends { _id: number; active: boolean }>(rows: T[]) {
  return {
    rows: () => rows,
    find: (id: string) => rows.find((a) => String(a._id) === id),
    /** Saves `active` (an approval ends the wait for one); the saved account, if any. */
    setActive(id: string, active: boolean): T | undefined {
      const i = rows.findIndex((a) => String(a._id) === id);
      if (i < 0) return undefined;
      rows[i] = 'pendingApproval' in rows[i] ? { ...rows[i], active, pendingApproval: false } : { ...rows[i], active };
      return rows[i];
    },
  };
}

const notFound = (kind: Kind) => ({ statusCode: 404, message: `${kind === 'agents' ? 'Agent' : 'Customer'} not found.` });
const serverError = () => HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 });

/**
 * Accounts on the fake API, kept as the server keeps them: the list and one-account reads answer
 * the latest state, and PUT …/status changes it. Records the bodies of the status changes and of
 * the password-link requests.
 */
export function serveAccounts(accounts: Partial<Accounts>, options: Options = {}) {
  const customers = table([...(accounts.customers ?? [])]);
  const agents = table([...(accounts.agents ?? [])]);
  const admins = table([...(accounts.admins ?? [])]);
  const links = [...(options.passwordLinks ?? [])];
  const sent = {
    status: [] as { kind: Kind; id: string; body: unknown }[],
    passwordLink: [] as { kind: Kind; id: string; body: unknown; authorization: string | null }[],
    /** The query of each list read (the server searches, filters and pages; this fake answers every row). */
    listQueries: [] as { kind: Kind; query: Record<string, string> }[],
  };

  server.use(
    http.get('/api/users/customers', ({ request, response }) => {
      sent.listQueries.push({ kind: 'customers', query: Object.fromEntries(new URL(request.url).searchParams) });
      return response(200).json(customers.rows(), { headers: { 'X-Total-Count': String(options.total ?? customers.rows().length) } });
    }),
    http.get('/api/users/agents', ({ request, response }) => {
      sent.listQueries.push({ kind: 'agents', query: Object.fromEntries(new URL(request.url).searchParams) });
      return response(200).json(agents.rows(), { headers: { 'X-Total-Count': String(options.total ?? agents.rows().length) } });
    }),
    http.get('/api/users/admins', ({ response }) => response(200).json(admins.rows())),
    http.get('/api/users/customers/{id}', ({ params, response }) => {
      const account = customers.find(params.id);
      return account ? response(200).json(account) : response(404).json(notFound('customers'));
    }),
    http.get('/api/users/agents/{id}', ({ params, response }) => {
      const account = agents.find(params.id);
      return account ? response(200).json(account) : response(404).json(notFound('agents'));
    }),
    http.get('/api/users/customers/{id}/history', ({ response }) =>
      response(200).json({ data: options.history ?? [] }, { headers: { 'X-Total-Count': String(options.history?.length ?? 0) } }),
    ),
    http.get('/api/users/agents/{id}/history', ({ response }) =>
      response(200).json({ data: options.history ?? [] }, { headers: { 'X-Total-Count': String(options.history?.length ?? 0) } }),
    ),
    http.put('/api/users/customers/{id}/status', async ({ params, request, response }) => {
      if (options.statusFails) return response.untyped(serverError());
      const body = await request.json();
      sent.status.push({ kind: 'customers', id: params.id, body });
      const account = customers.setActive(params.id, body.active);
      return account ? response(200).json(account) : response(404).json(notFound('customers'));
    }),
    http.put('/api/users/agents/{id}/status', async ({ params, request, response }) => {
      if (options.statusFails) return response.untyped(serverError());
      const body = await request.json();
      sent.status.push({ kind: 'agents', id: params.id, body });
      const account = agents.setActive(params.id, body.active);
      return account ? response(200).json(account) : response(404).json(notFound('agents'));
    }),
    http.put('/api/users/admins/{id}/status', async ({ params, request, response }) => {
      if (options.statusFails) return response.untyped(serverError());
      const body = await request.json();
      sent.status.push({ kind: 'admins', id: params.id, body });
      const account = admins.setActive(params.id, body.active);
      return account ? response(200).json(account) : response(404).json(notFound('admins'));
    }),
    http.post('/api/users/customers/{id}/password-link', async ({ params, request, response }) => {
      sent.passwordLink.push({
        kind: 'customers',
        id: params.id,
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      const next = links.shift();
      return next ? response(201).json(await next()) : response(404).json(notFound('customers'));
    }),
    http.post('/api/users/agents/{id}/password-link', async ({ params, request, response }) => {
      sent.passwordLink.push({
        kind: 'agents',
        id: params.id,
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      const next = links.shift();
      return next ? response(201).json(await next()) : response(404).json(notFound('agents'));
    }),
  );
  return { sent };
}
