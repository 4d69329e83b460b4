import { aCustomer, anAgent, http, HttpResponse, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveAccounts } from '@/testing/accountServer';
import { adminSession } from '@/testing/fixtures';
import { AccountsPage } from './AccountsPage';

const row = (name: string) => screen.getAllByTestId('account-row').find((r) => r.textContent?.includes(name)) as HTMLElement;

describe(AccountsPage.name, () => {
  it('lists customers with Deactivate for active ones and Activate otherwise, and saves the change', async () => {
    const asha = aCustomer({ fullName: 'Asha Verma' });
    const rahul = aCustomer({ fullName: 'Rahul Dubey', active: false });
    const api = serveAccounts({ customers: [asha, rahul] });
    renderPage(<AccountsPage kind="customer" />, { session: adminSession, path: '/allcustomers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    await screen.findAllByTestId('account-row');
    expect(within(row('Asha Verma')).getByRole('button', { name: 'Deactivate Asha Verma' })).toBeInTheDocument();
    expect(within(row('Rahul Dubey')).getByRole('button', { name: 'Activate Rahul Dubey' })).toBeInTheDocument();
    expect(within(row('Asha Verma')).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      `/singlecustomerdetail/${asha._id}`,
    );

    // Deactivating asks first, with the reason kept in the account's history.
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Asha Verma?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked us to close the account.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, deactivate' }));
    expect(await within(row('Asha Verma')).findByRole('button', { name: 'Activate Asha Verma' })).toBeInTheDocument();
    expect(within(row('Asha Verma')).getByText('Inactive')).toBeInTheDocument();
    expect(api.sent.status).toEqual([
      { kind: 'customers', id: String(asha._id), body: { active: false, reason: 'Asked us to close the account.' } },
    ]);
    // Activating is one click.
    await userEvent.click(screen.getByRole('button', { name: 'Activate Rahul Dubey' }));
    await waitFor(() => expect(api.sent.status).toHaveLength(2));
    expect(api.sent.status[1]).toEqual({ kind: 'customers', id: String(rahul._id), body: { active: true } });
  }, 30_000);

  it("shows 'Failed to update agent status. Please try again.' and keeps the agent as it was when saving fails", async () => {
    const ravi = anAgent({ fullName: 'Ravi Thakur', travelerName: 'Thakur Travels' });
    serveAccounts({ agents: [ravi] }, { statusFails: true });
    renderPage(<AccountsPage kind="agent" />, { session: adminSession, path: '/allagents' });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Ravi Thakur' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ravi Thakur?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Repeated complaints.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, deactivate' }));
    // The dialog stays open and says so; nothing changed.
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Deactivate Ravi Thakur' })).toBeEnabled();
    expect(within(row('Ravi Thakur')).getByText('Active')).toBeInTheDocument();
    expect(row('Ravi Thakur')).toHaveTextContent('Thakur Travels');
  });

  it('searches and filters on the server, keeps the filters in the URL and pages by the total it counted', async () => {
    const api = serveAccounts({ agents: [anAgent({ fullName: 'Ravi Thakur', mobile: '9876500011' })] }, { total: 120 });
    const view = renderPage(<AccountsPage kind="agent" />, { session: adminSession, path: '/allagents' });
    await screen.findAllByTestId('account-row');
    expect(screen.getByText('Page 1 of 3 · 120 matches')).toBeInTheDocument();
    expect(api.sent.listQueries.at(-1)).toEqual({ kind: 'agents', query: { page: '1', limit: '50' } });

    await userEvent.type(screen.getByLabelText('Search agents'), '500011');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.sent.listQueries.at(-1)?.query).toEqual({ q: '500011', page: '1', limit: '50' }));

    await userEvent.selectOptions(screen.getByLabelText('State'), 'Awaiting approval');
    await waitFor(() =>
      expect(api.sent.listQueries.at(-1)?.query).toEqual({ q: '500011', pendingApproval: 'true', page: '1', limit: '50' }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name A–Z');
    await waitFor(() => expect(view.location()).toBe('/allagents?q=500011&state=pending&sort=fullName'));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.sent.listQueries.at(-1)?.query).toMatchObject({ page: '2', sort: 'fullName' }));
    expect(view.location()).toBe('/allagents?q=500011&state=pending&sort=fullName&page=2');
  });

  it('reads its filters from a bookmarked URL: inactive customers registered in October', async () => {
    const api = serveAccounts({ customers: [] });
    renderPage(<AccountsPage kind="customer" />, {
      session: adminSession,
      path: '/allcustomers',
      url: '/allcustomers?state=inactive&createdFrom=2030-10-01&createdTo=2030-10-31',
    });
    expect(await screen.findByText('No customers match these filters.')).toBeInTheDocument();
    expect(api.sent.listQueries[0].query).toEqual({
      active: 'false',
      createdFrom: '2030-10-01',
      createdTo: '2030-10-31',
      page: '1',
      limit: '50',
    });
    expect(screen.getByLabelText('State')).toHaveValue('inactive');
    // Customers never wait for approval.
    expect(screen.queryByRole('option', { name: 'Awaiting approval' })).not.toBeInTheDocument();
  });

  it("shows the loading text, then 'No customers yet.'", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/users/customers', async ({ response }) => {
        await released;
        return response(200).json([]);
      }),
    );
    renderPage(<AccountsPage kind="customer" />, { session: adminSession, path: '/allcustomers' });
    expect(screen.getByText('Loading customers...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
  });

  it('says so when the agents cannot be loaded', async () => {
    server.use(
      http.get('/api/users/agents', ({ response }) =>
        response.untyped(HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 })),
      ),
    );
    renderPage(<AccountsPage kind="agent" />, { session: adminSession, path: '/allagents' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the agents. Please refresh the page.');
  });
});
