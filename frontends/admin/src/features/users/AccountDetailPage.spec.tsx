import { HttpResponse, aCustomer, anAgent, http, renderPage, server } from '@jbp/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveAccounts } from '@/testing/accountServer';
import { adminSession } from '@/testing/fixtures';
import { AccountDetailPage } from './AccountDetailPage';

const openCustomer = (id: number | string) =>
  renderPage(<AccountDetailPage kind="customer" />, {
    session: adminSession,
    path: '/singlecustomerdetail/:id',
    url: `/singlecustomerdetail/${id}`,
  });
const openAgent = (id: number | string) =>
  renderPage(<AccountDetailPage kind="agent" />, {
    session: adminSession,
    path: '/singleagentdetail/:id',
    url: `/singleagentdetail/${id}`,
  });

describe(AccountDetailPage.name, () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:id-proof'), revokeObjectURL: vi.fn() });
  });

  it('shows a customer and saves Activate/Deactivate', async () => {
    const api = serveAccounts({ customers: [aCustomer({ _id: 21, id: 21, fullName: 'Asha Verma', city: 'Katni' })] });
    openCustomer(21);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Katni')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Asked us to close the account.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(api.sent.status).toEqual([{ kind: 'customers', id: '21', body: { active: false, reason: 'Asked us to close the account.' } }]);
  }, 30_000);

  it("shows the agent's history and links to the agent's bookings and offers", async () => {
    serveAccounts(
      { agents: [anAgent({ _id: 31, id: 31, fullName: 'Ravi Thakur' })] },
      {
        history: [
          {
            id: 1,
            at: '2030-10-02T06:30:00.000Z',
            actor: { id: 3, name: 'Meera Patel', role: 'admin' },
            entityType: 'user',
            entityId: 31,
            action: 'user.activation',
            before: { active: false },
            after: { active: true },
            reason: null,
          },
        ],
      },
    );
    openAgent(31);
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('Account activated or deactivated');
    expect(entry).toHaveTextContent('Active: No → Yes');
    expect(screen.getByRole('link', { name: 'Bookings of Ravi Thakur' })).toHaveAttribute('href', '/admin/view-bookings?agentId=31');
    expect(screen.getByRole('link', { name: 'Offers of Ravi Thakur' })).toHaveAttribute('href', '/alloffersforadmin?agentId=31');
  });

  it("shows 'Customer not found.' and 'Agent not found.'", async () => {
    serveAccounts({});
    const view = openCustomer(404);
    expect(await screen.findByText('Customer not found.')).toBeInTheDocument();
    view.unmount();
    openAgent(404);
    expect(await screen.findByText('Agent not found.')).toBeInTheDocument();
  });

  it('says so when the account cannot be loaded', async () => {
    server.use(
      http.get('/api/users/agents/{id}', ({ response }) =>
        response.untyped(HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 })),
      ),
    );
    openAgent(35);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this account. Please refresh the page.');
  });

  it('shows the agent with the ID proof image, fetched with the bearer token when the link is not signed', async () => {
    const authorizations: (string | null)[] = [];
    serveAccounts({
      agents: [
        anAgent({
          _id: 31,
          id: 31,
          fullName: 'Ravi Thakur',
          travelerName: 'Thakur Travels',
          idProofType: 'Aadhar Card',
          idProofImage: '/api/files/9',
        }),
      ],
    });
    server.use(
      http.get('/api/files/{id}', ({ request, response }) => {
        authorizations.push(request.headers.get('authorization'));
        return response.untyped(new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }));
      }),
    );
    openAgent(31);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Thakur' })).toBeInTheDocument();
    expect(screen.getByText('Thakur Travels')).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'Aadhaar Card of Ravi Thakur' });
    expect(img).toHaveAttribute('src', 'blob:id-proof');
    expect(authorizations).toEqual(['Bearer admin-token']);
  });

  it('shows a signed ID proof link as it is', async () => {
    serveAccounts({
      agents: [
        anAgent({ _id: 34, id: 34, fullName: 'Mohan Das', idProofType: 'Voter ID Card', idProofImage: '/api/files/9?expires=1&sig=abc' }),
      ],
    });
    openAgent(34);
    expect(await screen.findByRole('img', { name: 'Voter ID Card of Mohan Das' })).toHaveAttribute('src', '/api/files/9?expires=1&sig=abc');
  });

  it("keeps the agent's state and shows 'Failed to update agent status. Please try again.' when saving fails", async () => {
    serveAccounts(
      { agents: [anAgent({ _id: 32, id: 32, fullName: 'Sunil Yadav', active: false, pendingApproval: false })] },
      { statusFails: true },
    );
    openAgent(32);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Sunil Yadav' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update agent status. Please try again.');
    expect(screen.getByRole('button', { name: 'Activate Sunil Yadav' })).toBeEnabled();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('says when an agent uploaded no ID proof', async () => {
    serveAccounts({ agents: [anAgent({ _id: 33, id: 33, fullName: 'No Proof', idProofImage: null })] });
    openAgent(33);
    expect(await screen.findByText('No ID proof image was uploaded.')).toBeInTheDocument();
  });
});
