import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProfile, mockApi, renderPage } from '../testing';
import { initials, ProfileEditor } from './ProfileEditor';

const profile = aProfile({
  role: 'customer',
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  mobile: '9876543210',
  area: 'Napier Town',
  address: 'Napier Town',
  city: 'Jabalpur',
  state: 'Madhya Pradesh',
  pincode: '482001',
  profileImage: null,
  createdAt: '2026-01-05T06:00:00Z',
});

describe(ProfileEditor.name, () => {
  it('shows the profile read-only with the account creation date', async () => {
    mockApi([{ path: '/api/auth/profile', body: profile }]);
    renderPage(<ProfileEditor areaField="address" />, { session: { token: 't', role: 'customer' } });
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Member since 5 Jan 2026')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('edits and saves, sending the area as address for customers, then returns to read-only', async () => {
    const api = mockApi([
      { path: '/api/auth/profile', body: profile },
      { method: 'PUT', path: '/api/auth/profile', reply: (c) => ({ body: { ...profile, ...(c.body as object), area: 'Civil Lines' } }) },
    ]);
    renderPage(<ProfileEditor areaField="address" />, { session: { token: 't', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const area = screen.getByLabelText('Area / Address');
    await userEvent.clear(area);
    await userEvent.type(area, 'Civil Lines');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('/api/auth/profile', 'PUT')).toHaveLength(1));
    const body = api.callsTo('/api/auth/profile', 'PUT')[0].body as Record<string, unknown>;
    expect(body.address).toBe('Civil Lines');
    expect(body).not.toHaveProperty('area');
    expect(body).not.toHaveProperty('profileImage');
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('sends the area as area for admins', async () => {
    const api = mockApi([
      { path: '/api/auth/profile', body: { ...profile, role: 'admin' } },
      { method: 'PUT', path: '/api/auth/profile', reply: (c) => ({ body: { ...profile, ...(c.body as object) } }) },
    ]);
    renderPage(<ProfileEditor areaField="area" />, { session: { token: 't', role: 'admin' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('/api/auth/profile', 'PUT')).toHaveLength(1));
    expect(api.callsTo('/api/auth/profile', 'PUT')[0].body).toMatchObject({ area: 'Napier Town' });
  });

  it('Cancel drops the changes', async () => {
    mockApi([{ path: '/api/auth/profile', body: profile }]);
    renderPage(<ProfileEditor />, { session: { token: 't', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Bhopal');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Jabalpur')).toBeInTheDocument();
    expect(screen.queryByText('Bhopal')).not.toBeInTheDocument();
  });

  it('accepts only images for Change Photo', async () => {
    const api = mockApi([
      { path: '/api/auth/profile', body: profile },
      { method: 'PUT', path: '/api/auth/profile', reply: (c) => ({ body: { ...profile, ...(c.body as object) } }) },
    ]);
    renderPage(<ProfileEditor />, { session: { token: 't', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const input = screen.getByLabelText('Change Photo') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    await userEvent.upload(input, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an image file');
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('New photo selected; save to keep it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('/api/auth/profile', 'PUT')).toHaveLength(1));
    expect(String((api.callsTo('/api/auth/profile', 'PUT')[0].body as { profileImage: string }).profileImage)).toMatch(/^data:image\/png;base64,/);
  });
});

describe('initials', () => {
  it.each([
    ['Asha Verma', 'AV'],
    ['[DEMO] Asha Verma', 'AV'],
    ['rahul', 'R'],
    ['अनिल कुमार', 'अक'],
    ['', ''],
  ])('of %j is %j', (name, expected) => expect(initials(name)).toBe(expected));
});
