import { http, renderPage, server } from '@jbp/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmEmailPage } from './ConfirmEmailPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const SENT =
  'If an account has this e-mail address or mobile number, we have sent a link to set a new password to its e-mail address. The link works once, for 30 minutes.';

describe(ForgotPasswordPage.name, () => {
  it("asks for a link by e-mail or mobile and shows the server's one answer, which never says whether the account exists", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/password-reset', async ({ request, response }) => {
        sent.push(await request.json());
        return response(202).json({ message: SENT });
      }),
    );
    renderPage(<ForgotPasswordPage />, { path: '/forgotpassword' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeInTheDocument();
    expect(
      screen.getAllByText('The link works once, for 30 minutes. No e-mail? Check your spam folder, or ask our office.')[0],
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email or Mobile'), ' 9876543210 ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sent).toEqual([{ emailOrMobile: '9876543210' }]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('sends nothing while the box is empty, and says so when the request fails', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/password-reset', async ({ request, response }) => {
        sent.push(await request.json());
        return response(429).json({ statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.' });
      }),
    );
    renderPage(<ForgotPasswordPage />, { path: '/forgotpassword' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Email or Mobile'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
  });
});

describe(ConfirmEmailPage.name, () => {
  it('confirms the new address with the token of the link, once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/email-change/confirm', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json({ message: 'Your e-mail address is now asha.new@example.in.' });
      }),
    );
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', url: '/confirm-email?token=tok-9' });
    expect(await screen.findByText('Your e-mail address is now asha.new@example.in.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-9' }]);
  });

  it("shows the server's reason for an expired link, and without a token says where the link comes from", async () => {
    server.use(
      http.post('/api/auth/email-change/confirm', ({ response }) =>
        response(400).json({ statusCode: 400, message: 'This confirmation link is invalid or has expired.' }),
      ),
    );
    const view = renderPage(<ConfirmEmailPage />, { path: '/confirm-email', url: '/confirm-email?token=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    view.unmount();
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', url: '/confirm-email' });
    expect(screen.getAllByText('This page opens from the link we e-mailed to your new address.').length).toBeGreaterThan(0);
  });
});
