import { mockApi, renderPage } from '@jbp/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFixture, adminSession } from '@/testing/fixtures';
import { AccountDetailPage } from './AccountDetailPage';

const openCustomer = (id: number | string) =>
  renderPage(<AccountDetailPage kind="customer" />, { session: adminSession, path: '/singlecustomerdetail/:id', url: `/singlecustomerdetail/${id}` });
const openAgent = (id: number | string) =>
  renderPage(<AccountDetailPage kind="agent" />, { session: adminSession, path: '/singleagentdetail/:id', url: `/singleagentdetail/${id}` });

describe(AccountDetailPage.name, () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:id-proof'), revokeObjectURL: vi.fn() });
  });

  it('shows a customer and saves Activate/Deactivate', async () => {
    const c = accountFixture('customer', { _id: 21, fullName: 'Asha Verma', city: 'Katni' });
    const api = mockApi([
      { path: '/api/users/customers/21', body: c },
      { method: 'PUT', path: '/api/users/customers/21/status', body: { ...c, active: false } },
    ]);
    openCustomer(21);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Katni')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }));
    expect(await screen.findByRole('button', { name: 'Activate Asha Verma' })).toBeInTheDocument();
    expect(api.callsTo('/api/users/customers/21/status', 'PUT')[0].body).toEqual({ active: false });
  });

  it("shows 'Customer not found.' and 'Agent not found.'", async () => {
    mockApi([
      { path: '/api/users/customers/404', status: 404, body: { statusCode: 404, message: 'Customer not found.' } },
      { path: '/api/users/agents/404', status: 404, body: { statusCode: 404, message: 'Agent not found.' } },
    ]);
    const view = openCustomer(404);
    expect(await screen.findByText('Customer not found.')).toBeInTheDocument();
    view.unmount();
    openAgent(404);
    expect(await screen.findByText('Agent not found.')).toBeInTheDocument();
  });

  it('shows the agent with the ID proof image, fetched with the bearer token', async () => {
    const a = accountFixture('agent', { _id: 31, fullName: 'Ravi Thakur', travelerName: 'Thakur Travels', idProofType: 'Aadhar Card', idProofImage: '/api/files/9?expires=1&sig=abc' });
    const api = mockApi([
      { path: '/api/users/agents/31', body: a },
      { path: '/api/files/9', body: new Blob(['img'], { type: 'image/png' }) },
    ]);
    openAgent(31);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Thakur' })).toBeInTheDocument();
    expect(screen.getByText('Thakur Travels')).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'Aadhar Card of Ravi Thakur' });
    expect(img).toHaveAttribute('src', 'blob:id-proof');
    expect(api.callsTo('/api/files/9')[0].headers.authorization).toBe('Bearer admin-token');
  });

  it("keeps the agent's state and shows 'Failed to update agent status. Please try again.' when saving fails", async () => {
    const a = accountFixture('agent', { _id: 32, fullName: 'Sunil Yadav', active: false, pendingApproval: false });
    mockApi([
      { path: '/api/users/agents/32', body: a },
      { method: 'PUT', path: '/api/users/agents/32/status', networkError: true },
    ]);
    openAgent(32);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Sunil Yadav' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update agent status. Please try again.');
    expect(screen.getByRole('button', { name: 'Activate Sunil Yadav' })).toBeEnabled();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('says when an agent uploaded no ID proof', async () => {
    mockApi([{ path: '/api/users/agents/33', body: accountFixture('agent', { _id: 33, fullName: 'No Proof' }) }]);
    openAgent(33);
    expect(await screen.findByText('No ID proof image was uploaded.')).toBeInTheDocument();
  });
});
