import type { Agent, PasswordLink, UserRecord } from '@jbp/shared';
import { http, server } from '@jbp/shared/testing';

interface Options {
  /** PUT …/status fails with 500 instead of saving. */
  statusFails?: boolean;
  /** The answers to POST …/password-link, in turn; when none is left the account is 'not found'. */
  passwordLinks?: (() => Promise<PasswordLink> | PasswordLink)[];
}

type Kind = 'customers' | 'agents' | 'admins';

/**
 * Accounts on the fake API, kept as the server keeps them: the list and one-account reads answer
 * the latest state, and PUT …/status changes it. Records the bodies of the status changes and
 * the password-link requests.
 */
export function serveAccounts(accounts: Partial<Record<Kind, (Agent | UserRecord)[]>>, options: Options = {}) {
  const store: Record<Kind, (Agent | UserRecord)[]> = { customers: [], agents: [], admins: [], ...accounts };
  const sent = {
    status: [] as { kind: Kind; id: string; body: unknown }[],
    passwordLink: [] as { kind: Kind; id: string; body: unknown; authorization: string | null }[],
  };
  const links = [...(options.passwordLinks ?? [])];

  const find = (kind: Kind, id: string) => store[kind].find((a) => String(a._id) === id);
  const notFound = (kind: Kind) => ({
    statusCode: 404,
    message: `${kind === 'agents' ? 'Agent' : 'Customer'} not found.`,
    error: 'Not Found',
  });

  const setStatus = (kind: Kind, id: string, body: { active: boolean }) => {
    sent.status.push({ kind, id, body });
    store[kind] = store[kind].map((a) => (String(a._id) === id ? { ...a, active: body.active, pendingApproval: false } : a));
    return find(kind, id);
  };

  server.use(
    http.get('/api/users/customers', ({ response }) => response(200).json(store.customers)),
    http.get('/api/users/agents', ({ response }) => response(200).json(store.agents as Agent[])),
    http.get('/api/users/admins', ({ response }) => response(200).json(store.admins)),
    http.get('/api/users/customers/{id}', ({ params, response }) => {
      const account = find('customers', params.id);
      return account ? response(200).json(account) : response(404).json(notFound('customers'));
    }),
    http.get('/api/users/agents/{id}', ({ params, response }) => {
      const account = find('agents', params.id);
      return account ? response(200).json(account as Agent) : response(404).json(notFound('agents'));
    }),
    http.put('/api/users/customers/{id}/status', async ({ params, request, response }) => {
      if (options.statusFails)
        return response(500).json({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' });
      const account = setStatus('customers', params.id, await request.json());
      return account ? response(200).json(account) : response(404).json(notFound('customers'));
    }),
    http.put('/api/users/agents/{id}/status', async ({ params, request, response }) => {
      if (options.statusFails)
        return response(500).json({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' });
      const account = setStatus('agents', params.id, await request.json());
      return account ? response(200).json(account as Agent) : response(404).json(notFound('agents'));
    }),
    http.put('/api/users/admins/{id}/status', async ({ params, request, response }) => {
      if (options.statusFails)
        return response(500).json({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' });
      const account = setStatus('admins', params.id, await request.json());
      return account ? response(200).json(account) : response(404).json(notFound('admins'));
    }),
  );

  const passwordLink = (kind: 'customers' | 'agents') =>
    http.post(`/api/users/${kind}/{id}/password-link`, async ({ params, request, response }) => {
      sent.passwordLink.push({ kind, id: params.id, body: await request.json(), authorization: request.headers.get('authorization') });
      const next = links.shift();
      return next ? response(201).json(await next()) : response(404).json(notFound(kind));
    });
  server.use(passwordLink('customers'), passwordLink('agents'));
  return { sent };
}
