import { AuthProvider } from '@jbp/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './App';
import { REMOTE_FAILED_MESSAGE } from './messages';

const loader = vi.hoisted(() => ({ loadRemoteRoutes: vi.fn(), forgetRemote: vi.fn() }));
vi.mock('@/remotes/loadRemoteRoutes', () => loader);

function failing(message: string) {
  const failed = Promise.reject(new Error(message));
  failed.catch(() => undefined);
  return failed;
}

async function renderAt(url: string) {
  await act(async () => {
    render(
    <AuthProvider>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AuthProvider>,
    );
  });
}

beforeEach(() => {
  loader.loadRemoteRoutes.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('shell routes', () => {
  it("shows '404 Page Not Found' for an unknown path", async () => {
    await renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the Access Denied text at /unauthorized', async () => {
    await renderAt('/unauthorized');
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });

  it('routes admin paths to the admin remote and shows the friendly message while it is missing', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'admin');
    loader.loadRemoteRoutes.mockReturnValue(failing('no admin remote'));
    await renderAt('/bookingdetail/42');
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(loader.loadRemoteRoutes).toHaveBeenCalledWith('admin');
  });

  it('routes agent paths to the agent remote', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'agent');
    loader.loadRemoteRoutes.mockReturnValue(failing('no agent remote'));
    await renderAt('/addoffer');
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(loader.loadRemoteRoutes).toHaveBeenCalledWith('agent');
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
});
