import { UNAUTHORIZED_EVENT, queryKeys } from '@jbp/shared';
import { createTestQueryClient } from '@jbp/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@jbp/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedRoute, RouteTables } from '@/remotes/loadRemoteRoutes';
import { AppProviders, AppRoutes } from './App';
import { loadPage } from './routing/pageModules';
import { firstRouteTables } from './routing/useRouteTables';

const loader = vi.hoisted(() => ({
  loadRouteTables: vi.fn<(pathname?: string) => Promise<RouteTables>>(),
  forgetRemotes: vi.fn<(names: readonly string[]) => Promise<void>>(),
  MANIFEST: 'remotes.json',
}));
vi.mock('@/remotes/loadRemoteRoutes', () => loader);

function page(remote: string, path: string, heading: string, extra: Partial<LoadedRoute> = {}): LoadedRoute {
  return { remote, path, load: async () => ({ default: () => <h1>{heading}</h1> }), ...extra };
}

const tables: RouteTables = {
  routes: [
    page('public', '/contactus', 'Contact page', { title: { en: 'Contact Us', hi: 'संपर्क करें' } }),
    {
      remote: 'public',
      path: '/start',
      load: async () => ({
        default: () => (
          <>
            <h1>Start page</h1>
            <Link to="/contactus">Go to contact</Link>
          </>
        ),
      }),
    },
    page('public', '/login', 'Login page'),
    page('agent', '/addoffer', 'Add offer page', { allowedRoles: ['admin', 'agent'] }),
    page('admin', '/bookingdetail/:id', 'Booking detail page', { allowedRoles: ['admin'] }),
  ],
  failed: [],
  complete: true,
};

