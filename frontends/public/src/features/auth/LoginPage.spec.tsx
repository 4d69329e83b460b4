import { branding, rememberIntent } from '@jbp/shared';
import { HttpResponse, http, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './LoginPage';

async function logIn(id = 'asha@example.in', password = 'secret123') {
  await userEvent.type(screen.getByLabelText('Email or Mobile'), id);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe(LoginPage.name, () => {
  it("has 'Email or Mobile', 'Password', Login and 'New User? Register'", () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('Email or Mobile')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/New User\?/)).toBeInTheDocument();
  });

  it('says under the form to call or WhatsApp the office for a link to set a new password', () => {
    renderPage(<LoginPage />, { path: '/login' });
    const line = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent?.startsWith('Forgot your password?') === true);
    expect(line).toHaveTextContent(
      `Forgot your password? Call or WhatsApp our office at ${branding.phone} and we will send you a link to set a new one.`,
    );
    expect(within(line).getByRole('link', { name: branding.phone })).toHaveAttribute('href', 'tel:+917614001234');
    const whatsapp = within(line).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/917614001234');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    // Below the form.
    expect(screen.getByRole('button', { name: 'Login' }).compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the server's message in the red box", async () => {
    server.use(
      http.post('/api/auth/login', ({ response }) =>
        response(403).json({ statusCode: 403, message: 'Your account is awaiting approval by an admin.' }),
      ),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Your account is awaiting approval by an admin.');
    expect(box.className).toContain('bg-red-50');
  });

  it("falls back to 'Invalid login credentials' when the server gives no message", async () => {
    server.use(http.post('/api/auth/login', ({ response }) => response.untyped(HttpResponse.json({}, { status: 401 }))));
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  });

  it.each([
    ['customer', '/customerprofile'],
    ['agent', '/agentprofile'],
    ['admin', '/adminprofile'],
  ] as const)('stores the session and opens the %s profile after login', async (role, path) => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/login', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json({
          token: 'jwt-1',
          user: { id: 41, role, fullName: 'Asha Verma', email: 'asha@example.in', mobile: '9876543210' },
        });
      }),
    );
    const view = renderPage(<LoginPage />, { path: '/login' });
    await logIn('9876543210', 'pw');
    await waitFor(() => expect(view.location()).toBe(path));
    expect(sent).toEqual([{ emailOrMobile: '9876543210', password: 'pw' }]);
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(localStorage.getItem('role')).toBe(role);
    expect(JSON.parse(localStorage.getItem('customerData') ?? '{}')).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
    });
  });

  it('returns a login the guard asked for to that page with the offer chosen there, and says so above the form', async () => {
    server.use(
      http.post('/api/auth/login', ({ response }) =>
        response(200).json({
          token: 'jwt-2',
          user: { id: 41, role: 'customer', fullName: 'Asha Verma', email: 'a@example.in', mobile: null },
        }),
      ),
    );
    const chosen = { offer: { from: 'Bhopal', to: 'Jabalpur', vehicle: 'Dzire', offerId: 7 }, flow: 'offer' };
    const query = rememberIntent('/offerconvehical', chosen);
    const view = renderPage(<LoginPage />, { path: '/login', url: `/login${query}` });
    expect(screen.getByText('Log in or register to go on with your booking; what you chose is kept.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/register${query}`);
    await logIn();
    await waitFor(() => expect(view.location()).toBe('/offerconvehical'));
    expect(view.locationState()).toEqual(chosen);
  });

  it('ignores a returnTo that leads to another site and opens the profile', async () => {
    server.use(
      http.post('/api/auth/login', ({ response }) =>
        response(200).json({
          token: 'jwt-3',
          user: { id: 41, role: 'customer', fullName: 'Asha Verma', email: 'a@example.in', mobile: null },
        }),
      ),
    );
    const view = renderPage(<LoginPage />, { path: '/login', url: '/login?returnTo=%2F%2Fevil.example%2Fx' });
    await logIn();
    await waitFor(() => expect(view.location()).toBe('/customerprofile'));
  });

  it("shows 'Logging in…' on a disabled button while the request is out, and sends once", async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/login', async ({ request, response }) => {
        sent.push(await request.json());
        await hold;
        return response(401).json({ statusCode: 401, message: 'Invalid login credentials' });
      }),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    const button = await screen.findByRole('button', { name: 'Logging in…' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(sent).toHaveLength(1);
  });
});
