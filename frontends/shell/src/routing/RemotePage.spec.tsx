import type { RemoteRoutesModule } from '@jbp/shared';
import { renderPage, renderPageAsync } from '@jbp/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_FAILED_MESSAGE } from '@/messages';
import { RemotePage } from './RemotePage';

const loader = vi.hoisted(() => ({
  loadRemoteRoutes: vi.fn<(name: string) => Promise<RemoteRoutesModule>>(),
  forgetRemote: vi.fn(),
}));
vi.mock('@/remotes/loadRemoteRoutes', () => loader);

const publicRoutes: RemoteRoutesModule = {
  routes: [
    { path: '/', element: <h1>Home from remote</h1> },
    { path: '/oneway', element: <h1>One-way from remote</h1>, allowedRoles: ['admin', 'customer'] },
    { path: '/strict', element: <h1>Strict page</h1>, allowedRoles: ['admin'] },
  ],
};

/** The real loader hands out one cached promise per remote; so must the mock, for React's use(). */
function resolves(module: RemoteRoutesModule) {
  loader.loadRemoteRoutes.mockReturnValue(Promise.resolve(module));
}
function rejects(error: Error) {
  const failed = Promise.reject(error);
  failed.catch(() => undefined);
  loader.loadRemoteRoutes.mockReturnValueOnce(failed);
}

beforeEach(() => {
  loader.loadRemoteRoutes.mockReset();
  loader.forgetRemote.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe(RemotePage.name, () => {
  it("renders the remote's element for the path", async () => {
    resolves(publicRoutes);
    await renderPageAsync(<RemotePage route={{ path: '/', remote: 'public' }} />);
    expect(await screen.findByRole('heading', { name: 'Home from remote' })).toBeInTheDocument();
    expect(loader.loadRemoteRoutes).toHaveBeenCalledWith('public');
  });

  it('sends a visitor to /login before downloading a guarded remote', () => {
    resolves(publicRoutes);
    const view = renderPage(<RemotePage route={{ path: '/oneway', remote: 'public', allowedRoles: ['admin', 'customer'] }} />, { path: '/oneway' });
    expect(view.location()).toBe('/login');
    expect(view.navigationType()).toBe('REPLACE');
    expect(loader.loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('sends a role outside the shell table to /unauthorized', () => {
    resolves(publicRoutes);
    const view = renderPage(<RemotePage route={{ path: '/addoffer', remote: 'agent', allowedRoles: ['admin', 'agent'] }} />, {
      path: '/addoffer',
      session: { token: 't', role: 'customer' },
    });
    expect(view.location()).toBe('/unauthorized');
    expect(loader.loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it("applies the remote's own allowedRoles as well", async () => {
    resolves(publicRoutes);
    const view = await renderPageAsync(<RemotePage route={{ path: '/strict', remote: 'public' }} />, { path: '/strict', session: { token: 't', role: 'customer' } });
    expect(await screen.findByRole('heading', { name: 'Unauthorized page' })).toBeInTheDocument();
    expect(view.location()).toBe('/unauthorized');
  });

  it('lets an allowed role in, case-insensitively', async () => {
    resolves(publicRoutes);
    await renderPageAsync(<RemotePage route={{ path: '/oneway', remote: 'public', allowedRoles: ['admin', 'customer'] }} />, {
      path: '/oneway',
      session: { token: 't', role: 'Customer' },
    });
    expect(await screen.findByRole('heading', { name: 'One-way from remote' })).toBeInTheDocument();
  });

  it('shows the friendly message when the remote cannot load, and Retry loads it again', async () => {
    rejects(new Error('remoteEntry.js 404'));
    await renderPageAsync(<RemotePage route={{ path: '/adminprofile', remote: 'admin' }} />, { path: '/adminprofile' });
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(REMOTE_FAILED_MESSAGE);

    resolves({ routes: [{ path: '/adminprofile', element: <h1>Admin profile</h1> }] });
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(loader.forgetRemote).toHaveBeenCalledWith('admin');
    expect(await screen.findByRole('heading', { name: 'Admin profile' })).toBeInTheDocument();
  });

  it('shows 404 when the remote does not list the path', async () => {
    resolves(publicRoutes);
    await renderPageAsync(<RemotePage route={{ path: '/contactus', remote: 'public' }} />, { path: '/contactus' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
