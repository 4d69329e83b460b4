import { branding } from '@jbp/shared';
import { http, renderPage, server } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage';

const CHANGED = 'Your password has been changed. You can log in now.';
const EXPIRED = 'This password link is invalid or has expired. Please ask our office for a new one.';

/** Answers POST /api/auth/reset-password (after `hold` settles, when given) and keeps each body sent. */
function resetAnswers(answer: 'changed' | 'expired' = 'changed', hold?: Promise<void>) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/auth/reset-password', async ({ request, response }) => {
      sent.push(await request.json());
      await hold;
      if (answer === 'expired') return response(400).json({ statusCode: 400, message: EXPIRED });
      return response(200).json({ message: CHANGED });
    }),
  );
  return sent;
}

const open = (url = '/resetpassword?token=tok-123') => renderPage(<ResetPasswordPage />, { path: '/resetpassword', url });

async function fill(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
}

describe(ResetPasswordPage.name, () => {
  it('without a token explains where the link comes from, with the office phone, WhatsApp and Contact Us, and no form', () => {
    const sent = resetAnswers();
    open('/resetpassword');
    expect(screen.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent ===
            `This page opens from the link our office sends you. Call or WhatsApp our office at ${branding.phone} and we will send you a link to set a new one.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: branding.phone })).toHaveAttribute('href', branding.phoneHref);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', branding.whatsappHref);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('has two labelled new-password fields of at least 8 characters and Save Password', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeInTheDocument();
    for (const label of ['New Password', 'Confirm Password']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toHaveAttribute('minlength', '8');
      expect(field).toBeRequired();
    }
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeEnabled();
  });

  it("says 'Passwords do not match!' in the red box without asking the server", async () => {
    const sent = resetAnswers();
    open();
    await fill('NewSecret1', 'NewSecret2');
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Passwords do not match!');
    expect(box.className).toContain('bg-red-50');
    expect(sent).toHaveLength(0);
  });

  it("sends the token and both passwords, then shows the server's message in green and a Login link instead of the form", async () => {
    const sent = resetAnswers();
    open('/resetpassword?token=tok%2B123');
    await fill('NewSecret1');
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(CHANGED);
    expect(box.className).toContain('bg-green-50');
    expect(sent).toEqual([{ token: 'tok+123', password: 'NewSecret1', confirmPassword: 'NewSecret1' }]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Password' })).not.toBeInTheDocument();
  });

  it("shows the server's message in the red box and keeps what was typed", async () => {
    resetAnswers('expired');
    open();
    await fill('NewSecret1');
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(EXPIRED);
    expect(box.className).toContain('bg-red-50');
    expect(screen.getByLabelText('New Password')).toHaveValue('NewSecret1');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('NewSecret1');
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // A new link is one click away.
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
  });

  it("shows 'Saving...' on a disabled button while the request is out", async () => {
    let release: () => void = () => undefined;
    const sent = resetAnswers('changed', new Promise((resolve) => (release = resolve)));
    open();
    await fill('NewSecret1');
    const button = await screen.findByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(sent).toHaveLength(1);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGED);
  });

  it('clears an earlier error when the passwords are sent again', async () => {
    const sent = resetAnswers();
    open();
    await fill('NewSecret1', 'NewSecret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match!');
    await userEvent.type(screen.getByLabelText('Confirm Password'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    const box = await screen.findByRole('alert');
    expect(within(box).getByText(CHANGED)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-123', password: 'NewSecret1', confirmPassword: 'NewSecret1' }]);
  });
});
