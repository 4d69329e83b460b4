import type { RemoteRoute, RemoteRoutesModule } from '@jbp/shared';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { matchPath } from 'react-router-dom';
import { loadPage } from '@/routing/pageModules';
import { readRemotes, remotesFor, type RemotesBoot } from './manifest';

/** A remote could not be loaded (unreachable, or a bad module). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly remote: string;

  constructor(remote: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.remote = remote;
  }
}

/** A page of some remote, with the remote's name (remotes.json key). */
export interface LoadedRoute extends RemoteRoute {
  remote: string;
}

export interface RouteTables {
  /** The loaded remotes' pages, in remotes.json order. */
  routes: LoadedRoute[];
  /** Remotes whose table could not be loaded (`remotes.json` itself when the manifest failed). */
  failed: string[];
  /** False while some remote's table was not asked for yet: a path no route lists is not a 404 yet. */
  complete: boolean;
}

/** Stands for the manifest in `RouteTables.failed` when remotes.json could not be read. */
export const MANIFEST = 'remotes.json';

let manifest: Promise<RemotesBoot> | null = null;
const modules = new Map<string, Promise<RemoteRoutesModule>>();

function registeredManifest(): Promise<RemotesBoot> {
  manifest ??= readRemotes().then((boot) => {
    registerRemotes(Object.entries(boot.entries).map(([name, entry]) => ({ name, entry, type: 'module' as const })));
    return boot;
  });
  // A failed manifest fetch is retried on the next call.
  manifest.catch(() => {
    manifest = null;
  });
  return manifest;
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (!value || typeof value !== 'object' || !Array.isArray((value as RemoteRoutesModule).routes)) return false;
  return (value as RemoteRoutesModule).routes.every((r) => typeof r?.path === 'string' && typeof r.load === 'function');
}

async function load(name: string): Promise<RemoteRoutesModule> {
  let module: unknown;
  try {
    module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  } catch (cause) {
    throw new RemoteLoadError(name, `remote "${name}" could not be loaded`, { cause });
  }
  if (!isRoutesModule(module)) throw new RemoteLoadError(name, `remote "${name}" does not export a routes list`);
  return module;
}

/** A remote's `./routes` module, loaded once and cached (a failure is forgotten by `forgetRemote`). */
function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule> {
  let pending = modules.get(name);
  if (!pending) {
    pending = load(name);
    modules.set(name, pending);
  }
  return pending;
}

/**
 * Reads the remotes (inlined by the server, or remotes.json) and loads route tables in parallel:
 * with a `pathname`, only the remotes that may own it (see `remotesFor`), so the page the visitor
 * opened does not wait for the others; without one, every remote's. Never rejects: a remote that
 * fails is named in `failed` so the shell can offer Retry instead of a 404 for the paths it may own.
 */
export async function loadRouteTables(pathname?: string): Promise<RouteTables> {
  let boot: RemotesBoot;
  try {
    boot = await registeredManifest();
  } catch (error) {
    console.error('remotes.json could not be read', error);
    return { routes: [], failed: [MANIFEST], complete: true };
  }
  const all = Object.keys(boot.entries);
  const wanted = pathname === undefined ? all : remotesFor(pathname, boot);
  const names = all.filter((name) => wanted.includes(name));
  const settled = await Promise.allSettled(names.map(loadRemoteRoutes));
  const tables: RouteTables = { routes: [], failed: [], complete: names.length === all.length };
  settled.forEach((result, i) => {
    const remote = names[i];
    if (result.status === 'fulfilled') {
      tables.routes.push(...result.value.routes.map((route) => ({ ...route, remote })));
    } else {
      console.error(`Remote "${remote}" failed`, result.reason);
      tables.failed.push(remote);
    }
  });
  if (pathname !== undefined) await withOpenedPage(tables.routes, pathname);
  return tables;
}

/**
 * Waits for the code of the page the visitor opened (an unguarded one) along with the tables. Drawn
 * before its code is here, the route would show the loading fallback, and React then holds the page
 * back until the fallback has been up for 300 ms, so that it does not flash. A failure is left for
 * the page to show (with Retry) when it is drawn.
 */
async function withOpenedPage(routes: readonly LoadedRoute[], pathname: string): Promise<void> {
  const opened = routes.filter((route) => !route.allowedRoles && matchPath(route.path, pathname));
  await Promise.allSettled(opened.map(loadPage));
}

/** Forgets failed remotes (or the manifest) so the next `loadRouteTables` fetches their entries again. */
export async function forgetRemotes(names: readonly string[]): Promise<void> {
  for (const name of names) modules.delete(name);
  const remotes = names.filter((name) => name !== MANIFEST);
  if (remotes.length === 0) return;
  const { entries } = await registeredManifest().catch((): RemotesBoot => ({ entries: {}, paths: {} }));
  const known = remotes.filter((name) => entries[name]).map((name) => ({ name, entry: entries[name], type: 'module' as const }));
  if (known.length > 0) registerRemotes(known, { force: true });
}
