import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@jbp/shared';
import { HttpResponse, aProfile, http, renderPage, server } from '@jbp/shared/testing';
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

/** GET answers `shown`; PUT answers the profile with the body merged in, and records each body. */
function answerProfile(shown: Profile = profile) {
  const saved: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/auth/profile', ({ response }) => response(200).json(shown)),
    http.put('/api/auth/profile', async ({ request, response }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return response(200).json({ ...shown, ...body, area: String(body.address ?? body.area ?? shown.area), profileImage: null });
    }),
  );
  return saved;
}

describe(ProfileEditor.name, () => {
  it('shows the profile read-only with the account creation date', async () => {
    answerProfile();
    renderPage(<ProfileEditor areaField="address" />, { session: { token: 't', role: 'customer' } });
    expect(screen.getByRole('status', { name: 'Loading profile' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Member since 5 Jan 2026')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('edits and saves, sending the area as address for customers, then returns to read-only', async () => {
    const saved = answerProfile();
    const onProfile = vi.fn();
    renderPage(<ProfileEditor areaField="address" onProfile={onProfile} />, { session: { token: 't', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const area = screen.getByLabelText('Area / Address');
    await userEvent.clear(area);
    await userEvent.type(area, 'Civil Lines');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0].address).toBe('Civil Lines');
    expect(saved[0]).not.toHaveProperty('area');
    expect(saved[0]).not.toHaveProperty('profileImage');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByText('Civil Lines')).toBeInTheDocument();
    expect(onProfile).toHaveBeenLastCalledWith(expect.objectContaining({ area: 'Civil Lines' }));
  });

  it('sends the area as area for admins', async () => {
    const saved = answerProfile({ ...profile, role: 'admin' });
    renderPage(<ProfileEditor areaField="area" />, { session: { token: 't', role: 'admin' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ area: 'Napier Town' });
  });

  it("checks the fields with the server's messages before saving", async () => {
    const saved = answerProfile();
    renderPage(<ProfileEditor />, { session: { token: 't', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Pincode'));
    await userEvent.type(screen.getByLabelText('Pincode'), '4820');
    await userEvent.clear(screen.getByLabelText('Mobile'));
    await userEvent.type(screen.getByLabelText('Mobile'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Pincode must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Mobile must be a 10-digit Indian number starting with 6, 7, 8 or 9')).toBeInTheDocument();
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits');
    expect(saved).toHaveLength(0);
  });

  it("shows the server's message when saving fails and stays in edit mode", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/auth/profile', ({ response }) => response(200).json(profile)),
      http.put('/api/auth/profile', () =>
        HttpResponse.json({ statusCode: 409, message: 'This email is already registered.' }, { status: 409 }),
      ),
    );
    renderPage(<ProfileEditor />, { session: { token: 't', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to update profile', expect.anything());
  });

  it('says the profile could not be loaded, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/auth/profile', () => HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })),
    );
    renderPage(<ProfileEditor />, { session: { token: 't', role: 'customer' } });
    expect(await screen.findByText('We could not load your profile. Please refresh the page.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to fetch profile', expect.anything());
  });

  it('Cancel drops the changes', async () => {
    answerProfile();
    renderPage(<ProfileEditor />, { session: { token: 't', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Bhopal');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Jabalpur')).toBeInTheDocument();
    expect(screen.queryByText('Bhopal')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('City')).toHaveValue('Jabalpur');
  });

  it('accepts only images for Change Photo, and uploads the file itself after the fields', async () => {
    const saved = answerProfile();
    const uploads: FormData[] = [];
    server.use(
      http.put('/api/auth/profile/photo', async ({ request, response }) => {
        uploads.push(await request.formData());
        return response(200).json({ ...profile, profileImage: '/api/files/5?expires=1&sig=s' });
      }),
    );
    renderPage(<ProfileEditor />, { session: { token: 't', role: 'customer' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const input = screen.getByLabelText('Change Photo') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    await userEvent.upload(input, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an image file');
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('New photo selected; save to keep it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(saved).toHaveLength(1);
    expect(saved[0]).not.toHaveProperty('profileImage');
    expect(uploads[0].get('photo')).toMatchObject({ type: 'image/png' });
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
