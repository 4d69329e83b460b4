import { aCustomer, anAgent, renderPage } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveAccounts } from '@/testing/accountServer';
import { adminSession } from '@/testing/fixtures';
import { AccountDetailPage } from './AccountDetailPage';

const LINK = { path: '/resetpassword?token=tok.123', expiresAt: '2030-03-02T06:30:00.000Z' };
const URL_SHOWN = `${window.location.origin}/resetpassword?token=tok.123`;

const openCustomer = (id: number) =>
  renderPage(<AccountDetailPage kind="customer" />, {
    session: adminSession,
    path: '/singlecustomerdetail/:id',
    url: `/singlecustomerdetail/${id}`,
  });
const openAgent = (id: number) =>
  renderPage(<AccountDetailPage kind="agent" />, {
    session: adminSession,
    path: '/singleagentdetail/:id',
    url: `/singleagentdetail/${id}`,
  });

/** A customer page with the link already created. */
async function customerWithLink() {
  const api = serveAccounts(
    { customers: [aCustomer({ _id: 41, id: 41, fullName: 'Ramesh Tiwari', mobile: '9876543210' })] },
    { passwordLinks: [() => LINK] },
  );
  openCustomer(41);
  await userEvent.click(await screen.findByRole('button', { name: 'Create password link' }));
  await screen.findByRole('textbox', { name: 'Password link' });
  return api;
}

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('Password link on the account page', () => {
  afterEach(() => {
    setClipboard(undefined);
  });

  it('explains the link and creates one for a customer: the full URL, read-only, and the expiry in IST', async () => {
    const api = await customerWithLink();
    const section = screen.getByRole('region', { name: 'Password link' });
    expect(section).toHaveTextContent('Create a one-time link for this person to set a password. It works once, for 24 hours.');
    expect(api.sent.passwordLink).toEqual([{ kind: 'customers', id: '41', body: {}, authorization: 'Bearer admin-token' }]);
    const field = within(section).getByRole('textbox', { name: 'Password link' });
    expect(field).toHaveValue(URL_SHOWN);
    expect(field).toHaveAttribute('readonly');
    // 06:30 UTC is 12:00 noon in India.
    expect(section).toHaveTextContent('Valid until 2 Mar 2030, 12:00 pm');
  });

  it("asks for an agent's link at the agents path", async () => {
    const api = serveAccounts({ agents: [anAgent({ _id: 42, id: 42, fullName: 'Ravi Thakur' })] }, { passwordLinks: [() => LINK] });
    openAgent(42);
    await userEvent.click(await screen.findByRole('button', { name: 'Create password link' }));
    expect(await screen.findByRole('textbox', { name: 'Password link' })).toHaveValue(URL_SHOWN);
    expect(api.sent.passwordLink.map(({ kind, id }) => [kind, id])).toEqual([['agents', '42']]);
  });

  it("links 'Send on WhatsApp' to the person's mobile with the greeting and the link", async () => {
    await customerWithLink();
    const whatsapp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    const text = `Namaste Ramesh Tiwari, set your Jabalpur Cabs password here (valid for 24 hours): ${URL_SHOWN}`;
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/919876543210?text=${encodeURIComponent(text)}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
  });

  it("shows 'Creating...' on a disabled button while asking, and a second link replaces the first", async () => {
    let answer: (link: typeof LINK) => void = () => undefined;
    const answered = () => new Promise<typeof LINK>((resolve) => (answer = resolve));
    const api = serveAccounts(
      { customers: [aCustomer({ _id: 43, id: 43, fullName: 'Meena Patel' })] },
      { passwordLinks: [answered, answered] },
    );
    openCustomer(43);
    await userEvent.click(await screen.findByRole('button', { name: 'Create password link' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer(LINK);
    expect(await screen.findByRole('textbox', { name: 'Password link' })).toHaveValue(URL_SHOWN);

    await userEvent.click(screen.getByRole('button', { name: 'Create password link' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    // The first link stays on screen while the second is made.
    expect(screen.getByRole('textbox', { name: 'Password link' })).toHaveValue(URL_SHOWN);
    answer({ path: '/resetpassword?token=second', expiresAt: '2030-03-02T07:00:00.000Z' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Password link' })).toHaveValue(`${window.location.origin}/resetpassword?token=second`),
    );
    expect(screen.getAllByRole('textbox', { name: 'Password link' })).toHaveLength(1);
    expect(screen.getByText(/^Valid until/)).toHaveTextContent('Valid until 2 Mar 2030, 12:30 pm');
    expect(api.sent.passwordLink).toHaveLength(2);
  });

  it("copies the link and shows 'Copied' for 2 seconds", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await customerWithLink();
    const started = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_SHOWN);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(screen.queryByText('Press Ctrl+C to copy')).not.toBeInTheDocument();
  });

  it.each([
    ['is unavailable', undefined],
    ['refuses', { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }],
  ])("selects the link and says 'Press Ctrl+C to copy' when the clipboard %s", async (_, clipboard) => {
    setClipboard(clipboard);
    await customerWithLink();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Press Ctrl+C to copy')).toBeInTheDocument();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Password link' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, URL_SHOWN.length]);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("shows the server's message in the red box when no link can be made", async () => {
    // No link to give: the server answers 404 'Customer not found.'
    serveAccounts({ customers: [aCustomer({ _id: 44, id: 44, fullName: 'Gone Away' })] });
    openCustomer(44);
    await userEvent.click(await screen.findByRole('button', { name: 'Create password link' }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Customer not found.');
    expect(box.className).toContain('bg-red-50');
    expect(screen.queryByRole('textbox', { name: 'Password link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create password link' })).toBeEnabled();
  });
});
