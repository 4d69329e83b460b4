import type { RemoteRoutesModule } from '@jbp/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemotesBoot } from './manifest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn<(id: string) => Promise<unknown>>(), registerRemotes: vi.fn() }));
const manifest = vi.hoisted(() => ({ readRemotes: vi.fn<() => Promise<RemotesBoot>>() }));
vi.mock('@module-federation/runtime', () => runtime);
vi.mock('./manifest', async (original) => ({ ...(await original<typeof import('./manifest')>()), ...manifest }));

const page = async () => ({ default: () => null });
const tableOf = (...paths: string[]): RemoteRoutesModule => ({ routes: paths.map((path) => ({ path, load: page })) });

const ENTRIES = {
  public: 'https://cabs.example.in/remotes/public/remoteEntry.js',
  admin: 'https://cabs.example.in/remotes/admin/remoteEntry.js',
};

// The module caches the manifest and each remote's table: every test starts from a fresh copy.
async function freshLoader() {
  vi.resetModules();
  return import('./loadRemoteRoutes');
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  manifest.readRemotes.mockReset();
  manifest.readRemotes.mockResolvedValue({ entries: ENTRIES, paths: {} });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('loadRouteTables', () => {
  it('registers every remote of remotes.json and joins their route tables, each route named by its remote', async () => {
    runtime.loadRemote.mockImplementation(async (id) => (id === 'public/routes' ? tableOf('/', '/contactus') : tableOf('/adminprofile')));
    const { loadRouteTables } = await freshLoader();
    const tables = await loadRouteTables();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'public', entry: ENTRIES.public, type: 'module' },
      { name: 'admin', entry: ENTRIES.admin, type: 'module' },
    ]);
    expect(tables.failed).toEqual([]);
    expect(tables.complete).toBe(true);
    expect(tables.routes.map((r) => [r.remote, r.path])).toEqual([
      ['public', '/'],
      ['public', '/contactus'],
      ['admin', '/adminprofile'],
    ]);
  });

  it('loads the remotes in parallel', async () => {
    const started: string[] = [];
    runtime.loadRemote.mockImplementation((id) => {
      started.push(id);
      return new Promise(() => undefined);
    });
    const { loadRouteTables } = await freshLoader();
    void loadRouteTables();
    await vi.waitFor(() => expect(started).toEqual(['public/routes', 'admin/routes']));
  });

  it('names a remote that cannot load, or exports no routes list, and keeps the others', async () => {
    runtime.loadRemote.mockImplementation(async (id) => {
      if (id === 'admin/routes') throw new Error('remoteEntry.js 404');
      return tableOf('/');
    });
    const { loadRouteTables } = await freshLoader();
    expect(await loadRouteTables()).toMatchObject({ failed: ['admin'], routes: [{ remote: 'public', path: '/' }] });

    runtime.loadRemote.mockImplementation(async (id) =>
      id === 'admin/routes' ? { routes: [{ path: '/x', element: null }] } : tableOf('/'),
    );
    const again = await freshLoader();
    expect((await again.loadRouteTables()).failed).toEqual(['admin']);
  });

  it('reports the manifest as failed when remotes.json cannot be read, and reads it again next time', async () => {
    manifest.readRemotes.mockRejectedValueOnce(new Error('remotes.json answered 500'));
    runtime.loadRemote.mockResolvedValue(tableOf('/'));
    const { loadRouteTables, MANIFEST } = await freshLoader();
    expect(await loadRouteTables()).toEqual({ routes: [], failed: [MANIFEST], complete: true });
    expect((await loadRouteTables()).failed).toEqual([]);
    expect(manifest.readRemotes).toHaveBeenCalledTimes(2);
  });

  it('loads each table once, and again only after forgetRemotes', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(tableOf('/'));
    const { loadRouteTables, forgetRemotes } = await freshLoader();
    const first = await loadRouteTables();
    expect(first.failed).toEqual(['public']);
    // Still failed: the cached answer is kept until the remote is forgotten.
    expect((await loadRouteTables()).failed).toEqual(['public']);

    await forgetRemotes(first.failed);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'public', entry: ENTRIES.public, type: 'module' }], { force: true });
    expect(await loadRouteTables()).toMatchObject({ failed: [] });
    // public twice, admin once.
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('with a path, loads only the tables of the remotes that may own it, and says the set is not complete', async () => {
    manifest.readRemotes.mockResolvedValue({ entries: ENTRIES, paths: { public: ['/', '/contactus'], admin: ['/adminprofile'] } });
    runtime.loadRemote.mockImplementation(async (id) => (id === 'public/routes' ? tableOf('/', '/contactus') : tableOf('/adminprofile')));
    const { loadRouteTables } = await freshLoader();
    const first = await loadRouteTables('/contactus');
    expect(first).toMatchObject({ complete: false, failed: [] });
    expect(first.routes.map((r) => r.path)).toEqual(['/', '/contactus']);
    expect(runtime.loadRemote.mock.calls.map(([id]) => id)).toEqual(['public/routes']);

    const all = await loadRouteTables();
    expect(all.complete).toBe(true);
    expect(all.routes.map((r) => r.path)).toEqual(['/', '/contactus', '/adminprofile']);
    // public's table was kept from the first load.
    expect(runtime.loadRemote.mock.calls.map(([id]) => id)).toEqual(['public/routes', 'admin/routes']);
  });

  it("with a path, answers once the opened page's code is here too (not a guarded page's, nor any other's)", async () => {
    manifest.readRemotes.mockResolvedValue({ entries: ENTRIES, paths: { public: ['/', '/oneway', '/offer/:id'] } });
    let arrive = (): void => undefined;
    const home = vi.fn(() => new Promise<{ default: () => null }>((resolve) => (arrive = () => resolve({ default: () => null }))));
    const offer = vi.fn(page);
    const oneway = vi.fn(page);
    runtime.loadRemote.mockResolvedValue({
      routes: [
        { path: '/', load: home },
        { path: '/offer/:id', load: offer },
        { path: '/oneway', load: oneway, allowedRoles: ['customer'] },
      ],
    });
    const { loadRouteTables } = await freshLoader();
    let answered = false;
    const tables = loadRouteTables('/').then((t) => ((answered = true), t));
    await vi.waitFor(() => expect(home).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(answered).toBe(false);
    arrive();
    expect((await tables).routes.map((r) => r.path)).toEqual(['/', '/offer/:id', '/oneway']);
    expect(offer).not.toHaveBeenCalled();

    await loadRouteTables('/offer/7');
    expect(offer).toHaveBeenCalledTimes(1);
    await loadRouteTables('/oneway');
    expect(oneway).not.toHaveBeenCalled();
    expect(home).toHaveBeenCalledTimes(1);
  });

  it("answers with the tables when the opened page's code fails, leaving the failure for the page to show", async () => {
    const broken = vi.fn(() => Promise.reject(new Error('chunk 404')));
    manifest.readRemotes.mockResolvedValue({ entries: ENTRIES, paths: { public: ['/'] } });
    runtime.loadRemote.mockResolvedValue({ routes: [{ path: '/', load: broken }] });
    const { loadRouteTables } = await freshLoader();
    const tables = await loadRouteTables('/');
    expect(tables).toMatchObject({ failed: [] });
    expect(tables.routes.map((r) => r.path)).toEqual(['/']);
    expect(broken).toHaveBeenCalledTimes(1);
  });
});
