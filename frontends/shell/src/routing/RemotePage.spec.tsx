import type { RemoteRoute } from '@jbp/shared';
import { renderPage, renderPageAsync } from '@jbp/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from './pageModules';
import { RemotePage } from './RemotePage';

/** A route whose page is a heading; `load` is a spy so tests see whether the code was downloaded. */
function routeTo(heading: string, extra: Partial<RemoteRoute> = {}): RemoteRoute & { load: ReturnType<typeof vi.fn> } {
  const load = vi.fn(async () => ({ default: () => <h1>{heading}</h1> }));
  return { path: '/', ...extra, load };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The loading fallback's words (PageFallback). */
const LOADING = /^Loading/;
const REMOTE_FAILED_MESSAGE = 'This part of the site could not be loaded. Please try again in a moment.';

describe(RemotePage.name, () => {
  it('renders the page the route loads and sets its title', async () => {
    const route = routeTo('Home from remote', { title: 'Contact Us' });
    await renderPageAsync(<RemotePage route={route} />);
    expect(await screen.findByRole('heading', { name: 'Home from remote' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Jabalpur Cabs');
    expect(route.load).toHaveBeenCalledTimes(1);
  });

  it("sends a visitor to /login before downloading a guarded page's code", () => {
    const route = routeTo('One-way', { path: '/oneway', allowedRoles: ['admin', 'customer'] });
    const view = renderPage(<RemotePage route={route} />, { path: '/oneway' });
    expect(view.location()).toBe('/login?returnTo=%2Foneway');
    expect(view.navigationType()).toBe('REPLACE');
    expect(route.load).not.toHaveBeenCalled();
  });

  it('sends a role outside allowedRoles to /unauthorized without downloading the page', () => {
    const route = routeTo('Add offer', { path: '/addoffer', allowedRoles: ['admin', 'agent'] });
    const view = renderPage(<RemotePage route={route} />, { path: '/addoffer', session: { token: 't', role: 'customer' } });
    expect(view.location()).toBe('/unauthorized');
    expect(view.navigationType()).toBe('REPLACE');
    expect(route.load).not.toHaveBeenCalled();
  });

  it('lets an allowed role in, case-insensitively', async () => {
    const route = routeTo('One-way from remote', { path: '/oneway', allowedRoles: ['admin', 'customer'] });
    await renderPageAsync(<RemotePage route={route} />, { path: '/oneway', session: { token: 't', role: 'Customer' } });
    expect(await screen.findByRole('heading', { name: 'One-way from remote' })).toBeInTheDocument();
  });

  it('downloads a page once however often it is shown', async () => {
    const route = routeTo('Cached page');
    const first = await renderPageAsync(<RemotePage route={route} />);
    expect(await screen.findByRole('heading', { name: 'Cached page' })).toBeInTheDocument();
    first.unmount();
    await renderPageAsync(<RemotePage route={route} />);
    expect(await screen.findByRole('heading', { name: 'Cached page' })).toBeInTheDocument();
    expect(route.load).toHaveBeenCalledTimes(1);
  });

  it('draws a page whose code is already here in its first render, without the loading fallback', async () => {
    const route = routeTo('Home at once');
    await loadPage(route);
    renderPage(<RemotePage route={route} />);
    expect(screen.getByRole('heading', { name: 'Home at once' })).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
    expect(route.load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading fallback while the code downloads', async () => {
    let arrive = (): void => undefined;
    const route = routeTo('Later');
    route.load.mockReturnValueOnce(new Promise((resolve) => (arrive = () => resolve({ default: () => <h1>Later</h1> }))));
    await renderPageAsync(<RemotePage route={route} />);
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
  });

  it("shows the friendly message when the page's code cannot load, and Retry downloads it again", async () => {
    const route = routeTo('Admin profile', { path: '/adminprofile' });
    route.load.mockRejectedValueOnce(new Error('chunk 404'));
    await renderPageAsync(<RemotePage route={route} />, { path: '/adminprofile' });
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(REMOTE_FAILED_MESSAGE);

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'Admin profile' })).toBeInTheDocument();
    expect(route.load).toHaveBeenCalledTimes(2);
  });

  it('shows the friendly message when the page throws while rendering', async () => {
    const route: RemoteRoute = {
      path: '/',
      load: async () => ({
        default: () => {
          throw new Error('render failed');
        },
      }),
    };
    await renderPageAsync(<RemotePage route={route} />);
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
  });
});
