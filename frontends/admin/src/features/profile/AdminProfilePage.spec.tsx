import { aProfile, anAdmin, anAgent, http, renderPage, server } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveAccounts } from '@/testing/accountServer';
import { adminSession } from '@/testing/fixtures';
import { AdminProfilePage } from './AdminProfilePage';

const profile = aProfile({
  role: 'admin',
  fullName: 'Office Admin',
  email: 'admin@example.in',
  mobile: '9000000001',
  area: 'Napier Town',
  address: 'Napier Town',
  createdAt: '2025-01-15T04:30:00.000Z',
});

/** GET /api/auth/profile answers the admin's profile; PUT saves it and records the body. */
function serveProfile() {
  const saved: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/auth/profile', ({ response }) => response(200).json(profile)),
    http.put('/api/auth/profile', async ({ request, response }) => {
      const body = await request.json();
      saved.push(body);
      return response(200).json({ ...profile, ...body, profileImage: profile.profileImage });
    }),
  );
  return saved;
}

describe(AdminProfilePage.name, () => {
  it('shows the profile with the account creation date', async () => {
    serveProfile();
    serveAccounts({});
    renderPage(<AdminProfilePage />, { session: adminSession, path: '/adminprofile' });
    expect(await screen.findByRole('heading', { name: 'Office Admin' })).toBeInTheDocument();
    expect(screen.getByText('Member since 15 Jan 2025')).toBeInTheDocument();
  });

  it('edits with Edit Profile / Cancel / Save Changes, Change Photo takes images only, and sends the area as area', async () => {
    const saved = serveProfile();
    serveAccounts({});
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
    expect(saved).toHaveLength(1);
    expect(saved[0].area).toBe('Civil Lines');
    expect(saved[0]).not.toHaveProperty('address');
  });

  it('has a sidebar with the four lists that toggles on phones', async () => {
    serveProfile();
    serveAccounts({});
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
    const agent = anAgent({ fullName: 'Ravi Thakur', travelerName: 'Thakur Travels', active: false, pendingApproval: true });
    const deactivated = anAgent({ fullName: 'Old Agent', active: false, pendingApproval: false });
    const admin = anAdmin({ fullName: 'Pooja Shukla', active: false, pendingApproval: true });
    serveProfile();
    const api = serveAccounts({ agents: [agent, deactivated, anAgent({ fullName: 'Working Agent' })], admins: [admin, anAdmin()] });
    renderPage(<AdminProfilePage />, { session: adminSession, path: '/adminprofile' });
    const rows = await screen.findAllByTestId('pending-account');
    expect(rows.map((r) => within(r).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Approve Ravi Thakur',
      'Approve Pooja Shukla',
    ]);
    expect(rows[0]).toHaveTextContent('Thakur Travels');

    await userEvent.click(screen.getByRole('button', { name: 'Approve Ravi Thakur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ravi Thakur is approved and can now log in.');
    expect(api.sent.status).toEqual([{ kind: 'agents', id: String(agent._id), body: { active: true } }]);
    expect(screen.getAllByTestId('pending-account')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Approve Pooja Shukla' }));
    expect(await screen.findByText('No accounts are waiting for approval.')).toBeInTheDocument();
    expect(api.sent.status.at(-1)).toEqual({ kind: 'admins', id: String(admin._id), body: { active: true } });
  });

  it('keeps the account listed and says why when an approval fails', async () => {
    serveProfile();
    serveAccounts({ agents: [anAgent({ fullName: 'Ravi Thakur', active: false, pendingApproval: true })] }, { statusFails: true });
    renderPage(<AdminProfilePage />, { session: adminSession, path: '/adminprofile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Ravi Thakur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getAllByTestId('pending-account')).toHaveLength(1);
  });
});
