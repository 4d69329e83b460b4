import { mockApi, renderPage } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountFixture, adminSession } from '@/testing/fixtures';
import { AccountsPage } from './AccountsPage';

const row = (name: string) => screen.getAllByTestId('account-row').find((r) => r.textContent?.includes(name)) as HTMLElement;

describe(AccountsPage.name, () => {
  it('lists customers with Deactivate for active ones and Activate otherwise, and saves the change', async () => {
    const asha = accountFixture('customer', { fullName: 'Asha Verma' });
    const rahul = accountFixture('customer', { fullName: 'Rahul Dubey', active: false });
    const api = mockApi([
      { path: '/api/users/customers', body: [asha, rahul] },
      { method: 'PUT', path: `/api/users/customers/${asha._id}/status`, body: { ...asha, active: false } },
    ]);
    renderPage(<AccountsPage kind="customer" />, { session: adminSession, path: '/allcustomers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    await screen.findAllByTestId('account-row');
    expect(within(row('Asha Verma')).getByRole('button', { name: 'Deactivate Asha Verma' })).toBeInTheDocument();
    expect(within(row('Rahul Dubey')).getByRole('button', { name: 'Activate Rahul Dubey' })).toBeInTheDocument();
    expect(within(row('Asha Verma')).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', `/singlecustomerdetail/${asha._id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }));
    expect(await within(row('Asha Verma')).findByRole('button', { name: 'Activate Asha Verma' })).toBeInTheDocument();
    expect(within(row('Asha Verma')).getByText('Inactive')).toBeInTheDocument();
    expect(api.callsTo(`/api/users/customers/${asha._id}/status`, 'PUT')[0].body).toEqual({ active: false });
  });

  it("shows 'Failed to update agent status. Please try again.' and keeps the agent as it was when saving fails", async () => {
    const ravi = accountFixture('agent', { fullName: 'Ravi Thakur', travelerName: 'Thakur Travels' });
    mockApi([
      { path: '/api/users/agents', body: [ravi] },
      { method: 'PUT', path: `/api/users/agents/${ravi._id}/status`, status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    ]);
    renderPage(<AccountsPage kind="agent" />, { session: adminSession, path: '/allagents' });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Ravi Thakur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update agent status. Please try again.');
    expect(screen.getByRole('button', { name: 'Deactivate Ravi Thakur' })).toBeEnabled();
    expect(within(row('Ravi Thakur')).getByText('Active')).toBeInTheDocument();
    expect(row('Ravi Thakur')).toHaveTextContent('Thakur Travels');
  });

  it('searches the list by name, mobile or e-mail', async () => {
    mockApi([
      {
        path: '/api/users/agents',
        body: [accountFixture('agent', { fullName: 'Ravi Thakur', mobile: '9876500011' }), accountFixture('agent', { fullName: 'Sunil Yadav' })],
      },
    ]);
    renderPage(<AccountsPage kind="agent" />, { session: adminSession, path: '/allagents' });
    await screen.findAllByTestId('account-row');
    await userEvent.type(screen.getByLabelText('Search agents'), '500011');
    await waitFor(() => expect(screen.getAllByTestId('account-row')).toHaveLength(1));
    expect(screen.getByTestId('account-row')).toHaveTextContent('Ravi Thakur');
    await userEvent.clear(screen.getByLabelText('Search agents'));
    await userEvent.type(screen.getByLabelText('Search agents'), 'nobody');
    expect(screen.getByText('No agents match “nobody”.')).toBeInTheDocument();
  });

  it('shows the loading text and the empty and failed states', async () => {
    let release!: () => void;
    mockApi([{ path: '/api/users/customers', reply: () => new Promise((r) => (release = () => r({ body: [] }))) }]);
    const view = renderPage(<AccountsPage kind="customer" />, { session: adminSession, path: '/allcustomers' });
    expect(screen.getByText('Loading customers...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
    view.unmount();

    mockApi([{ path: '/api/users/agents', status: 500, body: { statusCode: 500, message: 'x' } }]);
    renderPage(<AccountsPage kind="agent" />, { session: adminSession, path: '/allagents' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the agents. Please refresh the page.');
  });
});