async function renderAt(url: string, client = createTestQueryClient()) {
  await act(async () => {
    render(
      <AppProviders client={client}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
  });
}

beforeEach(() => {
  loader.loadRouteTables.mockReset();
  loader.forgetRemotes.mockReset();
  loader.forgetRemotes.mockResolvedValue(undefined);
  loader.loadRouteTables.mockResolvedValue(tables);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const REMOTE_FAILED_MESSAGE = 'This part of the site could not be loaded. Please try again in a moment.';

describe('shell routes', () => {
  it("shows '404 Page Not Found' for a path no remote lists", async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the loading indicator, not a 404, while the route tables load', async () => {
    loader.loadRouteTables.mockReturnValue(new Promise(() => undefined));
    await renderAt('/contactus');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
  });

  it('draws the opened page in its first render when its table and code were fetched before (as bootstrap does)', async () => {
    const contact = tables.routes[0];
    loader.loadRouteTables.mockImplementation(async () => {
      await loadPage(contact);
      return tables;
    });
    const client = createTestQueryClient();
    await client.prefetchQuery(firstRouteTables('/contactus'));
    render(
      <AppProviders client={client}>
        <MemoryRouter initialEntries={['/contactus']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(loader.loadRouteTables).toHaveBeenCalledTimes(1);
  });

  it("shows the page of the remote that owns the path without waiting for the others' tables", async () => {
    loader.loadRouteTables.mockImplementation((pathname) =>
      pathname === undefined
        ? new Promise(() => undefined)
        : Promise.resolve({ routes: tables.routes.slice(0, 2), failed: [], complete: false }),
    );
    await renderAt('/contactus');
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(loader.loadRouteTables).toHaveBeenCalledWith('/contactus');
  });

  it('waits for every table before a path the first tables do not list is a 404', async () => {
    let allTables: (value: RouteTables) => void = () => undefined;
    loader.loadRouteTables.mockImplementation((pathname) =>
      pathname === undefined
        ? new Promise((resolve) => (allTables = resolve))
        : Promise.resolve({ routes: tables.routes.slice(0, 2), failed: [], complete: false }),
    );
    await renderAt('/no/such/page');
    await waitFor(() => expect(loader.loadRouteTables).toHaveBeenCalledWith());
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    await act(async () => allTables(tables));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('loads the other tables once the first page is shown, so a link to another remote opens its page', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'admin');
    loader.loadRouteTables.mockImplementation(async (pathname) =>
      pathname === undefined ? tables : { routes: tables.routes.slice(0, 2), failed: [], complete: false },
    );
    await renderAt('/contactus');
    await screen.findByRole('heading', { name: 'Contact page' });
    await waitFor(() => expect(loader.loadRouteTables).toHaveBeenCalledWith());
  });

  it('shows the Access Denied text at /unauthorized', async () => {
    await renderAt('/unauthorized');
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });

  it("mounts each remote's pages at their paths, with their titles", async () => {
    await renderAt('/contactus');
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Jabalpur Cabs');
  });

  it('matches path parameters and applies the route guard', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'admin');
    await renderAt('/bookingdetail/42');
    expect(await screen.findByRole('heading', { name: 'Booking detail page' })).toBeInTheDocument();
  });

  it('sends a visitor on a guarded path to login', async () => {
    await renderAt('/addoffer');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add offer page' })).not.toBeInTheDocument();
  });

  it('shows the friendly message for an unlisted path while a remote is down, and Retry loads it', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'admin');
    loader.loadRouteTables.mockResolvedValueOnce({ routes: tables.routes.slice(0, 3), failed: ['admin'], complete: true });
    await renderAt('/bookingdetail/42');
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(loader.forgetRemotes).toHaveBeenCalledWith(['admin']);
    expect(await screen.findByRole('heading', { name: 'Booking detail page' })).toBeInTheDocument();
  });

  it('still serves the pages of the remotes that did load', async () => {
    loader.loadRouteTables.mockResolvedValueOnce({ routes: tables.routes.slice(0, 1), failed: ['admin'], complete: true });
    await renderAt('/contactus');
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });

  it("forgets the signed-in user's data when the session ends, but keeps the route tables", async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'customer');
    const client = createTestQueryClient();
    await renderAt('/contactus', client);
    await screen.findByRole('heading', { name: 'Contact page' });
    client.setQueryData(queryKeys.profile, { fullName: 'Asha Verma' });
    act(() => {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    });
    await waitFor(() => expect(client.getQueryData(queryKeys.profile)).toBeUndefined());
    expect(client.getQueryData(['shell', 'route-tables', 'first'])).toEqual(tables);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('has the navbar and the footer with address, links and social icons', async () => {
    await renderAt('/unauthorized');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Napier Town, Jabalpur, Madhya Pradesh 482001');
    expect(footer).toHaveTextContent('Useful Links');
    expect(footer).toHaveTextContent('Our Services');
    expect(screen.getByRole('link', { name: 'Jabalpur Cabs on Facebook' })).toBeInTheDocument();
  });

  it('links the Terms, Privacy and Cancellation & Refund pages from the footer', async () => {
    await renderAt('/unauthorized');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Cancellation & Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    expect(footer).toHaveTextContent('Every day, 6 am to 11 pm');
  });

  it("moves focus to the new page's heading after a navigation, not on the first page", async () => {
    await renderAt('/start');
    const start = await screen.findByRole('heading', { name: 'Start page' });
    expect(start).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Go to contact' }));
    const heading = await screen.findByRole('heading', { name: 'Contact page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('shows the shell and the page titles in Hindi after the switch', async () => {
    await renderAt('/contactus');
    await screen.findByRole('heading', { name: 'Contact page' });
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    });
    expect(document.title).toBe('संपर्क करें | Jabalpur Cabs');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('हर दिन, सुबह 6 बजे से रात 11 बजे तक');
  });

  it("shows '404 Page Not Found' once, and in Hindi when Hindi is chosen", async () => {
    setLanguage('hi');
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 पेज नहीं मिला' })).toBeInTheDocument();
    expect(document.title).toBe('पेज नहीं मिला | Jabalpur Cabs');
    setLanguage('en');
    await waitFor(() => expect(screen.getAllByText(/404/)).toHaveLength(1));
  });
});
