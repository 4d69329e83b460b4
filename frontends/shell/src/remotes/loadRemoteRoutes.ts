import type { RemoteRoute, RemoteRoutesModule } from '@jbp/shared';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { fetchManifest } from './manifest';

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
  /** Every loaded remote's pages, in remotes.json order. */
  routes: LoadedRoute[];
  /** Remotes whose table could not be loaded (`remotes.json` itself when the manifest failed). */
  failed: string[];
}

/** Stands for the manifest in `RouteTables.failed` when remotes.json could not be read. */
export const MANIFEST = 'remotes.json';

let manifest: Promise<Record<string, string>> | null = null;
const modules = new Map<string, Promise<RemoteRoutesModule>>();

function registeredManifest(): Promise<Record<string, string>> {
  manifest ??= fetchManifest().then((entries) => {
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry, type: 'module' as const })));
    return entries;
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
 * Reads remotes.json and loads every remote's route table in parallel. Never rejects: a remote that
 * fails is named in `failed` so the shell can offer Retry instead of a 404 for the paths it may own.
 */
export async function loadRouteTables(): Promise<RouteTables> {
  let entries: Record<string, string>;
  try {
    entries = await registeredManifest();
  } catch (error) {
    console.error('remotes.json could not be read', error);
    return { routes: [], failed: [MANIFEST] };
  }
  const names = Object.keys(entries);
  const settled = await Promise.allSettled(names.map(loadRemoteRoutes));
  const tables: RouteTables = { routes: [], failed: [] };
  settled.forEach((result, i) => {
    const remote = names[i];
    if (result.status === 'fulfilled') {
      tables.routes.push(...result.value.routes.map((route) => ({ ...route, remote })));
    } else {
      console.error(`Remote "${remote}" failed`, result.reason);
      tables.failed.push(remote);
    }
  });
  return tables;
}

/** Forgets failed remotes (or the manifest) so the next `loadRouteTables` fetches their entries again. */
export async function forgetRemotes(names: readonly string[]): Promise<void> {
  for (const name of names) modules.delete(name);
  const remotes = names.filter((name) => name !== MANIFEST);
  if (remotes.length === 0) return;
  const entries = await registeredManifest().catch(() => ({}) as Record<string, string>);
  const known = remotes.filter((name) => entries[name]).map((name) => ({ name, entry: entries[name], type: 'module' as const }));
  if (known.length > 0) registerRemotes(known, { force: true });
}
