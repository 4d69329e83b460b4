import { mockApi, renderPage } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountFixture, adminSession } from '@/testing/fixtures';
import { AdminProfilePage } from './AdminProfilePage';

const profile = {
  id: 1,
  role: 'admin',
  fullName: 'Office Admin',
  email: 'admin@example.in',
  mobile: '9000000001',
  area: 'Napier Town',
  address: 'Napier Town',
  city: 'Jabalpur',
  state: 'Madhya Pradesh',
  pincode: '482001',
  profileImage: null,
  createdAt: '2025-01-15T04:30:00.000Z',
};

function routes(extra: Parameters<typeof mockApi>[0] = []) {
  return [
    { path: '/api/auth/profile', body: profile },
    { path: '/api/users/agents', body: [] },
    { path: '/api/users/admins', body: [] },
    ...extra,
  ];
}

describe(AdminProfilePage.name, () => {
  it('shows the profile with the account creation date', async () => {
    mockApi(routes());
    renderPage(<AdminProfilePage />, { session: adminSession, path: '/adminprofile' });
    expect(await screen.findByRole('heading', { name: 'Office Admin' })).toBeInTheDocument();
    expect(screen.getByText('Member since 15 Jan 2025')).toBeInTheDocument();
  });

  it('edits with Edit Profile / Cancel / Save Changes, Change Photo takes images only, and sends the area as area', async () => {
    const api = mockApi(
      routes([{ method: 'PUT', path: '/api/auth/profile', reply: ({ body }) => ({ body: { ...profile, ...(body as object) } }) }]),
    );
    renderPage(<AdminProfilePage />, { session: adminSession, path: '/adminprofile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Change Photo')).toHaveAttribute('accept', 'image/*');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Change Photo')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const area = screen.getByLabelText('Area / Address');
    await userEvent.clear(area);
    await userEvent.type(area, 'Civil Lines');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    const body = api.callsTo('/api/auth/profile', 'PUT')[0].body as Record<string, unknown>;
    expect(body.area).toBe('Civil Lines');
    expect(body).not.toHaveProperty('address');
  });

  it('has a sidebar with the four lists that toggles on phones', async () => {
    mockApi(routes());
    renderPage(<AdminProfilePage />, { session: adminSession, path: '/adminprofile' });
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/admin/view-bookings', '/allcustomers', '/allagents', '/alloffersforadmin']));
    const toggle = screen.getByRole('button', { name: /Menu/ });
    expect(nav).toHaveClass('hidden');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).not.toHaveClass('hidden');
    await userEvent.click(within(nav).getByRole('link', { name: 'Customers' }));
    expect(nav).toHaveClass('hidden');
  });

  it('lists agents and admins awaiting approval, and Approve activates them', async () => {
    const agent = accountFixture('agent', { fullName: 'Ravi Thakur', travelerName: 'Thakur Travels', active: false, pendingApproval: true });
    const deactivated = accountFixture('agent', { fullName: 'Old Agent', active: false, pendingApproval: false });
    const admin = accountFixture('admin', { fullName: 'Pooja Shukla', active: false, pendingApproval: true });
    const api = mockApi([
      { path: '/api/auth/profile', body: profile },
      { path: '/api/users/agents', body: [agent, deactivated, accountFixture('agent')] },
      { path: '/api/users/admins', body: [admin, accountFixture('admin')] },
      { method: 'PUT', path: `/api/users/agents/${agent._id}/status`, body: { ...agent, active: true, pendingApproval: false } },
      { method: 'PUT', path: `/api/users/admins/${admin._id}/status`, body: { ...admin, active: true, pendingApproval: false } },
    ]);
    renderPage(<AdminProfilePage />, { session: adminSession, path: '/adminprofile' });
    const rows = await screen.findAllByTestId('pending-account');
    expect(rows.map((r) => within(r).getByRole('button').getAttribute('aria-label'))).toEqual(['Approve Ravi Thakur', 'Approve Pooja Shukla']);
    expect(rows[0]).toHaveTextContent('Thakur Travels');

    await userEvent.click(screen.getByRole('button', { name: 'Approve Ravi Thakur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ravi Thakur is approved and can now log in.');
    expect(api.callsTo(`/api/users/agents/${agent._id}/status`, 'PUT')[0].body).toEqual({ active: true });
    expect(screen.getAllByTestId('pending-account')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Approve Pooja Shukla' }));
    expect(await screen.findByText('No accounts are waiting for approval.')).toBeInTheDocument();
    expect(api.callsTo(`/api/users/admins/${admin._id}/status`, 'PUT')[0].body).toEqual({ active: true });
  });

  it('keeps the account listed and says why when an approval fails', async () => {
    const agent = accountFixture('agent', { fullName: 'Ravi Thakur', active: false, pendingApproval: true });
    mockApi([
      { path: '/api/auth/profile', body: profile },
      { path: '/api/users/agents', body: [agent] },
      { path: '/api/users/admins', body: [] },
      { method: 'PUT', path: `/api/users/agents/${agent._id}/status`, status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    ]);
    renderPage(<AdminProfilePage />, { session: adminSession, path: '/adminprofile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Ravi Thakur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getAllByTestId('pending-account')).toHaveLength(1);
  });
});
