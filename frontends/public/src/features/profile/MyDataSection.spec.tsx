import { http, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MyDataSection } from './MyDataSection';

const session = { token: 'customer-token', role: 'customer' as const };
const DELETED = 'Your account has been deleted. Your bookings stay in our accounts without your personal details.';

describe(MyDataSection.name, () => {
  it("downloads the person's data as a JSON file", async () => {
    server.use(
      http.get('/api/auth/profile/export', ({ response }) =>
        response.untyped(Response.json({ profile: { fullName: 'Asha Verma' } }) as never),
      ),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:data'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(<MyDataSection />, { session });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    click.mockRestore();
  });

  it('deletes the account only after the word is typed and the password given, explaining what is kept', async () => {
    const sent: unknown[] = [];
    server.use(
      http.delete('/api/auth/profile', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json({ message: DELETED });
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPage(<MyDataSection />, { session, path: '/customerprofile' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Your past bookings and their bills stay in our accounts, as the tax law requires, with your name replaced.',
    );
    const confirm = () => screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement;
    expect(confirm()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    await userEvent.type(screen.getByLabelText('Your password'), 'correct-horse-42');
    expect(confirm()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(confirm());
    expect(await screen.findByText(DELETED)).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'correct-horse-42' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('token')).toBeNull();
    vi.unstubAllGlobals();
  });

  it("shows the server's reason and keeps the account when it refuses", async () => {
    server.use(
      http.delete('/api/auth/profile', ({ response }) =>
        response(409).json({
          statusCode: 409,
          message: 'Please cancel your upcoming bookings first (JBP-000123), then delete your account.',
        }),
      ),
    );
    renderPage(<MyDataSection />, { session });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.type(screen.getByLabelText('Your password'), 'correct-horse-42');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please cancel your upcoming bookings first (JBP-000123), then delete your account.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
